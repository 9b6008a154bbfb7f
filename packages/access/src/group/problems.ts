// The group problem rules (spec 03 §2.9, §4 "Problem auth", §6 "Group content"): who lists, opens,
// creates and administers a group's problems. Pure functions over plain facts: the gateway and
// judge-dispatch read the group and the viewer's member row (`@oj/db/reads` groups.ts) and ask these.
import { ProblemAuth } from '@oj/contracts';
import type { GroupFacts, GroupViewer } from './policy.ts';
import { canSeeGroupContent, isGroupAdmin, isGroupMember, isGroupRoot } from './policy.ts';

/**
 * How the viewer stands in a group, as far as its problems and submissions care: computed once
 * (`groupProblemSight`) and handed to the problem and submission rules with the group's id.
 */
export interface GroupProblemSight {
  /** The group's content is open to the viewer (`canSeeGroupContent`). */
  content: boolean;
  /** A member proper (level 3 or above). */
  member: boolean;
  /** A group admin (level 4 or above). */
  admin: boolean;
}

/** The viewer's sight of a group's problems. */
export function groupProblemSight(group: GroupFacts, viewer: GroupViewer): GroupProblemSight {
  return { content: canSeeGroupContent(group, viewer), member: isGroupMember(group, viewer), admin: isGroupAdmin(group, viewer) };
}

/** No sight at all: the viewer is outside the group (or the group is gone). */
export const NO_GROUP_SIGHT: GroupProblemSight = { content: false, member: false, admin: false };

/**
 * Whether a problem of the group (opened in that group) is open to a viewer of `sight`: a public
 * (1) one to whoever sees the group's content (its members; any signed-in user of a visible public
 * group), a private (2) one to the members only. A contest (3) problem is reached through its
 * contest, never from the group's list.
 */
export function canOpenGroupProblem(problemAuth: number, sight: GroupProblemSight): boolean {
  if (!sight.content) return false;
  if (problemAuth === ProblemAuth.Public) return true;
  return problemAuth === ProblemAuth.Private && sight.member;
}

/** The problem auth values the group's problem list (its problems tab) shows to a viewer of `sight`. */
export function listedGroupProblemAuths(sight: GroupProblemSight): number[] {
  if (!sight.content) return [];
  return sight.member ? [ProblemAuth.Public, ProblemAuth.Private] : [ProblemAuth.Public];
}

/** Who administers: the group viewer and their username (a problem's author is stored by username). */
export interface GroupProblemActor extends GroupViewer {
  username: string | null;
}

/** What the administration rules read of a problem. */
export interface GroupProblemOwnership {
  /** The group that owns the problem (kept after it went public), or null. */
  gid: number | null;
  /** Still a group problem (false once its application to go public was approved). */
  isGroup: boolean;
  /** The author's username. */
  author: string | null;
}

/** The group's admin list and the create button: group admins (level 4 or 5). */
export function canManageGroupProblems(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer): boolean {
  return isGroupAdmin(group, viewer);
}

/**
 * Editing, deleting, downloading the test data, changing the auth of and applying to publish a
 * problem (spec 03 §6 "Group content"): only a problem that still belongs to this group (`gid`),
 * and only by the group root or its author while still a group admin.
 */
export function canAdministerGroupProblem(
  group: Pick<GroupFacts, 'ownerUid'>,
  gid: number,
  viewer: GroupProblemActor,
  problem: GroupProblemOwnership,
): boolean {
  if (problem.gid !== gid || !problem.isGroup) return false;
  if (isGroupRoot(group, viewer)) return true;
  return viewer.username !== null && viewer.username === problem.author && isGroupAdmin(group, viewer);
}

/**
 * The auth a group may give its problem (spec 03 §4): public (1) or private (2); contest (3) is
 * shown by the selector but not selectable (a contest sets it).
 */
export function isSelectableGroupProblemAuth(auth: number): boolean {
  return auth === ProblemAuth.Public || auth === ProblemAuth.Private;
}

/** Changing a problem's auth: an administrator of the problem, to a selectable value. */
export function canChangeGroupProblemAuth(
  group: Pick<GroupFacts, 'ownerUid'>,
  gid: number,
  viewer: GroupProblemActor,
  problem: GroupProblemOwnership,
  auth: number,
): boolean {
  return isSelectableGroupProblemAuth(auth) && canAdministerGroupProblem(group, gid, viewer, problem);
}
