/** A contest's announcements as its participants see them (visible ones, newest first). */
import type { DataSource } from 'typeorm';
import type { ContestAnnouncementBriefDto, ContestAnnouncementDto } from '@oj/contracts';
import { ContestAnnouncementEntity } from '@oj/db';
import type { ContestAnnouncementRow } from '@oj/db';

/** Spec 02 §2: the announcement list has no pagination; this bounds what one answer carries. */
const MAX_ANNOUNCEMENTS = 500;

/** An announcement row on the wire. */
export function toAnnouncementDto(row: ContestAnnouncementRow): ContestAnnouncementDto {
  return {
    id: row.id,
    cid: row.cid,
    title: row.title,
    content: row.content,
    username: row.username,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  };
}

/** get-contest-announcement: every visible announcement, newest first. */
export async function contestAnnouncements(db: DataSource, cid: number): Promise<ContestAnnouncementDto[]> {
  const rows = await db.getRepository(ContestAnnouncementEntity).find({ where: { cid, visible: true }, order: { id: 'DESC' }, take: MAX_ANNOUNCEMENTS });
  return rows.map(toAnnouncementDto);
}

/**
 * get-contest-not-read-announcement: visible announcements whose ids the client has not read yet. One plain
 * statement (no query builder): every open page of a contest asks it each minute.
 */
export async function unreadAnnouncements(db: DataSource, cid: number, readIds: readonly number[]): Promise<ContestAnnouncementBriefDto[]> {
  const read = [...new Set(readIds)];
  const notRead = read.length > 0 ? ` AND \`id\` NOT IN (${read.map(() => '?').join(', ')})` : '';
  const rows = await db.query<{ id: number; title: string; gmtCreate: Date }[]>(
    `SELECT \`id\`, \`title\`, \`gmtCreate\` FROM \`contest_announcement\` WHERE \`cid\` = ? AND \`visible\` = ?${notRead} ORDER BY \`id\` DESC LIMIT ${MAX_ANNOUNCEMENTS}`,
    [cid, true, ...read],
  );
  return rows.map((row) => ({ id: row.id, title: row.title, gmtCreate: row.gmtCreate.toISOString() }));
}
