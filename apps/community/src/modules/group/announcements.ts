// Group announcements (spec 03 §2.5 home, §2.13 the admins' tab, §6 "Group content").
import type { DataSource } from 'typeorm';
import { canAddGroupAnnouncement, canEditGroupAnnouncement } from '@oj/access';
import { GROUP_LIMITS, GroupAnnouncementStatus, GroupMessage } from '@oj/contracts';
import type { GroupAnnouncementDto, GroupAnnouncementFormDto, GroupAnnouncementPageDto, GroupAnnouncementUpdateDto, GroupPageQueryDto } from '@oj/contracts';
import { GroupAnnouncementEntity } from '@oj/db';
import type { GroupAnnouncementRow } from '@oj/db';
import { userProfiles } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import type { GroupDeps, GroupUser } from './context.ts';
import { loadGroup, pageOf, requireAdmin, requireContent } from './context.ts';

async function toDtos(db: DataSource, rows: readonly GroupAnnouncementRow[]): Promise<GroupAnnouncementDto[]> {
  const profiles = await userProfiles(
    db,
    rows.map((row) => row.uid),
  );
  return rows.map((row) => ({
    id: row.id,
    gid: row.gid,
    title: row.title,
    content: row.content,
    status: row.status,
    uid: row.uid,
    username: profiles.get(row.uid)?.username ?? '',
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  }));
}

/** The group home's list: visible announcements, newest first, 5 a page; whoever sees the content. */
export async function memberAnnouncements(deps: Pick<GroupDeps, 'db'>, query: GroupPageQueryDto, user: GroupUser): Promise<GroupAnnouncementPageDto> {
  requireContent(await loadGroup(deps, query.gid, user));
  const [rows, total] = await deps.db.getRepository(GroupAnnouncementEntity).findAndCount({
    where: { gid: query.gid, status: GroupAnnouncementStatus.Visible },
    order: { id: 'DESC' },
    ...pageOf(query, GROUP_LIMITS.homeAnnouncementPageSize),
  });
  return { total, records: await toDtos(deps.db, rows) };
}

/** The admins' tab: every announcement, hidden ones too, 10 a page; group admins only. */
export async function adminAnnouncements(deps: Pick<GroupDeps, 'db'>, query: GroupPageQueryDto, user: GroupUser): Promise<GroupAnnouncementPageDto> {
  requireAdmin(await loadGroup(deps, query.gid, user));
  const [rows, total] = await deps.db.getRepository(GroupAnnouncementEntity).findAndCount({
    where: { gid: query.gid },
    order: { id: 'DESC' },
    ...pageOf(query, GROUP_LIMITS.adminAnnouncementPageSize),
  });
  return { total, records: await toDtos(deps.db, rows) };
}

const checkedTitle = (title: string): string => {
  const text = title.trim();
  if (text === '') throw fail(GroupMessage.titleRequired);
  return text;
};
const checkedContent = (content: string): string => {
  if (content.trim() === '') throw fail(GroupMessage.contentRequired);
  return content;
};

async function findOne(db: DataSource, id: number): Promise<GroupAnnouncementDto> {
  const row = await db.getRepository(GroupAnnouncementEntity).findOneBy({ id });
  if (!row) throw fail(GroupMessage.announcementNotExists);
  const [dto] = await toDtos(db, [row]);
  return dto as GroupAnnouncementDto;
}

/** Adds an announcement (group admins). */
export async function addAnnouncement(deps: Pick<GroupDeps, 'db'>, form: GroupAnnouncementFormDto, user: GroupUser): Promise<GroupAnnouncementDto> {
  const context = await loadGroup(deps, form.gid, user);
  requireAdmin(context);
  if (!canAddGroupAnnouncement(context.facts, context.viewer)) throw fail(GroupMessage.adminOnly);
  const fields = { title: checkedTitle(form.title), content: checkedContent(form.content), status: form.status ?? GroupAnnouncementStatus.Visible };
  const inserted = await deps.db.getRepository(GroupAnnouncementEntity).insert({ ...fields, gid: form.gid, uid: user.uid });
  return findOne(deps.db, Number(inserted.identifiers[0]?.id));
}

async function editable(deps: Pick<GroupDeps, 'db'>, id: number, user: GroupUser): Promise<GroupAnnouncementRow> {
  const row = await deps.db.getRepository(GroupAnnouncementEntity).findOneBy({ id });
  if (!row) throw fail(GroupMessage.announcementNotExists);
  const context = await loadGroup(deps, row.gid, user);
  requireAdmin(context);
  if (!canEditGroupAnnouncement(context.facts, context.viewer, row)) throw fail(GroupMessage.rootOnly);
  return row;
}

/** Changes an announcement's title, content or status (the group root or its creator). */
export async function updateAnnouncement(deps: Pick<GroupDeps, 'db'>, form: GroupAnnouncementUpdateDto, user: GroupUser): Promise<GroupAnnouncementDto> {
  const row = await editable(deps, form.id, user);
  const fields: Partial<Pick<GroupAnnouncementRow, 'title' | 'content' | 'status'>> = {};
  if (form.title !== undefined) fields.title = checkedTitle(form.title);
  if (form.content !== undefined) fields.content = checkedContent(form.content);
  if (form.status !== undefined) fields.status = form.status;
  if (Object.keys(fields).length > 0) await deps.db.getRepository(GroupAnnouncementEntity).update({ id: row.id }, fields);
  return findOne(deps.db, row.id);
}

/** Deletes an announcement (the group root or its creator). */
export async function deleteAnnouncement(deps: Pick<GroupDeps, 'db'>, id: number, user: GroupUser): Promise<void> {
  const row = await editable(deps, id, user);
  await deps.db.getRepository(GroupAnnouncementEntity).delete({ id: row.id });
}
