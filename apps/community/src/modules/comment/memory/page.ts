/**
 * A comment page from a source's kept comments, as `commentPage` (queries.ts) reads it from the
 * database: the same rows, order, paging, totals and per-viewer parts (likes, delete and reply rights,
 * what a contest viewer may see), with no read.
 */
import { REPLIES_SHOWN } from '@oj/contracts';
import type { CommentDto, CommentListDto, CommentReplyDto } from '@oj/contracts';
import type { CommentReplyRow, CommentRow } from '@oj/db';
import { toCommentDto, toReplyDto } from '../dto.ts';
import type { Paging } from '../queries.ts';
import { canDelete, canReply, isVisible } from '../rules.ts';
import type { CommentSource, CommentViewer } from '../rules.ts';
import type { KeptPage, SourceComments } from './load.ts';
import type { KeptAnswer } from '@oj/service-kit';

/** Serialised pages kept per source at most (the oldest made going first). */
export const KEPT_PAGES_PER_SOURCE = 32;

/** A viewer who wrote nothing: what every viewer who wrote nothing of a comment is given. */
const NOBODY: CommentViewer = { uid: '', roles: [] };

function visibleReplies(kept: SourceComments, source: CommentSource, commentId: number): readonly CommentReplyRow[] {
  const all = kept.replies.get(commentId) ?? [];
  return source.visibleAuthors === null ? all : all.filter((row) => isVisible(source, row));
}

function pageRows(kept: SourceComments, source: CommentSource, paging: Paging): { rows: readonly CommentRow[]; total: number } {
  const visible = source.visibleAuthors === null ? kept.comments : kept.comments.filter((row) => isVisible(source, row));
  return { rows: visible.slice(paging.offset, paging.offset + paging.limit), total: visible.length };
}

/** One comment of a page with its first replies, for the viewer. */
function recordOf(kept: SourceComments, source: CommentSource, viewer: CommentViewer, row: CommentRow): CommentDto {
  const replies = visibleReplies(kept, source, row.id);
  const list: CommentReplyDto[] = replies.slice(0, REPLIES_SHOWN).map((reply) => toReplyDto(reply, kept.profiles, canDelete(source, viewer, reply)));
  return toCommentDto(
    row,
    kept.profiles,
    { list, total: replies.length },
    { canReply: canReply(source, viewer, row), canDelete: canDelete(source, viewer, row) },
  );
}

function likedBy(kept: SourceComments, viewer: CommentViewer, ids: readonly number[]): number[] {
  return viewer === null ? [] : ids.filter((id) => kept.likes.get(id)?.has(viewer.uid) === true);
}

/** GET comments from memory. */
export function keptCommentPage(kept: SourceComments, source: CommentSource, viewer: CommentViewer, paging: Paging): CommentListDto {
  const { rows, total } = pageRows(kept, source, paging);
  const records = rows.map((row) => recordOf(kept, source, viewer, row));
  const liked = likedBy(
    kept,
    viewer,
    rows.map((row) => row.id),
  );
  return { commentList: { records, total }, commentLikeMap: Object.fromEntries(liked.map((id) => [String(id), true])) };
}

/** GET reply from memory: every visible reply of the comment, oldest first. */
export function keptReplyList(kept: SourceComments, source: CommentSource, viewer: CommentViewer, commentId: number): CommentReplyDto[] {
  return visibleReplies(kept, source, commentId).map((reply) => toReplyDto(reply, kept.profiles, canDelete(source, viewer, reply)));
}

/**
 * GET comments as a kept answer, from a page serialised once per paging and moderation: each comment
 * as a viewer who wrote none of it is given it (their rights differ only by the source's moderation),
 * rebuilt only where this viewer wrote the comment or a reply shown (their delete rights), with their
 * likes added; the whole answer is kept for the next reader in the same case. Null for a running
 * contest's Q&A, which shows each viewer other comments (the caller builds the page).
 */
export function keptCommentPageAnswer(kept: SourceComments, source: CommentSource, viewer: CommentViewer, paging: Paging): KeptAnswer | null {
  if (source.visibleAuthors !== null) return null;
  const key = `${String(paging.offset)}:${String(paging.limit)}:${source.moderator ? 'm' : '-'}`;
  let page = kept.pages.get(key);
  if (!page) {
    page = serialisedPage(kept, source, paging);
    if (kept.pages.size >= KEPT_PAGES_PER_SOURCE) kept.pages.delete(kept.pages.keys().next().value ?? '');
    kept.pages.set(key, page);
  }
  const uid = viewer?.uid;
  const author = uid !== undefined && page.authors.some((authors) => authors.has(uid)) ? uid : '';
  const likeMap = likeMapJson(kept, viewer, page.rows);
  const shown = page;
  return {
    answers: page.answers,
    // The page is dropped with its source on any change, so a kept answer is as current as the page.
    key: `${author}\u0000${likeMap}`,
    dataJson: () =>
      `{"commentList":{"records":[${recordsFor(kept, source, viewer, shown, author)}],"total":${String(shown.total)}},"commentLikeMap":{${likeMap}}}`,
  };
}

/** The members of `commentLikeMap` for the viewer's likes among the rows, as JSON text ('' for none: most readers). */
function likeMapJson(kept: SourceComments, viewer: CommentViewer, rows: readonly CommentRow[]): string {
  if (viewer === null) return '';
  let json = '';
  for (const row of rows) {
    if (kept.likes.get(row.id)?.has(viewer.uid) !== true) continue;
    json += `${json === '' ? '' : ','}"${String(row.id)}":true`;
  }
  return json;
}

/** The page's records joined, as given to the viewer: with the comments they wrote on built for them when they are `author`. */
function recordsFor(kept: SourceComments, source: CommentSource, viewer: CommentViewer, page: KeptPage, author: string): string {
  if (author === '') return page.records.join(',');
  return page.records
    .map((json, index) => {
      const row = page.rows[index];
      return row !== undefined && page.authors[index]?.has(author) === true ? JSON.stringify(recordOf(kept, source, viewer, row)) : json;
    })
    .join(',');
}

function serialisedPage(kept: SourceComments, source: CommentSource, paging: Paging): KeptPage {
  const { rows, total } = pageRows(kept, source, paging);
  const records = rows.map((row) => recordOf(kept, source, NOBODY, row));
  const texts = records.map((record) => JSON.stringify(record));
  return {
    rows,
    total,
    records: texts,
    authors: records.map((record) => new Set([record.fromUid, ...record.replyList.map((reply) => reply.fromUid)])),
    answers: new Map(),
  };
}
