import { ContestStatus } from '@oj/contracts';
import type { ContestViewer } from '../contest/facts.ts';
import { holdsAdminRole } from '../contest/facts.ts';
import type { TimedWorkFacts, TimedWorkRecordFacts } from './status.ts';
import { personalTimedWorkStatus, timedWorkStatusAt } from './status.ts';

/** Why a timed-work action is refused: the services translate each code into their message. */
export type TimedWorkRefusal = 'notStarted' | 'ended' | 'alreadyStarted' | 'notEntered' | 'handedIn';

/**
 * The admin roles of timed work (spec 02 §6 "Admin roles (root, admin, problem admin): see the timed
 * work submissions tab"): they see every submission and the real results at any time, and the rank.
 */
export function isTimedWorkAdmin(viewer: ContestViewer): boolean {
  return viewer.uid !== null && holdsAdminRole(viewer);
}

/** Who sees the submissions tab (and get-timed-work-submission-list): the admin roles. */
export function seesTimedWorkSubmissions(viewer: ContestViewer): boolean {
  return isTimedWorkAdmin(viewer);
}

/**
 * start-timed-work: only inside the window (not before its start, not after its end), and once: a
 * user who has a record started already (starting again would restart their clock).
 */
export function startRefusal(work: TimedWorkFacts, record: TimedWorkRecordFacts | null, nowMs: number): TimedWorkRefusal | null {
  if (record !== null) return 'alreadyStarted';
  const status = timedWorkStatusAt(work, nowMs);
  if (status === ContestStatus.Scheduled) return 'notStarted';
  return status === ContestStatus.Ended ? 'ended' : null;
}

/**
 * Spec 02 §4: submitting is allowed only while the record has no end and the timed work has not
 * ended (for this user: the earlier of the window end and their start plus the duration).
 */
export function timedWorkSubmitRefusal(work: TimedWorkFacts, record: TimedWorkRecordFacts | null, nowMs: number): TimedWorkRefusal | null {
  if (timedWorkStatusAt(work, nowMs) === ContestStatus.Scheduled) return 'notStarted';
  if (record === null) return timedWorkStatusAt(work, nowMs) === ContestStatus.Ended ? 'ended' : 'notEntered';
  return personalTimedWorkStatus(work, record, nowMs) === ContestStatus.Running ? null : 'ended';
}

/** end-timed-work (hand-in): a started attempt that has not been handed in; irreversible. */
export function handInRefusal(record: TimedWorkRecordFacts | null): TimedWorkRefusal | null {
  if (record === null) return 'notEntered';
  return record.endTimeMs === null ? null : 'handedIn';
}

/** Problems (and the problems and submissions tabs): the admin roles, and users who entered. */
export function seesTimedWorkProblems(viewer: ContestViewer, record: TimedWorkRecordFacts | null): boolean {
  return isTimedWorkAdmin(viewer) || record !== null;
}

/**
 * The rank (spec 02 §2 "disabled until handed in"): the admin roles always; a user once their
 * attempt is over (handed in, or their time ran out), or once the whole window has ended.
 */
export function seesTimedWorkRank(work: TimedWorkFacts, viewer: ContestViewer, record: TimedWorkRecordFacts | null, nowMs: number): boolean {
  if (isTimedWorkAdmin(viewer)) return true;
  if (timedWorkStatusAt(work, nowMs) === ContestStatus.Ended) return true;
  return record !== null && personalTimedWorkStatus(work, record, nowMs) === ContestStatus.Ended;
}

/** Whether the viewer may know the timed work exists: hidden ones are the admin roles' only. */
export function canSeeTimedWork(work: { visible: boolean }, viewer: ContestViewer): boolean {
  return work.visible || isTimedWorkAdmin(viewer);
}
