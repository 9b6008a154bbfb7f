import { ContestAuth } from '@oj/contracts';
import type { ContestFacts, ContestViewer } from './facts.ts';
import { holdsAdminRole } from './facts.ts';
import { isContestAdmin } from './admin.ts';
import { isOverAndUnsealed, sealedSinceMs } from './seal.ts';

/**
 * Whether the viewer reads every submission of the contest in full (results, code, case results):
 * its admins always. Another admin role (admin, problem admin) is not the contest's admin: while the
 * contest runs or its board stays sealed it is a participant like any other (the spec's contest-admin
 * rule wins over spec 01 §6); once the contest is over and unsealed, spec 01 §6 applies again.
 */
export function seesWholeContest(contest: ContestFacts, viewer: ContestViewer, nowMs: number): boolean {
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

/** Other users' results submitted from `sinceMs` on are hidden from `viewerUid`. */
export interface ResultMask {
  viewerUid: string;
  sinceMs: number;
}

/** The mask a participant sees a contest's submissions through at `nowMs`, or null when nothing is hidden. */
export function resultMaskOf(contest: ContestFacts, viewer: ContestViewer, access: ContestSubmissionsAccess, nowMs: number): ResultMask | null {
  if (access !== 'participant' || viewer.uid === null) return null;
  const sinceMs = sealedSinceMs(contest, nowMs);
  return sinceMs === null ? null : { viewerUid: viewer.uid, sinceMs };
}

/** Whether the mask hides this row's result. */
export function isMasked(row: { uid: string; submitTime: Date | string }, mask: ResultMask | null): boolean {
  if (mask === null || row.uid === mask.viewerUid) return false;
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
