import { DISCUSS_BARRED_ROLES, MUTED_ROLES, isAdminRole } from '@oj/contracts';

// The discussion rules of spec 03 §6 "Discussions" and "Roles": who posts, edits, deletes and moderates.

/** Who asks: a signed-in user's uid and role codes, or null for an anonymous caller. */
export type DiscussionViewer = { uid: string; roles: readonly number[] } | null;

/** What the thresholds of the system config ask of an ordinary author (admin roles are exempt). */
export interface PostingThresholds {
  /** Accepted problems needed. */
  minAccepted: number;
  /** Posts allowed per day; 0 = no limit (comments have none). */
  dailyLimit: number;
}

/** Why a user may not post (a discussion, a comment or a reply under one), or null. */
export type PostingRefusal = { reason: 'barred' } | { reason: 'muted' } | { reason: 'accepted'; needed: number } | { reason: 'daily'; limit: number };

/** Any admin role moderates discussions: edits the top flag, disables and deletes. */
export function isDiscussionModerator(viewer: DiscussionViewer): boolean {
  return viewer !== null && viewer.roles.some(isAdminRole);
}

/**
 * Whether the user may post: roles 1004 and 1006 are barred from discussing, muted roles (1005, 1007)
 * from writing at all; an ordinary user needs the accepted problems and stays under the daily limit.
 * Admin roles pass every threshold.
 */
export function postingRefusal(
  roles: readonly number[],
  thresholds: PostingThresholds,
  facts: { accepted: number; postedToday: number },
): PostingRefusal | null {
  if (roles.some(isAdminRole)) return null;
  if (roles.some((role) => (DISCUSS_BARRED_ROLES as readonly number[]).includes(role))) return { reason: 'barred' };
  if (roles.some((role) => (MUTED_ROLES as readonly number[]).includes(role))) return { reason: 'muted' };
  if (facts.accepted < thresholds.minAccepted) return { reason: 'accepted', needed: thresholds.minAccepted };
  if (thresholds.dailyLimit > 0 && facts.postedToday >= thresholds.dailyLimit) return { reason: 'daily', limit: thresholds.dailyLimit };
  return null;
}

/** Spec 03 §6: edit is by the author only. */
export function canEditDiscussion(discussion: { uid: string }, viewer: DiscussionViewer): boolean {
  return viewer !== null && viewer.uid === discussion.uid;
}

/**
 * Spec 03 §6: delete is by the author or a moderator: any admin role for a public discussion, the
 * group admins for a group's (`canModerateGroupDiscussions`), given as `moderator`.
 */
export function canDeleteDiscussion(discussion: { uid: string }, viewer: DiscussionViewer, moderator = isDiscussionModerator(viewer)): boolean {
  return canEditDiscussion(discussion, viewer) || (viewer !== null && moderator);
}

/** Spec 2.15: content of root and admin authors is kept as written; everyone else's is sanitised. */
export function isTrustedAuthor(roles: readonly number[]): boolean {
  return roles.some(isAdminRole);
}
