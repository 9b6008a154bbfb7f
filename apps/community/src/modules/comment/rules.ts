/**
 * The comment rules of spec 03 §5 and §6 (and spec 02 §6 for contests), pure: content, the badge
 * role, who sees, deletes and replies. The sources (sources/) give them the facts of a discussion or
 * contest for one viewer; nothing here reads a table or the clock.
 */
import { COMMENT_MAX_LENGTH, CommentMessage, CommentSourceType, MUTED_ROLES, Role, ROLE_NAMES } from '@oj/contracts';
import type { CommentSourceTypeName, ServerMessage } from '@oj/contracts';

/** Who asks: a signed-in user's uid and role codes, or null for an anonymous caller. */
export type CommentViewer = { uid: string; roles: readonly number[] } | null;

/** The role name a comment keeps for its badge: SPA for `root`, ADM for `admin`. */
export type CommentRole = 'root' | 'admin' | 'problem_admin' | 'user';

/** Where comments sit (a discussion or a contest), with what the rules need of it for one viewer. */
export interface CommentSource {
  type: CommentSourceTypeName;
  id: number;
  /** The discussion's or contest's title (reminders quote it). */
  title: string;
  /** Where the web app shows these comments (reminders link there). */
  url: string;
  /** The discussion's or contest's author: reminded of new comments; in a contest, the owner of the reply rule. */
  ownerUid: string;
  /** The viewer may delete any comment or reply here and sees them all. */
  moderator: boolean;
  /**
   * While set, the viewer sees only what these users or a super admin wrote (a contest not yet over,
   * for a viewer who is not its admin: their own and the admins' comments); null: everything.
   */
  visibleAuthors: readonly string[] | null;
  /**
   * Why the viewer may not post here (a discussion's posting thresholds), if they may not: asked only
   * when they post, so reading a page reads no thresholds.
   */
  postRefusal?: () => Promise<ServerMessage | null>;
}

/** What the rules read of a comment or reply. */
export interface AuthoredItem {
  fromUid: string;
  fromRole: string;
}

/** Why the content is refused (spec 03 §5: blank, or over 10000 characters), or null. */
export function contentRefusal(content: string): ServerMessage | null {
  if (content.trim() === '') return CommentMessage.contentEmpty;
  if (content.length > COMMENT_MAX_LENGTH) return CommentMessage.contentTooLong;
  return null;
}

/** The highest of the roles as a name: root, admin, problem_admin, else user. */
export function roleNameOf(roles: readonly number[]): CommentRole {
  for (const role of [Role.SuperAdmin, Role.Admin, Role.ProblemAdmin] as const) {
    if (roles.includes(role)) return ROLE_NAMES[role] as CommentRole;
  }
  return 'user';
}

/** Muted roles may not comment or reply (spec 01 §3). */
export function isMuted(roles: readonly number[]): boolean {
  return roles.some((role) => (MUTED_ROLES as readonly number[]).includes(role));
}

/** Whether the viewer sees an item of this source. */
export function isVisible(source: CommentSource, item: AuthoredItem): boolean {
  return source.visibleAuthors === null || item.fromRole === 'root' || source.visibleAuthors.includes(item.fromUid);
}

/** Spec 03 §6: the author deletes their own; outside contests any admin role, in a contest its admins (`moderator`). */
export function canDelete(source: CommentSource, viewer: CommentViewer, item: AuthoredItem): boolean {
  return viewer !== null && (viewer.uid === item.fromUid || source.moderator);
}

/**
 * Spec 03 §6: in a contest, replies go to a comment only from its author or a contest admin, or when
 * its author is neither a super admin nor the contest's owner (an admin's answer is not a thread).
 * Elsewhere anyone signed in may reply.
 */
export function canReply(source: CommentSource, viewer: CommentViewer, comment: AuthoredItem): boolean {
  if (source.type !== CommentSourceType.Contest) return true;
  if (source.moderator || viewer?.uid === comment.fromUid) return true;
  return comment.fromRole !== 'root' && comment.fromUid !== source.ownerUid;
}
