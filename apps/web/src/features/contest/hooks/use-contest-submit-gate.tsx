import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { NOT_ATTEMPTED } from '@oj/contracts';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { useShellSelector } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { ContestPasswordDialog } from '../components/ContestPasswordDialog.tsx';
import { contestStatusAt } from '../countdown.ts';
import { OVERWRITE_SUBMIT_DELAY_MS, asksOverwrite, closesSubmit, realTimeRankAt, submitRefusal } from '../rules.ts';
import type { ContestView } from './use-contest.ts';

/** What a contest adds to its problem page's submit. */
export interface ContestSubmitGate {
  /** Why submitting is closed (ended without allowEndSubmit, or not started for a non-admin), or null. */
  submitClosed: string | null;
  /** Runs before a submission: false stops it (no access: the password dialog opens; OI overwrite refused). */
  beforeSubmit: (problem: { myStatus: number }) => Promise<boolean>;
  /** The password dialog, to render next to the page. */
  dialog: ReactNode;
}

const wait = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Spec 02 §4 on a contest problem page: the submit rules (ended, scheduled, sign-in, access with the
 * password dialog) and the OI rule: without real-time rank permission, a user who already submitted
 * confirms the overwrite, and the submission leaves one second after the confirmation.
 */
export function useContestSubmitGate(view: ContestView | null): ContestSubmitGate {
  const { t } = useTranslation();
  const { modal, message } = useFeedback();
  const loggedIn = useShellSelector(selectIsLoggedIn);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const refusal = view ? submitRefusal(view.contest, view.status, loggedIn, view.access) : null;
  const submitClosed = refusal === 'ended' ? t('contest.submit.ended') : refusal === 'scheduled' ? t('contest.submit.scheduled') : null;

  const beforeSubmit = useCallback(
    async ({ myStatus }: { myStatus: number }): Promise<boolean> => {
      if (!view) return false;
      const nowMs = Date.now() + view.offsetMs;
      const status = contestStatusAt(view.window, nowMs);
      const refused = submitRefusal(view.contest, status, loggedIn, view.access);
      if (refused === 'password') setPasswordOpen(true);
      if (closesSubmit(refused)) void message.warning(refused === 'ended' ? t('contest.submit.ended') : t('contest.submit.scheduled'));
      // Signed out: the page has already asked to sign in.
      if (refused !== null) return false;
      if (!asksOverwrite(view.contest, realTimeRankAt(view.contest, nowMs), myStatus, NOT_ATTEMPTED)) return true;
      const confirmed = await modal.confirm({
        title: t('contest.submit.overwriteTitle'),
        content: t('contest.submit.overwrite'),
        okText: t('contest.submit.overwriteOk'),
        cancelText: t('common.cancel'),
      });
      if (!confirmed) return false;
      await wait(OVERWRITE_SUBMIT_DELAY_MS);
      return true;
    },
    [view, loggedIn, modal, message, t],
  );

  const dialog = view ? (
    <ContestPasswordDialog
      cid={view.cid}
      open={passwordOpen}
      onClose={() => {
        setPasswordOpen(false);
      }}
    />
  ) : null;
  return { submitClosed, beforeSubmit, dialog };
}
