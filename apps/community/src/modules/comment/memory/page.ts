/**
 * A comment page from a source's kept comments, as `commentPage` (queries.ts) reads it from the
 * database: the same rows, order, paging, totals and per-viewer parts (likes, delete and reply rights,
 * what a contest viewer may see), with no read.
 */
import { REPLIES_SHOWN } from '@oj/contracts';
import type { CommentListDto, CommentReplyDto } from '@oj/contracts';
import type { CommentReplyRow } from '@oj/db';
import { toCommentDto, toReplyDto } from '../dto.ts';
import type { Paging } from '../queries.ts';
import { canDelete, canReply, isVisible } from '../rules.ts';
import type { CommentSource, CommentViewer } from '../rules.ts';
import type { SourceComments } from './load.ts';

function visibleReplies(kept: SourceComments, source: CommentSource, commentId: number): readonly CommentReplyRow[] {
  const all = kept.replies.get(commentId) ?? [];
  return source.visibleAuthors === null ? all : all.filter((row) => isVisible(source, row));
}

/** GET comments from memory. */
export function keptCommentPage(kept: SourceComments, source: CommentSource, viewer: CommentViewer, paging: Paging): CommentListDto {
  const visible = source.visibleAuthors === null ? kept.comments : kept.comments.filter((row) => isVisible(source, row));
  const rows = visible.slice(paging.offset, paging.offset + paging.limit);
  const liked: Record<string, boolean> = {};
  const records = rows.map((row) => {
    const replies = visibleReplies(kept, source, row.id);
    const list: CommentReplyDto[] = replies.slice(0, REPLIES_SHOWN).map((reply) => toReplyDto(reply, kept.profiles, canDelete(source, viewer, reply)));
    if (viewer !== null && kept.likes.get(row.id)?.has(viewer.uid) === true) liked[String(row.id)] = true;
    return toCommentDto(
      row,
      kept.profiles,
      { list, total: replies.length },
      { canReply: canReply(source, viewer, row), canDelete: canDelete(source, viewer, row) },
    );
  });
  return { commentList: { records, total: visible.length }, commentLikeMap: liked };
}

/** GET reply from memory: every visible reply of the comment, oldest first. */
export function keptReplyList(kept: SourceComments, source: CommentSource, viewer: CommentViewer, commentId: number): CommentReplyDto[] {
  return visibleReplies(kept, source, commentId).map((reply) => toReplyDto(reply, kept.profiles, canDelete(source, viewer, reply)));
}
