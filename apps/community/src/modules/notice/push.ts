/**
 * The push of admin notices (spec 03 §9 "Admin notice push: once per hour"): each unpushed notice is
 * delivered to its recipients, one `user_sys_notice` row each, exactly once, whatever the number of
 * community instances pushing at the same moment. The claim is a conditional update
 * (`pushed = 0` → 1) in the transaction that writes the rows: a second instance's update waits for
 * the first one's row lock, then finds the notice pushed and writes nothing; a push that fails rolls
 * the claim back with the rows, so the next run delivers it. The unique (notice, recipient) key is
 * the last guard. A notice to a designated user lands in their Mine tab, the others in System; the
 * recipients' `unread changed` events are recorded in the same transaction (the outbox), so each
 * notice announces itself exactly once too.
 */
import type { DataSource } from 'typeorm';
import { NoticeRecipient } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';
import { AdminSysNoticeEntity } from '@oj/db';
import type { AdminSysNoticeRow } from '@oj/db';
import { activeUidsAfter, adminUids } from '@oj/db/reads';
import { recordUnreadChanged } from '../message/unread-events.ts';

const CHUNK = 1000;

/** The uids a notice goes to (read before the claim: who registers meanwhile is not among them). */
export async function recipientsOf(db: DataSource, notice: Pick<AdminSysNoticeRow, 'type' | 'recipientId'>): Promise<string[]> {
  if (notice.type === NoticeRecipient.Single) return notice.recipientId ? [notice.recipientId] : [];
  if (notice.type === NoticeRecipient.Admin) return adminUids(db);
  const all: string[] = [];
  for (let after = ''; ; ) {
    const part = await activeUidsAfter(db, after, CHUNK);
    all.push(...part);
    if (part.length < CHUNK) return all;
    after = part[part.length - 1] ?? after;
  }
}

/** Delivers one notice unless another push claimed it first; returns the recipients it wrote rows for (empty: not this push's). */
export async function pushNotice(db: DataSource, names: NatsNames, notice: AdminSysNoticeRow): Promise<string[]> {
  if (notice.pushed) return [];
  // Designated-user notices are about the user's own affairs: the Mine tab.
  const tab = notice.type === NoticeRecipient.Single ? 'Mine' : 'Sys';
  const recipients = await recipientsOf(db, notice);
  return db.transaction(async (tx) => {
    const claim = await tx
      .createQueryBuilder()
      .update(AdminSysNoticeEntity)
      .set({ pushed: true })
      .where('id = :id AND pushed = :no', { id: notice.id, no: false })
      .execute();
    if ((claim.affected ?? 0) !== 1) return [];
    for (let start = 0; start < recipients.length; start += CHUNK) {
      const part = recipients.slice(start, start + CHUNK);
      await tx.query(
        `INSERT IGNORE INTO user_sys_notice (sysNoticeId, recipientId, type, state) VALUES ${part.map(() => '(?, ?, ?, 0)').join(', ')}`,
        part.flatMap((uid) => [notice.id, uid, tab]),
      );
    }
    await recordUnreadChanged(tx, names, recipients);
    return recipients;
  });
}

/** Pushes every unpushed notice, oldest first; returns how many this call delivered and to whom. */
export async function pushDueNotices(db: DataSource, names: NatsNames): Promise<{ notices: number; recipients: Set<string>; deliveries: number }> {
  const due = await db.getRepository(AdminSysNoticeEntity).find({ where: { pushed: false }, order: { id: 'ASC' } });
  const recipients = new Set<string>();
  let notices = 0;
  let deliveries = 0;
  for (const notice of due) {
    const reached = await pushNotice(db, names, notice);
    if (reached.length === 0) continue;
    notices += 1;
    deliveries += reached.length;
    for (const uid of reached) recipients.add(uid);
  }
  return { notices, recipients, deliveries };
}
