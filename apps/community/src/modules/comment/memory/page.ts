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
import type { KeptPage, SourceComments } from './load.ts';

/** Serialised pages kept per source at most (the oldest made going first). */
export const KEPT_PAGES_PER_SOURCE = 32;

/** A viewer who wrote nothing: what every viewer who wrote nothing on a page is given. */
const NOBODY: CommentViewer = { uid: '', roles: [] };

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

/**
 * GET comments as the JSON text of its `data`, from a page serialised once for every viewer who
 * wrote nothing on it (their rights differ only by the source's moderation, their likes are added
 * here); null when the page must be built for this viewer (they wrote on it, or a running contest
 * shows each viewer other comments).
 */
export function keptCommentPageJson(kept: SourceComments, source: CommentSource, viewer: CommentViewer, paging: Paging): string | null {
  if (source.visibleAuthors !== null) return null;
  const key = `${String(paging.offset)}:${String(paging.limit)}:${source.moderator ? 'm' : '-'}`;
  let page = kept.pages.get(key);
  if (!page) {
    page = serialisedPage(kept, source, paging);
    if (kept.pages.size >= KEPT_PAGES_PER_SOURCE) kept.pages.delete(kept.pages.keys().next().value ?? '');
    kept.pages.set(key, page);
  }
  if (viewer !== null && page.authors.has(viewer.uid)) return null;
  const liked = viewer === null ? [] : page.ids.filter((id) => kept.likes.get(id)?.has(viewer.uid) === true);
  const likeMap = liked.map((id) => `"${String(id)}":true`).join(',');
  return `{"commentList":${page.listJson},"commentLikeMap":{${likeMap}}}`;
}

function serialisedPage(kept: SourceComments, source: CommentSource, paging: Paging): KeptPage {
  const { commentList } = keptCommentPage(kept, source, NOBODY, paging);
  const authors = new Set<string>();
  for (const record of commentList.records) {
    authors.add(record.fromUid);
    for (const reply of record.replyList) authors.add(reply.fromUid);
  }
  return { listJson: JSON.stringify(commentList), ids: commentList.records.map((record) => record.id), authors };
}
