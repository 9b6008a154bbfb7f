// Site announcements (spec 03 §2.17, §3 "Announcement"): the community service owns the table.
import type { DataSource } from 'typeorm';
import { ADMIN_ANNOUNCEMENT_PAGE_SIZE, AnnouncementStatus, HOME_ANNOUNCEMENT_PAGE_SIZE } from '@oj/contracts';
import type { AnnouncementDto, AnnouncementFormDto, AnnouncementPageDto, AnnouncementPageQueryDto, AnnouncementUpdateDto } from '@oj/contracts';
import { AnnouncementEntity } from '@oj/db';
import type { AnnouncementRow } from '@oj/db';
import { userProfiles } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { AnnouncementMessage } from '@oj/contracts';

/** What the announcement use cases need of the service's deps. */
export type AnnouncementDeps = Pick<Deps, 'db'>;

function pageOf(query: AnnouncementPageQueryDto, defaultLimit: number): { skip: number; take: number } {
  const take = query.limit ?? defaultLimit;
  return { skip: ((query.currentPage ?? 1) - 1) * take, take };
}

async function toDtos(db: DataSource, rows: AnnouncementRow[]): Promise<AnnouncementDto[]> {
  const profiles = await userProfiles(
    db,
    rows.map((row) => row.uid),
  );
  return rows.map((row) => ({
    id: row.id,
    title: row.title,
    content: row.content,
    status: row.status,
    uid: row.uid,
    username: profiles.get(row.uid)?.username ?? '',
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  }));
}

/** A page of announcements, newest first: the visible ones for everyone, all of them for the back office. */
export async function announcementPage({ db }: AnnouncementDeps, query: AnnouncementPageQueryDto, admin: boolean): Promise<AnnouncementPageDto> {
  const [rows, total] = await db.getRepository(AnnouncementEntity).findAndCount({
    where: admin ? {} : { status: AnnouncementStatus.Visible },
    order: { id: 'DESC' },
    ...pageOf(query, admin ? ADMIN_ANNOUNCEMENT_PAGE_SIZE : HOME_ANNOUNCEMENT_PAGE_SIZE),
  });
  return { total, records: await toDtos(db, rows) };
}

function checked(form: AnnouncementFormDto): { title: string; content: string; status: number } {
  const title = form.title.trim();
  if (title === '') throw fail(AnnouncementMessage.blankTitle);
  if (form.content.trim() === '') throw fail(AnnouncementMessage.blankContent);
  return { title, content: form.content, status: form.status ?? AnnouncementStatus.Visible };
}

/** Adds an announcement by `uid`. */
export async function createAnnouncement({ db }: AnnouncementDeps, form: AnnouncementFormDto, uid: string): Promise<AnnouncementDto> {
  const inserted = await db.getRepository(AnnouncementEntity).insert({ ...checked(form), uid });
  return findAnnouncement({ db }, Number(inserted.identifiers[0]?.id));
}

/** Changes an announcement (title, text, status). */
export async function updateAnnouncement({ db }: AnnouncementDeps, form: AnnouncementUpdateDto): Promise<AnnouncementDto> {
  const fields = checked(form);
  const result = await db.getRepository(AnnouncementEntity).update({ id: form.id }, fields);
  if (!result.affected) throw fail(AnnouncementMessage.notExists);
  return findAnnouncement({ db }, form.id);
}

/** Removes an announcement. */
export async function deleteAnnouncement({ db }: AnnouncementDeps, id: number): Promise<void> {
  const result = await db.getRepository(AnnouncementEntity).delete({ id });
  if (!result.affected) throw fail(AnnouncementMessage.notExists);
}

async function findAnnouncement({ db }: AnnouncementDeps, id: number): Promise<AnnouncementDto> {
  const row = await db.getRepository(AnnouncementEntity).findOneBy({ id });
  if (!row) throw fail(AnnouncementMessage.notExists);
  const [dto] = await toDtos(db, [row]);
  return dto as AnnouncementDto;
}
