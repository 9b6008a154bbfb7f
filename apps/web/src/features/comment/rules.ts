import { COMMENT_MAX_LENGTH, CommentSourceType } from '@oj/contracts';
import type { CommentSourceTypeName } from '@oj/contracts';
import type { CommentContext } from '@oj/api-client/comment';

/** Why a comment or reply cannot be sent (spec 03 §5), as a `comment.*` message key, or null. */
export function contentError(content: string): 'contentEmpty' | 'contentTooLong' | null {
  if (content.trim() === '') return 'contentEmpty';
  if (content.length > COMMENT_MAX_LENGTH) return 'contentTooLong';
  return null;
}

/** The role badge of an author (spec 03 §2.17): SPA for root, ADM for admin, none otherwise. */
export function roleBadge(role: string): 'root' | 'admin' | null {
  return role === 'root' || role === 'admin' ? role : null;
}

/** The `sourceType` and `sourceId` of comment-like for a comment area. */
export function likeSourceOf(context: CommentContext): { sourceType: CommentSourceTypeName; sourceId: number } {
  return 'cid' in context
    ? { sourceType: CommentSourceType.Contest, sourceId: context.cid }
    : { sourceType: CommentSourceType.Discussion, sourceId: context.did };
}
