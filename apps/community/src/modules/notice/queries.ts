import type { DataSource } from 'typeorm';
import type { AdminNoticeDto, SysMessageDto } from '@oj/contracts';
import { AdminSysNoticeEntity, MessageState, UserSysNoticeEntity } from '@oj/db';
import type { AdminSysNoticeRow } from '@oj/db';
import { userProfiles } from '@oj/db/reads';

/** `%text%` for LIKE, with the wildcards of the text escaped. */
function likeContains(text: string): string {
  return `%${text.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}

export interface Page {
  offset: number;
  limit: number;
}

export function findNotice(db: DataSource, id: number): Promise<AdminSysNoticeRow | null> {
  return db.getRepository(AdminSysNoticeEntity).findOne({ where: { id } });
}

/** The back office's notice list, newest first; `keyword` searches the title. */
export async function noticePage(db: DataSource, page: Page, keyword: string | null): Promise<{ total: number; records: AdminNoticeDto[] }> {
  const query = db.getRepository(AdminSysNoticeEntity).createQueryBuilder('n').orderBy('n.id', 'DESC').skip(page.offset).take(page.limit);
  if (keyword) query.where('n.title LIKE :keyword', { keyword: likeContains(keyword) });
  const [rows, total] = await query.getManyAndCount();
  const uids = rows.flatMap((row) => [row.recipientId, row.adminId]).filter((uid): uid is string => uid !== null);
  const profiles = await userProfiles(db, uids);
  const nameOf = (uid: string | null) => (uid === null ? null : (profiles.get(uid)?.username ?? null));
  return {
    total,
    records: rows.map((row) => ({
      id: row.id,
      title: row.title,
      content: row.content,
      type: row.type,
      recipientId: row.recipientId,
      recipientUsername: nameOf(row.recipientId),
      author: nameOf(row.adminId),
      pushed: row.pushed,
      gmtCreate: row.gmtCreate.toISOString(),
      gmtModified: row.gmtModified.toISOString(),
    })),
  };
}

/** A user's system messages (type Sys), newest first, with their notices' title and content. */
export async function sysMessagePage(db: DataSource, uid: string, page: Page): Promise<{ total: number; records: SysMessageDto[] }> {
  const total = await db.getRepository(UserSysNoticeEntity).countBy({ recipientId: uid, type: 'Sys' });
  const rows = await db.query<{ id: number | string; title: string; content: string | null; state: number | string; gmtCreate: Date | string }[]>(
    'SELECT u.id AS id, n.title AS title, n.content AS content, u.state AS state, u.gmtCreate AS gmtCreate FROM user_sys_notice u JOIN admin_sys_notice n ON n.id = u.sysNoticeId WHERE u.recipientId = ? AND u.type = ? ORDER BY u.id DESC LIMIT ? OFFSET ?',
    [uid, 'Sys', page.limit, page.offset],
  );
  return {
    total,
    records: rows.map((row) => ({
      id: Number(row.id),
      title: row.title,
      content: row.content,
      state: Number(row.state),
      gmtCreate: new Date(row.gmtCreate).toISOString(),
    })),
  };
}

/** Marks these messages of the user read; true when one was unread. */
export async function markSysRead(db: DataSource, uid: string, ids: readonly number[]): Promise<boolean> {
  if (ids.length === 0) return false;
  const result = await db
    .createQueryBuilder()
    .update(UserSysNoticeEntity)
    .set({ state: MessageState.Read })
    .where('recipientId = :uid AND state = :unread AND id IN (:...ids)', { uid, unread: MessageState.Unread, ids })
    .execute();
  return (result.affected ?? 0) > 0;
}
