// What the home page (contest service) reads of other owners' tables: judge-dispatch's submissions
// (7-day AC rank, last week's statistics), the gateway's users and carousel files.
import type { DataSource } from 'typeorm';

/** A user's accepted problems outside contests since a moment (the 7-day AC rank). */
export interface AcCountRow {
  uid: string;
  username: string;
  avatar: string | null;
  ac: number;
}

/**
 * The users with the most distinct problems accepted outside contests since `since`, most first
 * (ties: the earlier username first); at most `limit`.
 */
export async function acCountsSince(db: DataSource, since: Date, limit: number): Promise<AcCountRow[]> {
  const rows = await db.query<{ uid: string; username: string; avatar: string | null; ac: number | string }[]>(
    'SELECT j.`uid` AS uid, u.`username` AS username, u.`avatar` AS avatar, COUNT(DISTINCT j.`pid`) AS ac ' +
      'FROM `judge` j JOIN `user_info` u ON u.`uid` = j.`uid` ' +
      'WHERE j.`status` = 0 AND j.`cid` = 0 AND j.`submitTime` >= ? ' +
      'GROUP BY j.`uid`, u.`username`, u.`avatar` ORDER BY ac DESC, u.`username` ASC LIMIT ?',
    [since, limit],
  );
  return rows.map((row) => ({ uid: row.uid, username: row.username, avatar: row.avatar, ac: Number(row.ac) }));
}

/** Submissions per day and verdict since `since`, days counted `offsetMinutes` east of UTC. */
export async function verdictCountsPerDay(db: DataSource, since: Date, offsetMinutes: number): Promise<{ date: string; status: number; count: number }[]> {
  const rows = await db.query<{ date: string; status: number | string; count: number | string }[]>(
    "SELECT DATE_FORMAT(DATE_ADD(`submitTime`, INTERVAL ? MINUTE), '%Y-%m-%d') AS date, `status` AS status, COUNT(*) AS count " +
      'FROM `judge` WHERE `submitTime` >= ? GROUP BY date, status',
    [offsetMinutes, since],
  );
  return rows.map((row) => ({ date: row.date, status: Number(row.status), count: Number(row.count) }));
}

/** A carousel image: its stored path and link. */
export interface CarouselFileRow {
  id: number;
  filePath: string;
  link: string | null;
}

/** The carousel's images, oldest first (the gateway uploads and deletes them). */
export async function carouselFiles(db: DataSource): Promise<CarouselFileRow[]> {
  return db.query<CarouselFileRow[]>("SELECT `id`, `filePath`, `link` FROM `file` WHERE `type` = 'carousel' AND `isDeleted` = 0 ORDER BY `id` ASC");
}
