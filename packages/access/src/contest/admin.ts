import { ContestStatus } from '@oj/contracts';
import type { ContestFacts, ContestViewer } from './facts.ts';
import { holdsAdminRole, isSuperAdmin } from './facts.ts';
import { groupContestSeen, isGroupContestAdmin } from './group.ts';

/** Scheduled (-1), running (0) or ended (1). */
export type ContestStatusCode = (typeof ContestStatus)[keyof typeof ContestStatus];

/** Scheduled before the start, running from the start (inclusive) to the end (exclusive), then ended. */
export function contestStatusAt(contest: Pick<ContestFacts, 'startTimeMs' | 'endTimeMs'>, nowMs: number): ContestStatusCode {
  if (nowMs < contest.startTimeMs) return ContestStatus.Scheduled;
  return nowMs < contest.endTimeMs ? ContestStatus.Running : ContestStatus.Ended;
}

/**
 * Contest admin (spec 02 §4, §6): a super admin, or the author while they still hold a role that
 * may manage contests (an admin role): an author demoted to a plain user runs the contest no more.
 * Decided from the viewer's current roles, never from a copy taken when the contest was saved.
 * A group's contest adds its group's admins (`isGroupContestAdmin`: level 5, or its author at level 4+).
 */
export function isContestAdmin(contest: Pick<ContestFacts, 'authorUid' | 'gid'>, viewer: ContestViewer): boolean {
  if (viewer.uid === null) return false;
  if (isSuperAdmin(viewer)) return true;
  if (viewer.uid === contest.authorUid && holdsAdminRole(viewer)) return true;
  return isGroupContestAdmin(contest, viewer);
}

/**
 * Whether the viewer may know the contest exists: hidden contests are their admins' only, and a
 * group's contests those to whom the group shows its content (never outside a private group).
 */
export function canSeeContest(contest: Pick<ContestFacts, 'authorUid' | 'gid' | 'visible'>, viewer: ContestViewer): boolean {
  if (isContestAdmin(contest, viewer)) return true;
  return contest.visible && groupContestSeen(contest, viewer);
}

/**
 * `isContestAdmin` over the contest rows under `alias`, for TypeORM query builders (the back office's
 * contest list): null when the viewer runs every contest (no condition), else the condition and its
 * named parameters. Group contests are managed in their group (`/group/get-admin-contest-list`),
 * so this site-wide form keeps to the author and super admin rules.
 */
export function administeredContestsWhere(alias: string, viewer: ContestViewer): { sql: string; params: { administeredBy: string } } | null {
  if (isSuperAdmin(viewer)) return null;
  // No admin role: the author rule holds for no contest (a demoted author's contests included).
  if (viewer.uid === null || !holdsAdminRole(viewer)) return { sql: '1 = 0', params: { administeredBy: '' } };
  return { sql: `${alias}.uid = :administeredBy`, params: { administeredBy: viewer.uid } };
}
