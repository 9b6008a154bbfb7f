/**
 * The message center's reads and writes of its own tables (spec 03 §2.16): a tab's page, newest
 * first (`IDX_msg_remind_recipient_action_id`, `IDX_user_sys_notice_recipient_type_id`), marking
 * messages read and cleaning them, always of the caller only.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import type { RemindMessageDto, SysMessageDto } from '@oj/contracts';
import { MessageState, MsgRemindEntity, UserSysNoticeEntity } from '@oj/db';
import type { RemindAction, UserNoticeType } from '@oj/db';
import { userProfiles } from '@oj/db/reads';

/** Rows to skip and to read. */
export interface Page {
  offset: number;
  limit: number;
}

/** The caller's reminders of these actions (one tab), newest first, with their senders' names and avatars. */
export async function remindPage(
  db: DataSource,
  uid: string,
  actions: readonly RemindAction[],
  page: Page,
): Promise<{ total: number; records: RemindMessageDto[] }> {
  const where = { recipientId: uid, action: In([...actions]) };
  const [rows, total] = await db.getRepository(MsgRemindEntity).findAndCount({ where, order: { id: 'DESC' }, skip: page.offset, take: page.limit });
  // The account owner's published read: names and avatars as they are now.
  const profiles = await userProfiles(
    db,
    rows.map((row) => row.senderId),
  );
  return {
    total,
    records: rows.map((row) => {
      const sender = profiles.get(row.senderId);
      return {
        id: row.id,
        state: row.state,
        senderId: row.senderId,
        senderUsername: sender?.username ?? null,
        senderAvatar: sender?.avatar ?? null,
        action: row.action,
        sourceType: row.sourceType,
        sourceId: row.sourceId,
        sourceTitle: row.sourceContent,
        sourceContent: row.content,
        quoteContent: row.quoteContent,
        url: row.url,
        gmtCreate: row.gmtCreate.toISOString(),
      };
    }),
  };
}

/** The caller's notices of one tab (Sys or Mine), newest first, with their notices' title and content. */
export async function noticePage(db: DataSource, uid: string, type: UserNoticeType, page: Page): Promise<{ total: number; records: SysMessageDto[] }> {
  const total = await db.getRepository(UserSysNoticeEntity).countBy({ recipientId: uid, type });
  const rows = await db.query<{ id: number | string; title: string; content: string | null; state: number | string; gmtCreate: Date | string }[]>(
    'SELECT u.id AS id, n.title AS title, n.content AS content, u.state AS state, u.gmtCreate AS gmtCreate FROM user_sys_notice u JOIN admin_sys_notice n ON n.id = u.sysNoticeId WHERE u.recipientId = ? AND u.type = ? ORDER BY u.id DESC LIMIT ? OFFSET ?',
    [uid, type, page.limit, page.offset],
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

/** Which table a tab's messages live in, and how it is told apart there. */
export type TabRows = { table: 'remind'; actions: readonly RemindAction[] } | { table: 'notice'; type: UserNoticeType };

/** Marks these messages of the caller read; how many were unread. */
export async function markRead(tx: EntityManager, uid: string, rows: TabRows, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const entity = rows.table === 'remind' ? MsgRemindEntity : UserSysNoticeEntity;
  const result = await tx
    .createQueryBuilder()
    .update(entity)
    .set({ state: MessageState.Read })
    .where('recipientId = :uid AND state = :unread AND id IN (:...ids)', { uid, unread: MessageState.Unread, ids })
    .execute();
  return result.affected ?? 0;
}

/** Deletes one message of the tab (`id`) or all of them, of the caller only; how many, and whether one was unread. */
export async function cleanTab(tx: EntityManager, uid: string, rows: TabRows, id: number | undefined): Promise<{ deleted: number; unread: boolean }> {
  const only = id === undefined ? {} : { id };
  if (rows.table === 'remind') {
    const where = { recipientId: uid, action: In([...rows.actions]), ...only };
    const reminders = tx.getRepository(MsgRemindEntity);
    const unread = await reminders.existsBy({ ...where, state: MessageState.Unread });
    return { deleted: (await reminders.delete(where)).affected ?? 0, unread };
  }
  const where = { recipientId: uid, type: rows.type, ...only };
  const notices = tx.getRepository(UserSysNoticeEntity);
  const unread = await notices.existsBy({ ...where, state: MessageState.Unread });
  return { deleted: (await notices.delete(where)).affected ?? 0, unread };
}
