import type { DataSource } from 'typeorm';
import type { AdminNoticeDto } from '@oj/contracts';
import { AdminSysNoticeEntity } from '@oj/db';
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
