import { useEffect, useMemo, useRef, useState } from 'react';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { isInProgress, isVerdictCode } from '@oj/contracts';
import { useCheckSubmissionsStatusMutation } from '@oj/api-client/submission';
import { SUBMISSION_POLL_INTERVAL_MS, SUBMISSION_POLL_MAX_ROUNDS, startPolling } from '@/lib/polling.ts';

/** The ids among rows whose verdict may still change (Pending, Compiling, Judging). */
export function inProgressIds(rows: readonly Pick<SubmissionSummaryDto, 'submitId' | 'status'>[]): number[] {
  return rows.filter((row) => isVerdictCode(row.status) && isInProgress(row.status)).map((row) => row.submitId);
}

/**
 * Rows as the server sent them, updated live: submissions in progress are re-checked every 2 s
 * (300 rounds at most); each leaves polling when it leaves those states (spec 01 §4).
 * `restart(id)` puts a row back into polling (after a rejudge).
 */
export function useLiveSubmissions(rows: readonly SubmissionSummaryDto[], cid = 0) {
  const [checkStatus] = useCheckSubmissionsStatusMutation();
  const [updates, setUpdates] = useState<Record<number, SubmissionSummaryDto>>({});
  const [restarts, setRestarts] = useState(0);
  const live = useMemo(() => rows.map((row) => updates[row.submitId] ?? row), [rows, updates]);
  const liveRef = useRef(live);
  liveRef.current = live;
  const pending = inProgressIds(live).join(',');

  useEffect(() => {
    if (pending === '') return;
    return startPolling({
      intervalMs: SUBMISSION_POLL_INTERVAL_MS,
      maxRounds: SUBMISSION_POLL_MAX_ROUNDS,
      fetch: () => checkStatus({ submitIds: inProgressIds(liveRef.current), cid }).unwrap(),
      isDone: (statuses) => inProgressIds(liveRef.current.map((row) => statuses[String(row.submitId)] ?? row)).length === 0,
      onValue: (statuses) => {
        setUpdates((previous) => {
          const next = { ...previous };
          for (const summary of Object.values(statuses)) next[summary.submitId] = summary;
          return next;
        });
      },
    });
    // The poll restarts when the set of moving rows changes (a row finished, or a rejudge began).
  }, [pending, checkStatus, cid, restarts]);

  return {
    rows: live,
    /** Marks a row as moving again with its new state, which restarts polling. */
    restart: (summary: SubmissionSummaryDto) => {
      setUpdates((previous) => ({ ...previous, [summary.submitId]: summary }));
      setRestarts((count) => count + 1);
    },
  };
}
