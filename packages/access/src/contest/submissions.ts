import { ContestAuth } from '@oj/contracts';
import type { ContestFacts, ContestViewer } from './facts.ts';
import { holdsAdminRole } from './facts.ts';
import { isContestAdmin } from './admin.ts';
import { isOverAndUnsealed, sealedSinceMs } from './seal.ts';
import { isHiddenWhileRunning, isTimedWorkAdmin, timedWorkResultsHidden } from '../timed-work/index.ts';
import type { ContestRegistration } from './entry.ts';
import { timedWorkOfContest } from './timed.ts';

/**
 * Whether the viewer reads every submission of the contest in full (results, code, case results):
 * its admins always. Another admin role (admin, problem admin) is not the contest's admin: while the
 * contest runs or its board stays sealed it is a participant like any other (the spec's contest-admin
 * rule wins over spec 01 §6); once the contest is over and unsealed, spec 01 §6 applies again.
 */
export function seesWholeContest(contest: ContestFacts, viewer: ContestViewer, nowMs: number): boolean {
  // A timed work: the admin roles (spec 02 §6), whoever wrote it.
  if (contest.kind === 'timedWork') return isTimedWorkAdmin(viewer);
  return isContestAdmin(contest, viewer) || (holdsAdminRole(viewer) && isOverAndUnsealed(contest, nowMs));
}

/**
 * What a viewer may do with a contest's submissions: everything (`full`), the participant's view
 * (`participant`), nothing yet (`scheduled`), or nothing without registering (`notRegistered`: a
 * private contest). A timed work shows a non-admin only their own rows (`ownOnly`).
 */
export type ContestSubmissionsAccess = 'full' | 'participant' | 'ownOnly' | 'scheduled' | 'notRegistered';

export function contestSubmissionsAccess(contest: ContestFacts, viewer: ContestViewer, registered: boolean, nowMs: number): ContestSubmissionsAccess {
  if (seesWholeContest(contest, viewer, nowMs)) return 'full';
  if (contest.kind === 'timedWork') return 'ownOnly';
  if (contest.auth === ContestAuth.Private && !registered) return 'notRegistered';
  if (nowMs < contest.startTimeMs) return 'scheduled';
  return 'participant';
}

/**
 * Whether a status check may name this row for a viewer with `access`: everything for `full`; for
 * others the contest's rows from its start (the admins' runs before it are theirs), and in a timed
 * work only the viewer's own.
 */
export function isListedFor(
  row: { uid: string; submitTime: Date },
  contest: Pick<ContestFacts, 'startTimeMs'>,
  viewer: ContestViewer,
  access: ContestSubmissionsAccess,
): boolean {
  if (access === 'full') return true;
  if (access === 'ownOnly' && row.uid !== viewer.uid) return false;
  return row.submitTime.getTime() >= contest.startTimeMs;
}

/**
 * What a viewer does not see of a contest's results: other users' results submitted from `sinceMs`
 * on (the board's seal, `seal`), or, in a timed work that runs for the viewer, the final statuses of
 * their own submissions (`ownFinal`: spec 02 §4, hidden -5; Pending, Compiling, Judging show).
 */
export type ResultMask = { kind: 'seal'; viewerUid: string; sinceMs: number } | { kind: 'ownFinal'; viewerUid: string };

/**
 * The mask a viewer sees a contest's submissions through at `nowMs`, or null when nothing is hidden.
 * A timed work needs the viewer's own record (`registration`, the gate's member entry).
 */
export function resultMaskOf(
  contest: ContestFacts,
  viewer: ContestViewer,
  access: ContestSubmissionsAccess,
  nowMs: number,
  registration: ContestRegistration | null = null,
): ResultMask | null {
  if (viewer.uid === null) return null;
  if (contest.kind === 'timedWork') {
    const work = timedWorkOfContest(contest, registration);
    return access !== 'full' && timedWorkResultsHidden(work.facts, viewer, work.record, nowMs) ? { kind: 'ownFinal', viewerUid: viewer.uid } : null;
  }
  if (access !== 'participant') return null;
  const sinceMs = sealedSinceMs(contest, nowMs);
  return sinceMs === null ? null : { kind: 'seal', viewerUid: viewer.uid, sinceMs };
}

/** Whether the mask hides this row's result (a timed work's mask needs the row's status). */
export function isMasked(row: { uid: string; submitTime: Date | string; status?: number }, mask: ResultMask | null): boolean {
  if (mask === null) return false;
  if (mask.kind === 'ownFinal') return row.uid === mask.viewerUid && row.status !== undefined && isHiddenWhileRunning(row.status);
  if (row.uid === mask.viewerUid) return false;
  return new Date(row.submitTime).getTime() >= mask.sinceMs;
}

/**
 * How much of one contest submission of another user a viewer with `access` gets: `full` code and
 * case results for `full`; for a participant no code, and the case results only after the end and
 * when the result is not hidden. Null when the viewer may not see the row at all.
 */
export function othersSubmissionSight(
  contest: Pick<ContestFacts, 'endTimeMs'>,
  access: ContestSubmissionsAccess,
  hidden: boolean,
  nowMs: number,
): { code: boolean; cases: 'full' | 'none' | 'core' } | null {
  if (access === 'full') return { code: true, cases: 'full' };
  if (access !== 'participant') return null;
  return { code: false, cases: hidden || nowMs < contest.endTimeMs ? 'none' : 'core' };
}
