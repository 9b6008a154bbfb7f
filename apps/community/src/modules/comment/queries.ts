/** Reads of the comment tables: a page of comments with their first replies, a comment's replies, one row. */
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { COMMENT_MAX_PAGE_SIZE, COMMENT_PAGE_SIZE, CommentSourceType, REPLIES_SHOWN } from '@oj/contracts';
import type { CommentListDto, CommentReplyDto } from '@oj/contracts';
import { CommentEntity, CommentLikeEntity, CommentReplyEntity, CommentStatus } from '@oj/db';
import type { CommentReplyRow, CommentRow } from '@oj/db';
import { userProfiles } from '@oj/db/reads';
import { toCommentDto, toReplyDto } from './dto.ts';
import type { Profiles } from './dto.ts';
import { canDelete, canReply } from './rules.ts';
import type { CommentSource, CommentViewer } from './rules.ts';

/** Which rows of a list a call asks for. */
export interface Paging {
  limit: number;
  offset: number;
}

/** Page and size as sent: a page below 1 is 1, a size outside 1..50 is 10 (spec 03 §9). */
export function pagingOf(currentPage: number | undefined, limit: number | undefined): Paging {
  const page = currentPage !== undefined && currentPage >= 1 && currentPage <= 1_000_000 ? currentPage : 1;
  const size = limit !== undefined && limit >= 1 && limit <= COMMENT_MAX_PAGE_SIZE ? limit : COMMENT_PAGE_SIZE;
  return { limit: size, offset: (page - 1) * size };
}

/** A live (not deleted) comment by id, or null. */
export function findComment(db: DataSource, id: number): Promise<CommentRow | null> {
  return db.getRepository(CommentEntity).findOne({ where: { id, status: CommentStatus.Normal } });
}

/** A live reply by id, or null. */
export function findReply(db: DataSource, id: number): Promise<CommentReplyRow | null> {
  return db.getRepository(CommentReplyEntity).findOne({ where: { id, status: CommentStatus.Normal } });
}

/** The profiles of the authors and addressees of these rows. */
export function profilesOf(db: DataSource, comments: readonly CommentRow[], replies: readonly CommentReplyRow[]): Promise<Profiles> {
  return userProfiles(db, [...comments.map((row) => row.fromUid), ...replies.flatMap((row) => [row.fromUid, row.toUid])]);
}

// What the viewer may not see is left out in SQL, so totals and pages agree with what is shown.
function authorsCondition(alias: string, source: CommentSource): { sql: string; values: unknown[] } {
  if (source.visibleAuthors === null) return { sql: '', values: [] };
  return { sql: ` AND (${alias}.\`fromRole\` = 'root' OR ${alias}.\`fromUid\` IN (?))`, values: [source.visibleAuthors] };
}

type ReplyRecord = CommentReplyRow & { total: number | string };

/** The first `REPLIES_SHOWN` visible replies of each comment, oldest first, and how many each has. */
async function firstReplies(
  db: DataSource,
  source: CommentSource,
  commentIds: readonly number[],
): Promise<{ rows: CommentReplyRow[]; totals: Map<number, number> }> {
  if (commentIds.length === 0) return { rows: [], totals: new Map() };
  const authors = authorsCondition('r', source);
  const records = await db.query<ReplyRecord[]>(
    'SELECT * FROM (SELECT r.*, ROW_NUMBER() OVER (PARTITION BY r.`commentId` ORDER BY r.`id`) AS position, ' +
      'COUNT(*) OVER (PARTITION BY r.`commentId`) AS total FROM `comment_reply` r ' +
      `WHERE r.\`commentId\` IN (?) AND r.\`status\` = ?${authors.sql}) t WHERE t.position <= ? ORDER BY t.\`id\``,
    [commentIds, CommentStatus.Normal, ...authors.values, REPLIES_SHOWN],
  );
  const totals = new Map<number, number>();
  for (const record of records) totals.set(record.commentId, Number(record.total));
  return { rows: records, totals };
}

/** Which of these comments the user liked. */
async function likedAmong(db: DataSource, uid: string, commentIds: readonly number[]): Promise<Set<number>> {
  if (commentIds.length === 0) return new Set();
  const rows = await db.getRepository(CommentLikeEntity).find({ where: { uid, commentId: In([...commentIds]) }, select: { commentId: true } });
  return new Set(rows.map((row) => row.commentId));
}

/** GET comments: a page of the source's visible comments, newest first, each with its first replies. */
export async function commentPage(db: DataSource, source: CommentSource, viewer: CommentViewer, paging: Paging): Promise<CommentListDto> {
  // Two plain queries over the (cid or did, status, id) index, run at once: a page read is the hot path.
  const authors = authorsCondition('c', source);
  const where = `c.\`${source.type === CommentSourceType.Contest ? 'cid' : 'did'}\` = ? AND c.\`status\` = ?${authors.sql}`;
  const values = [source.id, CommentStatus.Normal, ...authors.values];
  const [rows, counted] = await Promise.all([
    db.query<CommentRow[]>(`SELECT c.* FROM \`comment\` c WHERE ${where} ORDER BY c.\`id\` DESC LIMIT ? OFFSET ?`, [...values, paging.limit, paging.offset]),
    db.query<{ n: number | string }[]>(`SELECT COUNT(*) AS n FROM \`comment\` c WHERE ${where}`, values),
  ]);
  const total = Number(counted[0]?.n ?? 0);
  const ids = rows.map((row) => row.id);
  const [replies, liked] = await Promise.all([firstReplies(db, source, ids), viewer ? likedAmong(db, viewer.uid, ids) : new Set<number>()]);
  const profiles = await profilesOf(db, rows, replies.rows);
  const repliesOf = new Map<number, CommentReplyDto[]>();
  for (const reply of replies.rows) {
    const list = repliesOf.get(reply.commentId) ?? [];
    list.push(toReplyDto(reply, profiles, canDelete(source, viewer, reply)));
    repliesOf.set(reply.commentId, list);
  }
  const records = rows.map((row) =>
    toCommentDto(
      row,
      profiles,
      { list: repliesOf.get(row.id) ?? [], total: replies.totals.get(row.id) ?? 0 },
      { canReply: canReply(source, viewer, row), canDelete: canDelete(source, viewer, row) },
    ),
  );
  return { commentList: { records, total }, commentLikeMap: Object.fromEntries([...liked].map((id) => [String(id), true])) };
}

/** GET reply: every visible reply of the comment, oldest first. */
export async function replyList(db: DataSource, source: CommentSource, viewer: CommentViewer, comment: CommentRow): Promise<CommentReplyDto[]> {
  const builder = db
    .getRepository(CommentReplyEntity)
    .createQueryBuilder('r')
    .where('r.commentId = :commentId', { commentId: comment.id })
    .andWhere('r.status = :status', { status: CommentStatus.Normal });
  if (source.visibleAuthors !== null) builder.andWhere("(r.fromRole = 'root' OR r.fromUid IN (:...authors))", { authors: source.visibleAuthors });
  const rows = await builder.orderBy('r.id', 'ASC').getMany();
  const profiles = await profilesOf(db, [], rows);
  return rows.map((row) => toReplyDto(row, profiles, canDelete(source, viewer, row)));
}
