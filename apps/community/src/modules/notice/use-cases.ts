import type { DataSource } from 'typeorm';
import { NoticeRecipient } from '@oj/contracts';
import type { AdminNoticeFormDto, AdminNoticeUpdateDto } from '@oj/contracts';
import { AdminSysNoticeEntity, UserSysNoticeEntity } from '@oj/db';
import type { NoticeRecipientType } from '@oj/db';
import { uidsOfUsernames } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import { NoticeMessage } from '@oj/contracts';
import { findNotice } from './queries.ts';

/** The checked columns of a form: a non-blank title, and for a designated user, their uid. */
async function noticeColumns(
  db: DataSource,
  form: AdminNoticeFormDto,
): Promise<{ title: string; content: string | null; type: NoticeRecipientType; recipientId: string | null }> {
  const title = form.title.trim();
  if (title === '') throw fail(NoticeMessage.titleEmpty);
  let recipientId: string | null = null;
  if (form.type === NoticeRecipient.Single) {
    const username = form.recipientUsername?.trim() ?? '';
    if (username === '') throw fail(NoticeMessage.recipientMissing);
    const found = await uidsOfUsernames(db, [username]);
    recipientId = [...found.values()][0] ?? null;
    if (recipientId === null) throw fail(NoticeMessage.recipientNotFound);
  }
  return { title, content: form.content ?? null, type: form.type, recipientId };
}

/** Writes a new notice (unpushed: the next push delivers it); returns its id. */
export async function createNotice(deps: { db: DataSource }, form: AdminNoticeFormDto, adminId: string): Promise<number> {
  const columns = await noticeColumns(deps.db, form);
  const inserted = await deps.db.getRepository(AdminSysNoticeEntity).insert({ ...columns, adminId, pushed: false });
  return Number(inserted.identifiers[0]?.id);
}

/**
 * Changes a notice. Title and content may change at any time (delivered messages show the notice's
 * current text); the recipients only until it is pushed. The update is conditional on the state it
 * was checked in, so a push in between cannot be overtaken.
 */
export async function updateNotice(deps: { db: DataSource }, form: AdminNoticeUpdateDto): Promise<void> {
  const current = await findNotice(deps.db, form.id);
  if (!current) throw fail(NoticeMessage.notFound);
  const columns = await noticeColumns(deps.db, form);
  const recipientsChange = columns.type !== current.type || columns.recipientId !== current.recipientId;
  if (recipientsChange && current.pushed) throw fail(NoticeMessage.pushedRecipientFixed);
  const result = await deps.db
    .getRepository(AdminSysNoticeEntity)
    .update(
      recipientsChange ? { id: form.id, pushed: false } : { id: form.id },
      recipientsChange ? columns : { title: columns.title, content: columns.content },
    );
  if ((result.affected ?? 0) === 0) throw fail(NoticeMessage.pushedRecipientFixed);
}

/** Deletes a notice and the messages it became. */
export async function deleteNotice(deps: { db: DataSource }, id: number): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const result = await tx.getRepository(AdminSysNoticeEntity).delete({ id });
    if ((result.affected ?? 0) === 0) throw fail(NoticeMessage.notFound);
    await tx.getRepository(UserSysNoticeEntity).delete({ sysNoticeId: id });
  });
}
