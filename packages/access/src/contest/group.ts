// Group contests (spec 03 §2.11, §6 "Group content", spec 02 §4 "Contest admin"): the rules a
// contest owned by a group adds to the contest policy. The viewer's standing in the owning group
// travels in `ContestViewer` (`groupLevel`, `groupContentOpen`), read once from the group's facts.
import { GroupMemberAuth } from '@oj/contracts';
import type { ContestFacts, ContestViewer } from './facts.ts';
import type { GroupFacts, GroupViewer } from '../group/policy.ts';
import { canSeeGroupContent, groupAuthLevel } from '../group/policy.ts';

/** The viewer with their standing in the contest's group (group null: no such group, a stranger). */
export function inContestGroup<V extends ContestViewer>(viewer: V, group: GroupFacts | null, memberLevel: number | null): V {
  if (group === null) return { ...viewer, groupLevel: 0, groupContentOpen: false };
  const asMember: GroupViewer = { uid: viewer.uid, roles: viewer.roles, memberLevel };
  return { ...viewer, groupLevel: groupAuthLevel(group, asMember), groupContentOpen: canSeeGroupContent(group, asMember) };
}

/** The viewer's level in the contest's group (0 for a contest without a group, or no standing). */
export function contestGroupLevel(contest: Pick<ContestFacts, 'gid'>, viewer: ContestViewer): number {
  return contest.gid === null ? 0 : (viewer.groupLevel ?? 0);
}

/**
 * The group's part of `isContestAdmin`: a level-5 member of the owning group (its root: the owner,
 * a super admin, a member of level 5), or the contest's author while still a group admin (level 4
 * or 5: the level that may create group contests, as the site author needs an admin role).
 */
export function isGroupContestAdmin(contest: Pick<ContestFacts, 'authorUid' | 'gid'>, viewer: ContestViewer): boolean {
  const level = contestGroupLevel(contest, viewer);
  if (level >= GroupMemberAuth.Root) return true;
  return viewer.uid === contest.authorUid && level >= GroupMemberAuth.Admin;
}

/** Creating a contest in a group: its admins (level 4 or 5). */
export function canCreateGroupContest(viewer: ContestViewer): boolean {
  return (viewer.groupLevel ?? 0) >= GroupMemberAuth.Admin;
}

/**
 * Whether the viewer is one of the contest's group (level 3 or above): only they register, enter,
 * submit and stand on the board. True for a contest without a group.
 */
export function isContestGroupMember(contest: Pick<ContestFacts, 'gid'>, viewer: ContestViewer): boolean {
  return contest.gid === null || contestGroupLevel(contest, viewer) >= GroupMemberAuth.Member;
}

/**
 * Whether a group's contest may be known to the viewer at all: its group's content must be open to
 * them (a public group's to every signed-in user, a protected or private group's to its members),
 * so a private group's contests never show outside the group. True for a contest without a group.
 */
export function groupContestSeen(contest: Pick<ContestFacts, 'gid'>, viewer: ContestViewer): boolean {
  return contest.gid === null || viewer.groupContentOpen === true;
}

/**
 * Whether a contest appears in the site-wide lists (the contest list, the ICPC API's list, the home
 * page's recent contests, user home pages): visible contests without a group. A group's contests
 * are listed in the group only.
 */
export function listedSiteWide(contest: Pick<ContestFacts, 'gid' | 'visible'>): boolean {
  return contest.visible && contest.gid === null;
}
