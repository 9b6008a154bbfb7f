import { ContestStatus, Verdict } from '@oj/contracts';
import type { ContestViewer } from '../contest/facts.ts';
import type { TimedWorkFacts, TimedWorkRecordFacts } from './status.ts';
import { personalTimedWorkStatus, timedWorkStatusAt } from './status.ts';
import { isTimedWorkAdmin } from './rules.ts';

/** Spec 02 §4: the statuses shown as -5 (hidden) while a timed work runs. Pending, Compiling, Judging show as they are. */
export const TIMED_WORK_HIDDEN_STATUSES: readonly number[] = [
  Verdict.PresentationError,
  Verdict.CompileError,
  Verdict.WrongAnswer,
  Verdict.Accepted,
  Verdict.TimeLimitExceeded,
  Verdict.MemoryLimitExceeded,
  Verdict.RuntimeError,
  Verdict.SystemError,
  Verdict.PartialAccepted,
];

/**
 * Whether the viewer meets a timed work's results hidden now (spec 02 §4 "Hidden results in timed
 * work"): never the admin roles; a user while the timed work runs for them (`record` is the
 * viewer's own: started and not handed in, within their time); without a record, while the window
 * runs. Every call that shows a timed work's result asks this.
 */
export function timedWorkResultsHidden(work: TimedWorkFacts, viewer: ContestViewer, record: TimedWorkRecordFacts | null, nowMs: number): boolean {
  if (isTimedWorkAdmin(viewer)) return false;
  const status = record === null ? timedWorkStatusAt(work, nowMs) : personalTimedWorkStatus(work, record, nowMs);
  return status === ContestStatus.Running;
}

/** Whether a status is one the hiding covers (a final verdict other than Cancelled). */
export function isHiddenWhileRunning(status: number): boolean {
  return TIMED_WORK_HIDDEN_STATUSES.includes(status);
}

/** The status as shown: -5 for a covered status while `hidden`, else the real one. */
export function shownTimedWorkStatus(status: number, hidden: boolean): number {
  return hidden && isHiddenWhileRunning(status) ? Verdict.SubmittedUnknownResult : status;
}
