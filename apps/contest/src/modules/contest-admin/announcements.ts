/** A contest's announcements in the back office: paged list (hidden ones too), add, update, delete. */
import type { DataSource } from 'typeorm';
import type { AdminContestAnnouncementDto } from '@oj/contracts';
import { ContestAnnouncementEntity } from '@oj/db';
import type { ContestAnnouncementRow } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import { BadRequestError, NotFoundError } from '@oj/service-kit';
import { pagingOf } from '../../paging.ts';
import { toAnnouncementDto } from '../contest/queries/announcements.ts';
import { ContestAdminMessage as M } from './messages.ts';
import { manageableContest } from './queries.ts';

/** The back office's announcement page size (spec 03 §9: 10 in admin). */
const ANNOUNCEMENT_PAGE_SIZE = 10;

/** The announcement form: cid, title, content and whether participants see it. */
export interface AnnouncementForm {
  cid: number;
  title: string;
  content: string;
  visible?: boolean;
}

function toAdminDto(row: ContestAnnouncementRow): AdminContestAnnouncementDto {
  return { ...toAnnouncementDto(row), visible: row.visible };
}

function checked(form: AnnouncementForm): { title: string; content: string } {
  const title = form.title.trim();
  if (title === '') throw new BadRequestError(M.titleRequired);
  if (form.content.trim() === '') throw new BadRequestError(M.contentRequired);
  return { title, content: form.content };
}

/** A page of a contest's announcements, newest first. */
export async function adminAnnouncements(
  db: DataSource,
  query: { cid: number; currentPage?: number; limit?: number },
  admin: AuthUser,
): Promise<{ total: number; records: AdminContestAnnouncementDto[] }> {
  const contest = await manageableContest(db, query.cid, admin);
  const { limit, offset } = pagingOf(query.currentPage, query.limit, ANNOUNCEMENT_PAGE_SIZE);
  const [rows, total] = await db.getRepository(ContestAnnouncementEntity).findAndCount({ where: { cid: contest.id }, order: { id: 'DESC' }, skip: offset, take: limit });
  return { total, records: rows.map(toAdminDto) };
}

/** Adds an announcement written by the admin. Returns its id. */
export async function addAnnouncement(db: DataSource, form: AnnouncementForm, admin: AuthUser): Promise<number> {
  const contest = await manageableContest(db, form.cid, admin);
  const inserted = await db
    .getRepository(ContestAnnouncementEntity)
    .insert({ cid: contest.id, ...checked(form), visible: form.visible ?? true, uid: admin.uid, username: admin.username });
  return Number(inserted.identifiers[0]?.id);
}

async function announcementOf(db: DataSource, id: number, cid: number): Promise<ContestAnnouncementRow> {
  const row = await db.getRepository(ContestAnnouncementEntity).findOne({ where: { id, cid } });
  if (!row) throw new NotFoundError(M.announcementNotExists);
  return row;
}

/** Changes an announcement's title, content and visibility. */
export async function updateAnnouncement(db: DataSource, form: AnnouncementForm & { id: number }, admin: AuthUser): Promise<void> {
  const contest = await manageableContest(db, form.cid, admin);
  const row = await announcementOf(db, form.id, contest.id);
  await db.getRepository(ContestAnnouncementEntity).update({ id: row.id }, { ...checked(form), visible: form.visible ?? row.visible });
}

/** Deletes an announcement. */
export async function deleteAnnouncement(db: DataSource, id: number, cid: number, admin: AuthUser): Promise<void> {
  const contest = await manageableContest(db, cid, admin);
  const row = await announcementOf(db, id, contest.id);
  await db.getRepository(ContestAnnouncementEntity).delete({ id: row.id });
}
