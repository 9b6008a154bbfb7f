import type { ContestGate } from '../contest-gate/bucket.ts';

/** The judge queues a submission's job can go to (test runs have their own, `test`). */
export type SubmissionQueue = 'contest' | 'normal';

/**
 * The queue of a submission's job, chosen each time it is enqueued (submit, rejudge, the sweep):
 * `contest` while the submission's contest or timed work runs (start ≤ now < end, from the contest
 * gate), so judge nodes take it before every practice submission; `normal` for everything else.
 * The choice never fails a dispatch: when the gate cannot be read the job goes to `normal`, and
 * `onError` hears why.
 */
export async function chooseJudgeQueue(
  gate: ContestGate,
  cid: number,
  now: Date,
  onError: (error: unknown) => void = () => undefined,
): Promise<SubmissionQueue> {
  if (cid === 0) return 'normal';
  try {
    return queueFor(await gate.isRunning(cid, now));
  } catch (error) {
    onError(error);
    return 'normal';
  }
}

/** The queue of a submission whose contest is known to run (`running`, the gate's answer) or not. */
export function queueFor(running: boolean): SubmissionQueue {
  return running ? 'contest' : 'normal';
}
