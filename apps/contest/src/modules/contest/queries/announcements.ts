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
 * get-contest-not-read-announcement: the visible announcements (newest first, as `contestAnnouncements` gives
 * them) whose ids the client has not read yet. Every open page of a contest asks each minute, so the list is
 * the board store's kept one.
 */
export function unreadAnnouncements(announcements: readonly ContestAnnouncementDto[], readIds: readonly number[]): ContestAnnouncementBriefDto[] {
  const read = new Set(readIds);
  const unread: ContestAnnouncementBriefDto[] = [];
  for (const { id, title, gmtCreate } of announcements) if (!read.has(id)) unread.push({ id, title, gmtCreate });
  return unread;
}
