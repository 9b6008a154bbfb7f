/**
 * Reads one source's live comments, their live replies, the likes of those comments and the
 * profiles of everyone they name: what the kept pages are made from (four reads, once per source).
 */
import type { DataSource } from 'typeorm';
import type { KeptAnswers } from '@oj/service-kit';
import { CommentSourceType } from '@oj/contracts';
import { CommentStatus } from '@oj/db';
import type { CommentReplyRow, CommentRow } from '@oj/db';
import { userProfiles } from '@oj/db/reads';
import type { Profiles } from '../dto.ts';
import type { SourceKey } from './events.ts';

/** A source's comments as kept in memory. */
export interface SourceComments {
  /** Live comments, newest first (the page order). */
  comments: CommentRow[];
  /** Live replies of each live comment, oldest first. */
  replies: Map<number, CommentReplyRow[]>;
  /** Who likes each comment. */
  likes: Map<number, Set<string>>;
  profiles: Profiles;
  /** When the reads began (ms): a comment written behind the service's back shows after the next load. */
  loadedAtMs: number;
  /** When the profiles were read (ms): a profile changed since (the gateway announces none) shows after the next refresh. */
  profilesAtMs: number;
  /** Comments and replies kept (the store's memory bound counts them). */
  rows: number;
  /** Pages serialised once for the viewers who wrote nothing on them (page.ts), by paging and moderation. */
  pages: Map<string, KeptPage>;
}

/** A page of comments serialised once (page.ts), with what decides who may be given each part. */
export interface KeptPage {
  /** The page's comments, newest first. */
  rows: readonly CommentRow[];
  /** How many comments the source shows in all. */
  total: number;
  /** Each comment with its first replies as JSON, as a viewer who wrote none of it is given it. */
  records: readonly string[];
  /** Who wrote each comment or one of its replies shown: they get that comment built for them (their delete rights). */
  authors: readonly ReadonlySet<string>[];
  /**
   * Whole answers of the page (service-kit `sendKeptOkJson`), by the reader's language, whether they
   * wrote on the page (then their uid: their delete rights) and which of its comments they like: most
   * readers share one.
   */
  answers: KeptAnswers;
}

/** The rows are the same raw rows the database page read returns (`SELECT c.*`), so the answers are alike to the byte. */
export async function loadSourceComments(db: DataSource, source: SourceKey): Promise<SourceComments> {
  const loadedAtMs = Date.now();
  const column = source.type === CommentSourceType.Contest ? 'cid' : 'did';
  const [comments, replyRows, likeRows] = await Promise.all([
    db.query<CommentRow[]>(`SELECT c.* FROM \`comment\` c WHERE c.\`${column}\` = ? AND c.\`status\` = ? ORDER BY c.\`id\` DESC`, [
      source.id,
      CommentStatus.Normal,
    ]),
    db.query<CommentReplyRow[]>(
      `SELECT r.* FROM \`comment_reply\` r JOIN \`comment\` c ON c.\`id\` = r.\`commentId\` ` +
        `WHERE c.\`${column}\` = ? AND c.\`status\` = ? AND r.\`status\` = ? ORDER BY r.\`id\``,
      [source.id, CommentStatus.Normal, CommentStatus.Normal],
    ),
    db.query<{ commentId: number; uid: string }[]>(
      `SELECT l.\`commentId\`, l.\`uid\` FROM \`comment_like\` l JOIN \`comment\` c ON c.\`id\` = l.\`commentId\` ` +
        `WHERE c.\`${column}\` = ? AND c.\`status\` = ?`,
      [source.id, CommentStatus.Normal],
    ),
  ]);
  const replies = new Map<number, CommentReplyRow[]>();
  for (const row of replyRows) {
    const list = replies.get(row.commentId);
    if (list) list.push(row);
    else replies.set(row.commentId, [row]);
  }
  const likes = new Map<number, Set<string>>();
  for (const row of likeRows) {
    const set = likes.get(row.commentId);
    if (set) set.add(row.uid);
    else likes.set(row.commentId, new Set([row.uid]));
  }
  const profiles = await userProfiles(db, namedUids(comments, replies));
  return { comments, replies, likes, profiles, loadedAtMs, profilesAtMs: loadedAtMs, rows: comments.length + replyRows.length, pages: new Map() };
}

/** Everyone the comments and replies name (authors, and those replied to). */
function namedUids(comments: readonly CommentRow[], replies: ReadonlyMap<number, readonly CommentReplyRow[]>): string[] {
  const uids = new Set<string>();
  for (const row of comments) uids.add(row.fromUid);
  for (const list of replies.values()) {
    for (const row of list) {
      uids.add(row.fromUid);
      uids.add(row.toUid);
    }
  }
  return [...uids];
}

/**
 * The same kept comments with their profiles read again (one read of the users they name, not the
 * comments): the profiles change in the gateway, which announces nothing. Its pages are made anew.
 */
export async function withFreshProfiles(db: DataSource, kept: SourceComments): Promise<SourceComments> {
  const profilesAtMs = Date.now();
  const profiles = await userProfiles(db, namedUids(kept.comments, kept.replies));
  return { ...kept, profiles, profilesAtMs, pages: new Map() };
}
