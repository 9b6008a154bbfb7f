/**
 * The back office's timed works (spec 03 §4 "timed work" CRUD and visibility; payloads designed in
 * docs/api.md "Timed homework"): create, update, delete, visibility. Every change goes through the
 * timed-work gate, so dispatch admits submissions by the saved times at once.
 */
import type { DataSource, EntityManager } from 'typeorm';
import { TimedWorkAuth } from '@oj/contracts';
import type { AdminTimedWorkDto, AdminTimedWorkListDto, TimedWorkFormDto, TimedWorkUpdateDto } from '@oj/contracts';
import { TimedWorkEntity, TimedWorkProblemEntity, TimedWorkRecordEntity } from '@oj/db';
import type { TimedWorkRow } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { sealContestPassword } from '../contest/index.ts';
import type { ContestPasswords } from '../contest/index.ts';
import { likeContains, pagingOf } from '../../paging.ts';
import { TimedWorkMessage as M } from '@oj/contracts';
import { toTimedWorkDto } from '../timed-work/queries.ts';

/** What saving needs. */
export type TimedWorkAdminDeps = Pick<Deps, 'db' | 'timedWorkGate' | 'passwords'>;

/** The timed work, or 404. */
export async function findTimedWork(db: DataSource | EntityManager, id: number): Promise<TimedWorkRow> {
  const work = await db.getRepository(TimedWorkEntity).findOne({ where: { id } });
  if (!work) throw fail(M.notExists);
  return work;
}

/** The form's fields as columns; the password sealed, kept (null/absent on update), or cleared (public). */
function columnsOf(form: TimedWorkFormDto, passwords: ContestPasswords, current: TimedWorkRow | null): Partial<TimedWorkRow> {
  const startTime = new Date(form.startTime);
  const endTime = new Date(form.endTime);
  if (!(endTime.getTime() > startTime.getTime())) throw fail(M.badTimes);
  const title = form.title.trim();
  if (title === '') throw fail(M.titleRequired);
  let pwdHash: string | null = null;
  if (form.auth === TimedWorkAuth.Private) {
    const pwd = form.pwd ?? '';
    if (pwd !== '') pwdHash = sealContestPassword(passwords.key, pwd);
    else if (current?.pwdHash) pwdHash = current.pwdHash;
    else throw fail(M.passwordRequired);
  }
  return {
    title,
    description: form.description,
    auth: form.auth,
    pwdHash,
    startTime,
    endTime,
    duration: form.duration,
    visible: form.visible,
    gid: form.gid ?? null,
  };
}

export async function createTimedWork(deps: TimedWorkAdminDeps, form: TimedWorkFormDto, admin: AuthUser): Promise<number> {
  const columns = columnsOf(form, deps.passwords, null);
  return deps.timedWorkGate.create(async (tx) => {
    const inserted = await tx.getRepository(TimedWorkEntity).insert({ ...columns, uid: admin.uid, author: admin.username.slice(0, 20) });
    return Number(inserted.identifiers[0]?.id);
  });
}

export async function updateTimedWork(deps: TimedWorkAdminDeps, form: TimedWorkUpdateDto): Promise<void> {
  const current = await findTimedWork(deps.db, form.id);
  const columns = columnsOf(form, deps.passwords, current);
  await deps.timedWorkGate.change(form.id, async (tx) => {
    await tx.getRepository(TimedWorkEntity).update({ id: form.id }, columns);
  });
}

export async function changeTimedWorkVisible(deps: TimedWorkAdminDeps, id: number, visible: boolean): Promise<void> {
  await findTimedWork(deps.db, id);
  await deps.timedWorkGate.change(id, async (tx) => {
    await tx.getRepository(TimedWorkEntity).update({ id }, { visible });
  });
}

/** Deletes the timed work with its problems and records (its submissions stay, as a contest's do). */
export async function deleteTimedWork(deps: TimedWorkAdminDeps, id: number): Promise<void> {
  await findTimedWork(deps.db, id);
  await deps.timedWorkGate.delete(id, async (tx) => {
    await tx.getRepository(TimedWorkProblemEntity).delete({ twid: id });
    await tx.getRepository(TimedWorkRecordEntity).delete({ twid: id });
    await tx.getRepository(TimedWorkEntity).delete({ id });
  });
}

async function problemCounts(db: DataSource, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .getRepository(TimedWorkProblemEntity)
    .createQueryBuilder('p')
    .select('p.twid', 'twid')
    .addSelect('COUNT(*)', 'count')
    .where('p.twid IN (:...ids)', { ids: [...ids] })
    .groupBy('p.twid')
    .getRawMany<{ twid: number | string; count: number | string }>();
  return new Map(rows.map((row) => [Number(row.twid), Number(row.count)]));
}

function toAdminDto(work: TimedWorkRow, count: number, nowMs: number): AdminTimedWorkDto {
  return { ...toTimedWorkDto(work, nowMs), description: work.description, visible: work.visible, hasPassword: work.pwdHash !== null, problemCount: count };
}

export async function adminTimedWorkOf(db: DataSource, id: number, nowMs: number): Promise<AdminTimedWorkDto> {
  const work = await findTimedWork(db, id);
  return toAdminDto(work, (await problemCounts(db, [id])).get(id) ?? 0, nowMs);
}

/** Every timed work (hidden ones too), newest first, by a title keyword. */
export async function adminTimedWorkList(
  db: DataSource,
  query: { currentPage?: number | undefined; limit?: number | undefined; keyword?: string | null | undefined },
  nowMs: number,
): Promise<AdminTimedWorkListDto> {
  const { limit, offset } = pagingOf(query.currentPage, query.limit, 10);
  const builder = db.getRepository(TimedWorkEntity).createQueryBuilder('t');
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') builder.where('t.title LIKE :keyword', { keyword: likeContains(keyword) });
  const [rows, total] = await builder.orderBy('t.id', 'DESC').skip(offset).take(limit).getManyAndCount();
  const counts = await problemCounts(
    db,
    rows.map((row) => row.id),
  );
  return { total, records: rows.map((row) => toAdminDto(row, counts.get(row.id) ?? 0, nowMs)) };
}
