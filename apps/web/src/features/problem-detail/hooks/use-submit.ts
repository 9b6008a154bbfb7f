import { useCallback, useEffect, useRef, useState } from 'react';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { Verdict, isInProgress, isVerdictCode } from '@oj/contracts';
import { useCheckSubmissionsStatusMutation, useSubmitProblemJudgeMutation } from '@oj/api-client';
import { SUBMISSION_POLL_INTERVAL_MS, SUBMISSION_POLL_MAX_ROUNDS, startPolling } from '@/lib/polling.ts';

/** The result area under the editor (spec 01 §4 problem page flags). */
export interface SubmitPanel {
  visible: boolean;
  status: number;
  submitId: number | null;
  summary: SubmissionSummaryDto | null;
}

const HIDDEN: SubmitPanel = { visible: false, status: Verdict.Submitting, submitId: null, summary: null };

/** True while a submission's status may still change. */
export function stillJudging(status: number): boolean {
  return isVerdictCode(status) && isInProgress(status);
}

/**
 * The submit flow of spec 01 §4: the panel shows Submitting (9), the submission is created, then
 * polled every 2 s (300 rounds at most) until it leaves Pending/Compiling/Judging. `onJudged`
 * runs with the final state (problem data reload, congratulations).
 */
export function useSubmit(onJudged: (summary: SubmissionSummaryDto) => void) {
  const [submitMutation] = useSubmitProblemJudgeMutation();
  const [checkStatus] = useCheckSubmissionsStatusMutation();
  const [panel, setPanel] = useState<SubmitPanel>(HIDDEN);
  const [submitting, setSubmitting] = useState(false);
  const cancelPoll = useRef<(() => void) | null>(null);
  const onJudgedRef = useRef(onJudged);
  useEffect(() => {
    onJudgedRef.current = onJudged;
  }, [onJudged]);
  useEffect(() => () => cancelPoll.current?.(), []);

  const submit = useCallback(
    async (request: { pid: number; language: string; code: string; gid?: number | null }): Promise<boolean> => {
      cancelPoll.current?.();
      setSubmitting(true);
      setPanel({ ...HIDDEN, visible: true });
      const result = await submitMutation({ ...request, cid: 0, isRemote: false });
      if (!result.data) {
        // A failed submit clears the flag and hides the panel (spec 01 §8).
        setSubmitting(false);
        setPanel(HIDDEN);
        return false;
      }
      const { submitId } = result.data;
      setPanel({ visible: true, status: Verdict.Pending, submitId, summary: null });
      let last: SubmissionSummaryDto | null = null;
      cancelPoll.current = startPolling({
        intervalMs: SUBMISSION_POLL_INTERVAL_MS,
        maxRounds: SUBMISSION_POLL_MAX_ROUNDS,
        fetch: () => checkStatus({ submitIds: [submitId] }).unwrap(),
        isDone: (statuses) => {
          const summary = statuses[String(submitId)];
          return summary !== undefined && !stillJudging(summary.status);
        },
        onValue: (statuses) => {
          const summary = statuses[String(submitId)];
          if (!summary) return;
          last = summary;
          setPanel({ visible: true, status: summary.status, submitId, summary });
        },
        onStop: (reason) => {
          setSubmitting(false);
          cancelPoll.current = null;
          if (reason === 'done' && last) onJudgedRef.current(last);
        },
      });
      return true;
    },
    [submitMutation, checkStatus],
  );

  return { panel, submitting, submit };
}
