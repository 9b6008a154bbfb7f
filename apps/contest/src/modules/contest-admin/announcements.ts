/**
 * A contest's announcements in the back office: paged list (hidden ones too), add, update, delete.
 * An announcement participants can see (added visible, or made visible) is pushed to the live
 * channel (topic `contest.<cid>`, kind 'announcement'); their pages' 60 s poll catches what a push misses.
 * Every change goes through the contest gate's `changeAnnouncements`, whose `contest changed` event makes
 * each contest-service instance forget the announcements its board kept.
 */
import type { ServiceDeps } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import type { DataSource } from 'typeorm';
import { ContestAdminMessage as M, liveTopic } from '@oj/contracts';
import type { AdminContestAnnouncementDto } from '@oj/contracts';
import { ContestAnnouncementEntity } from '@oj/db';
import type { ContestAnnouncementRow, ContestRow } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import { fail, publishLive } from '@oj/service-kit';
import { pagingOf } from '../../paging.ts';
import { toAnnouncementDto } from '../contest/queries/announcements.ts';
import { contestViewerOf, insideRefusal } from '@oj/access';
import { contestFactsOf } from '../contest/rules.ts';
import { manageableContest } from './queries.ts';
import type { ContestScope } from './queries.ts';

/** What a change of announcements needs: the database, and the gate that announces the change. */
export type AnnouncementWriter = Pick<Deps, 'db' | 'gate'>;

/** The back office's announcement page size (spec 03 §9: 10 in admin). */
const ANNOUNCEMENT_PAGE_SIZE = 10;

/** The announcement form: cid, title, content and whether participants see it. */
export interface AnnouncementForm {
  cid: number;
  title: string;
  content: string;
  visible?: boolean;
}

/** Tells the contest's open pages of an announcement participants can now see; never fails the caller. */
export type AnnouncementPush = (row: ContestAnnouncementRow, contest: ContestRow) => void;

/**
 * The push over the service's NATS connection; a failure (NATS down) is logged, the admin's change
 * stands. Any signed-in user may follow `contest.<cid>`: the title goes along only where anyone may
 * see inside (visible, not private, started); elsewhere it is empty and pages ask the gated unread route.
 */
export function liveAnnouncementPush(deps: Pick<ServiceDeps, 'nats' | 'natsNames' | 'log'>, clock: () => number = Date.now): AnnouncementPush {
  return (row, contest) => {
    try {
      const open = contest.visible && insideRefusal(contestFactsOf(contest), contestViewerOf(null), false, clock()) === null;
      const data = { cid: row.cid, id: row.id, title: open ? row.title : '', gmtCreate: row.gmtCreate.toISOString() };
      publishLive(deps.nats(), deps.natsNames, liveTopic.contest(row.cid), { kind: 'announcement', data });
    } catch (error) {
      deps.log.warn({ err: error, cid: row.cid, announcementId: row.id }, 'announcement push not sent');
    }
  };
}

function toAdminDto(row: ContestAnnouncementRow): AdminContestAnnouncementDto {
  return { ...toAnnouncementDto(row), visible: row.visible };
}

function checked(form: AnnouncementForm): { title: string; content: string } {
  const title = form.title.trim();
  if (title === '') throw fail(M.titleRequired);
  if (form.content.trim() === '') throw fail(M.contentRequired);
  return { title, content: form.content };
}

/** A page of a contest's announcements, newest first. */
export async function adminAnnouncements(
  db: DataSource,
  query: { cid: number; currentPage?: number; limit?: number },
  admin: AuthUser,
  scope: ContestScope = 'site',
): Promise<{ total: number; records: AdminContestAnnouncementDto[] }> {
  const contest = await manageableContest(db, query.cid, admin, scope);
  const { limit, offset } = pagingOf(query.currentPage, query.limit, ANNOUNCEMENT_PAGE_SIZE);
  const [rows, total] = await db
    .getRepository(ContestAnnouncementEntity)
    .findAndCount({ where: { cid: contest.id }, order: { id: 'DESC' }, skip: offset, take: limit });
  return { total, records: rows.map(toAdminDto) };
}

/** Adds an announcement written by the admin, pushed when visible. Returns its id. */
export async function addAnnouncement(
  { db, gate }: AnnouncementWriter,
  form: AnnouncementForm,
  admin: AuthUser,
  push?: AnnouncementPush,
  scope: ContestScope = 'site',
): Promise<number> {
  const contest = await manageableContest(db, form.cid, admin, scope);
  const visible = form.visible ?? true;
  const fields = { cid: contest.id, ...checked(form), visible, uid: admin.uid, username: admin.username };
  const inserted = await gate.changeAnnouncements(contest.id, (tx) => tx.getRepository(ContestAnnouncementEntity).insert(fields));
  const id = Number(inserted.identifiers[0]?.id);
  if (visible && push) push(await announcementOf(db, id, contest.id), contest);
  return id;
}

async function announcementOf(db: DataSource, id: number, cid: number): Promise<ContestAnnouncementRow> {
  const row = await db.getRepository(ContestAnnouncementEntity).findOne({ where: { id, cid } });
  if (!row) throw fail(M.announcementNotExists);
  return row;
}

/** Changes an announcement's title, content and visibility; pushed when a hidden one is made visible. */
export async function updateAnnouncement(
  { db, gate }: AnnouncementWriter,
  form: AnnouncementForm & { id: number },
  admin: AuthUser,
  push?: AnnouncementPush,
  scope: ContestScope = 'site',
): Promise<void> {
  const contest = await manageableContest(db, form.cid, admin, scope);
  const row = await announcementOf(db, form.id, contest.id);
  const changes = { ...checked(form), visible: form.visible ?? row.visible };
  await gate.changeAnnouncements(contest.id, (tx) => tx.getRepository(ContestAnnouncementEntity).update({ id: row.id }, changes));
  if (!row.visible && changes.visible && push) push({ ...row, ...changes }, contest);
}

/** Deletes an announcement. */
export async function deleteAnnouncement(
  { db, gate }: AnnouncementWriter,
  id: number,
  cid: number,
  admin: AuthUser,
  scope: ContestScope = 'site',
): Promise<void> {
  const contest = await manageableContest(db, cid, admin, scope);
  const row = await announcementOf(db, id, contest.id);
  await gate.changeAnnouncements(contest.id, (tx) => tx.getRepository(ContestAnnouncementEntity).delete({ id: row.id }));
}
