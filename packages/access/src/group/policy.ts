// The group rules (spec 03 §4, §6): who holds which level in a group, who sees it and its content,
// who administers its members, who disbands it, who edits its announcements. Pure functions over
// plain facts: the community service reads the facts (`@oj/db/reads` groups.ts) and asks these.
import { GroupAuth, GroupMemberAuth } from '@oj/contracts';
import type { ContestViewer } from '../contest/facts.ts';
import { isSuperAdmin } from '../contest/facts.ts';

/** What the group rules read of a group. */
export interface GroupFacts {
  ownerUid: string;
  /** GroupAuth: 1 public, 2 protected, 3 private. */
  auth: number;
  visible: boolean;
}

/** Who asks: the uid and current roles, and the member row level in this group (1–5) or null. */
export interface GroupViewer extends ContestViewer {
  memberLevel: number | null;
}

/** The viewer owns the group. */
export function isGroupOwner(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer): boolean {
  return viewer.uid !== null && viewer.uid === group.ownerUid;
}

/**
 * The viewer's group auth level (spec 03 §6 "Group auth levels"): 5 root for the owner, a super
 * admin or a level-5 member; else the member row's level (4 admin, 3 member, 2 refused, 1
 * applying); 0 for no relation (anonymous viewers included). Site admins hold no group level.
 */
export function groupAuthLevel(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer): number {
  if (viewer.uid === null) return 0;
  if (isGroupOwner(group, viewer) || isSuperAdmin(viewer)) return GroupMemberAuth.Root;
  return viewer.memberLevel ?? 0;
}

/** A member proper: level 3 or above. */
export function isGroupMember(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer): boolean {
  return groupAuthLevel(group, viewer) >= GroupMemberAuth.Member;
}

/** A group admin (level 4 or 5): the announcements tab, the applications, the member screen's admin actions. */
export function isGroupAdmin(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer): boolean {
  return groupAuthLevel(group, viewer) >= GroupMemberAuth.Admin;
}

/** The group root (level 5): the setting tab, any announcement. */
export function isGroupRoot(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer): boolean {
  return groupAuthLevel(group, viewer) >= GroupMemberAuth.Root;
}

/**
 * Whether the group is listed to the viewer: visible groups to everyone, hidden ones to their
 * members (and super admins, who are root everywhere).
 */
export function canListGroup(group: GroupFacts, viewer: GroupViewer): boolean {
  return group.visible || isGroupMember(group, viewer);
}

/** Why the viewer may not open the group's page (its detail), or null when they may. */
export type GroupRefusal = 'signIn' | 'notFound' | 'private';

/**
 * Opening a group (its detail; spec 03 §2.1: sign-in required): a hidden group is unknown outside
 * it; a private group is its members' only (its list card and the apply dialog stay open to all).
 */
export function groupPageRefusal(group: GroupFacts, viewer: GroupViewer): GroupRefusal | null {
  if (viewer.uid === null) return 'signIn';
  if (isGroupMember(group, viewer)) return null;
  if (!group.visible) return 'notFound';
  return group.auth === GroupAuth.Private ? 'private' : null;
}

/**
 * Whether the group's content (announcements, members, rank, and later its problems, trainings,
 * contests, submissions and discussions) is open to the viewer: a public group's to every signed-in
 * user; a protected or private group's to its members only (never outside the group).
 */
export function canSeeGroupContent(group: GroupFacts, viewer: GroupViewer): boolean {
  if (viewer.uid === null) return false;
  if (isGroupMember(group, viewer)) return true;
  return group.visible && group.auth === GroupAuth.Public;
}

/** Disbanding (spec 03 §6 "Owner or super admin: may disband"). */
export function canDisbandGroup(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer): boolean {
  return isGroupOwner(group, viewer) || isSuperAdmin(viewer);
}

/** A member row as the member rules read it. */
export interface GroupMemberTarget {
  uid: string;
  /** The row's auth (1–5). */
  auth: number;
}

/**
 * Changing a member's auth (spec 03 §6 "Member administration"): the actor must be a group admin;
 * a super admin or the owner may set any level 1–5 on anyone but the owner; any other admin only
 * on a member whose auth is below their own, and only to a level below their own (the member
 * screen's choices at or above the actor's level are disabled). Nobody changes the owner's row.
 */
export function canChangeMemberAuth(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer, target: GroupMemberTarget, newAuth: number): boolean {
  if (newAuth < GroupMemberAuth.Applying || newAuth > GroupMemberAuth.Root) return false;
  if (target.uid === group.ownerUid) return false;
  if (!isGroupAdmin(group, viewer)) return false;
  if (isSuperAdmin(viewer) || isGroupOwner(group, viewer)) return true;
  const level = groupAuthLevel(group, viewer);
  return target.auth < level && newAuth < level;
}

/**
 * Removing a member (spec 03 §6): never oneself, never the owner; the owner may remove anyone
 * else; another group admin only a member whose auth is below their own.
 */
export function canRemoveMember(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer, target: GroupMemberTarget): boolean {
  if (viewer.uid === null || target.uid === viewer.uid || target.uid === group.ownerUid) return false;
  if (isGroupOwner(group, viewer)) return true;
  if (!isGroupAdmin(group, viewer)) return false;
  return target.auth < groupAuthLevel(group, viewer);
}

/** Adding an announcement: group admins. */
export function canAddGroupAnnouncement(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer): boolean {
  return isGroupAdmin(group, viewer);
}

/**
 * Editing, deleting or switching an announcement (spec 03 §6 "Group content"): the group root or
 * the announcement's creator while still a group admin.
 */
export function canEditGroupAnnouncement(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer, announcement: { uid: string }): boolean {
  if (isGroupRoot(group, viewer)) return true;
  return viewer.uid === announcement.uid && isGroupAdmin(group, viewer);
}

/**
 * A group's discussions (spec 03 §2.12): only its members (level 3 and above; super admins are root
 * everywhere) read them or post there, even in a public group, so they never show outside the group.
 */
export function canSeeGroupDiscussions(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer): boolean {
  return isGroupMember(group, viewer);
}

/** Group admins (4, 5) administer the group's discussions: top flag, disabling, deleting any of them. */
export function canModerateGroupDiscussions(group: Pick<GroupFacts, 'ownerUid'>, viewer: GroupViewer): boolean {
  return isGroupAdmin(group, viewer);
}
