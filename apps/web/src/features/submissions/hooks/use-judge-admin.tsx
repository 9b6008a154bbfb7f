import { useState } from 'react';
import type { ReactNode } from 'react';
import type { JudgeChangeDto, SubmissionSummaryDto } from '@oj/contracts';
import { useCancelJudgeMutation } from '@oj/api-client/submission';
import { useTranslation } from '@oj/i18n';
import { ManualJudgeDialog } from '@oj/app-shell';
import { useFeedback } from '@oj/ui';
import type { JudgeChangeKind } from '../judge-change.ts';

/** Reports a change the server accepted, so the screen shows the new verdict before any reload. */
export type JudgeChanged = (row: SubmissionSummaryDto, change: JudgeChangeDto, kind: JudgeChangeKind) => void;

/** What useJudgeAdmin hands a screen: the actions and the one manual judge dialog to render. */
export interface JudgeAdmin {
  openManualJudge: (row: SubmissionSummaryDto) => void;
  cancelJudge: (row: SubmissionSummaryDto) => Promise<void>;
  /** The submission whose cancel is on its way, if any. */
  cancelling: number | null;
  dialog: ReactNode;
}

/**
 * The super admin's manual judge and cancel judge (spec 01 §4) for a screen of submissions: one
 * dialog for the whole screen; each accepted change is reported through `onChanged` and a toast.
 */
export function useJudgeAdmin(onChanged: JudgeChanged): JudgeAdmin {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const [judging, setJudging] = useState<SubmissionSummaryDto | null>(null);
  const [cancelling, setCancelling] = useState<number | null>(null);
  const [cancel] = useCancelJudgeMutation();

  const cancelJudge = async (row: SubmissionSummaryDto) => {
    setCancelling(row.submitId);
    const result = await cancel({ submitId: row.submitId });
    setCancelling(null);
    if (!result.data) return;
    void message.success(t('submission.cancelJudged'));
    onChanged(row, result.data, 'cancel');
  };

  const dialog = (
    <ManualJudgeDialog
      row={judging}
      onClose={() => {
        setJudging(null);
      }}
      onJudged={(change) => {
        if (judging) onChanged(judging, change, 'manual');
        setJudging(null);
        void message.success(t('submission.manualJudged'));
      }}
    />
  );
  return { openManualJudge: setJudging, cancelJudge, cancelling, dialog };
}
