import { useCallback, useState } from 'react';
import { useProblemBatchOperationMutation } from '@oj/api-client/admin-problem';
import { useRejudgeProblemsMutation } from '@oj/api-client/admin-judge';
import { isApiError } from '@oj/api-client/core';
import { MAX_BATCH_PROBLEMS, REJUDGE_PROBLEMS_MAX } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { chunks } from '../selection.ts';
import type { Selection } from '../selection.ts';

/** The operations of the batch page. */
export type BatchAction = 'rejudge' | 'visibility' | 'delete';

/** Problem visibility: 1 public, 2 private, 3 contest. */
export type ProblemAuth = 1 | 2 | 3;

/** One problem's line in the results. */
export interface BatchRow {
  pid: number;
  problemId: string | null;
  title: string | null;
  ok: boolean;
  msg: string;
}

/** What the last operation did. */
export interface BatchOutcome {
  action: BatchAction;
  rows: BatchRow[];
}

const AUTH_KEYS: Readonly<Record<ProblemAuth, 'public' | 'private' | 'contest'>> = { 1: 'public', 2: 'private', 3: 'contest' };

/** The i18n key of each visibility. */
export function authKey(auth: ProblemAuth): 'public' | 'private' | 'contest' {
  return AUTH_KEYS[auth];
}

/** A per-problem answer of either call, reduced to what the results show. */
interface Answer {
  pid: number;
  ok: boolean;
  msg: string;
  count?: number;
  problemId?: string | null;
}

/**
 * Runs an operation on the chosen problems in calls of the size each route takes and gathers one
 * row per problem: a refused call marks its problems failed with the server's message, and a
 * problem the answer leaves out is marked failed too, so no problem goes without a line.
 */
export function useBatchRun() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const [operate] = useProblemBatchOperationMutation();
  const [rejudge] = useRejudgeProblemsMutation();
  const [running, setRunning] = useState<BatchAction | null>(null);

  const run = useCallback(
    async (action: BatchAction, selection: Selection, auth?: ProblemAuth): Promise<BatchOutcome> => {
      setRunning(action);
      const rows: BatchRow[] = [];
      const authName = auth ? t(`batch.auth.${AUTH_KEYS[auth]}`) : '';
      const okText = (answer: Answer) => {
        if (action === 'rejudge') return t('batch.result.rejudged', { count: answer.count ?? 0 });
        return action === 'delete' ? t('batch.result.deleted') : t('batch.result.visibilityChanged', { auth: authName });
      };
      try {
        const size = action === 'rejudge' ? REJUDGE_PROBLEMS_MAX : MAX_BATCH_PROBLEMS;
        for (const pids of chunks([...selection.keys()], size)) {
          const result = action === 'rejudge' ? await rejudge(pids) : await operate({ pids, action, ...(auth ? { auth } : {}) });
          const failure = result.error === undefined ? null : (isApiError(result.error) && result.error.msg) || t('batch.result.requestFailed');
          const data: readonly Answer[] = result.data ?? [];
          const answers = new Map(data.map((answer) => [answer.pid, answer]));
          for (const pid of pids) {
            const chosen = selection.get(pid);
            const answer = answers.get(pid);
            const problemId = chosen?.problemId ?? answer?.problemId ?? null;
            const base = { pid, problemId, title: chosen?.title ?? null };
            if (failure !== null) rows.push({ ...base, ok: false, msg: failure });
            else if (!answer) rows.push({ ...base, ok: false, msg: t('batch.result.requestFailed') });
            else rows.push({ ...base, ok: answer.ok, msg: answer.ok ? okText(answer) : answer.msg });
          }
        }
      } finally {
        setRunning(null);
      }
      return { action, rows };
    },
    [operate, rejudge, t],
  );

  return { run, running };
}
