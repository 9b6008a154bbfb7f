/**
 * A timed work's problems in the back office: list, add a bank problem (by its id; not one of a
 * group), change the display id, title and type, remove. Each change goes through the gate.
 */
import type { DataSource } from 'typeorm';
import { Not } from 'typeorm';
import { ProblemAuth } from '@oj/contracts';
import type { AddTimedWorkProblemRequestDto, AdminTimedWorkProblemDto, UpdateTimedWorkProblemRequestDto } from '@oj/contracts';
import { TimedWorkProblemEntity } from '@oj/db';
import { problemBriefs } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import { TimedWorkMessage as M } from '@oj/contracts';
import { timedWorkProblemRows } from '../timed-work/queries.ts';
import type { TimedWorkAdminDeps } from './save.ts';
import { findTimedWork } from './save.ts';

/** Most problems one timed work holds (the contest gate carries at most 500). */
export const TIMED_WORK_PROBLEMS_MAX = 200;

export async function adminTimedWorkProblems(db: DataSource, tid: number): Promise<AdminTimedWorkProblemDto[]> {
  await findTimedWork(db, tid);
  const rows = await timedWorkProblemRows(db, tid);
  const briefs = await problemBriefs(
    db,
    rows.map((row) => row.pid),
  );
  return rows.map((row) => ({
    id: row.id,
    tid,
    pid: row.pid,
    problemId: briefs.get(row.pid)?.problemId ?? '',
    title: briefs.get(row.pid)?.title ?? '',
    displayId: row.displayId,
    displayTitle: row.displayTitle,
    type: row.type,
  }));
}

async function displayIdTaken(db: DataSource, tid: number, displayId: string, exceptId: number | null): Promise<boolean> {
  const where = exceptId === null ? { twid: tid, displayId } : { twid: tid, displayId, id: Not(exceptId) };
  return (await db.getRepository(TimedWorkProblemEntity).countBy(where)) > 0;
}

export async function addTimedWorkProblem(deps: TimedWorkAdminDeps, body: AddTimedWorkProblemRequestDto): Promise<number> {
  const { db } = deps;
  await findTimedWork(db, body.tid);
  const problem = (await problemBriefs(db, [body.pid])).get(body.pid);
  if (!problem || problem.isGroup || (problem.auth !== ProblemAuth.Public && problem.auth !== ProblemAuth.Contest)) throw fail(M.problemNotExists);
  const displayId = body.displayId.trim();
  if (await displayIdTaken(db, body.tid, displayId, null)) throw fail(M.displayIdTaken);
  const repository = db.getRepository(TimedWorkProblemEntity);
  if ((await repository.countBy({ twid: body.tid, pid: body.pid })) > 0) throw fail(M.problemTaken);
  if ((await repository.countBy({ twid: body.tid })) >= TIMED_WORK_PROBLEMS_MAX) throw fail(M.tooManyProblems(TIMED_WORK_PROBLEMS_MAX));
  return deps.timedWorkGate.change(body.tid, async (tx) => {
    const inserted = await tx.getRepository(TimedWorkProblemEntity).insert({
      twid: body.tid,
      pid: body.pid,
      displayId,
      displayTitle: (body.displayTitle ?? '').trim() || problem.title,
      type: body.type ?? 0,
    });
    return Number(inserted.identifiers[0]?.id);
  });
}

async function findProblemRow(db: DataSource, id: number) {
  const row = await db.getRepository(TimedWorkProblemEntity).findOne({ where: { id } });
  if (!row) throw fail(M.problemNotInWork);
  return row;
}

export async function updateTimedWorkProblem(deps: TimedWorkAdminDeps, body: UpdateTimedWorkProblemRequestDto): Promise<void> {
  const row = await findProblemRow(deps.db, body.id);
  const displayId = body.displayId.trim();
  if (await displayIdTaken(deps.db, row.twid, displayId, row.id)) throw fail(M.displayIdTaken);
  await deps.timedWorkGate.change(row.twid, async (tx) => {
    await tx
      .getRepository(TimedWorkProblemEntity)
      .update({ id: row.id }, { displayId, displayTitle: body.displayTitle.trim() || row.displayTitle, type: body.type });
  });
}

export async function removeTimedWorkProblem(deps: TimedWorkAdminDeps, id: number): Promise<void> {
  const row = await findProblemRow(deps.db, id);
  await deps.timedWorkGate.change(row.twid, async (tx) => {
    await tx.getRepository(TimedWorkProblemEntity).delete({ id: row.id });
  });
}
