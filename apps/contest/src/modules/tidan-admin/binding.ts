import type { DataSource } from 'typeorm';
import { isTidanProblem } from '@oj/access';
import type { TidanBindDto, TidanSwapDto, TidanUnbindQueryDto } from '@oj/contracts';
import { findProblem, problemIdOf } from '@oj/db/reads';
import { TidanProblemEntity } from '@oj/db';
import { fail } from '@oj/service-kit';
import { TidanMessage as M } from '@oj/contracts';
import { problemGroupOf } from './outline.ts';

/** The pid the form names: pid, else the problem's display id. */
async function pidOf(db: DataSource, form: TidanBindDto): Promise<number> {
  if (form.pid !== undefined) return form.pid;
  const problemId = form.problemId?.trim();
  if (!problemId) throw fail(M.problemRequired);
  const pid = await problemIdOf(db, problemId);
  if (pid === null) throw fail(M.problemNotExists);
  return pid;
}

/** Binds a public problem at the end of a problem group; a private, contest or group problem is refused (400). */
export async function bindProblem(db: DataSource, form: TidanBindDto): Promise<number> {
  const problemGroup = await problemGroupOf(db, form.pgid);
  const pid = await pidOf(db, form);
  const problem = await findProblem(db, pid, ['id', 'auth', 'isGroup', 'gid']);
  if (!problem) throw fail(M.problemNotExists);
  if (!isTidanProblem(problem)) throw fail(M.problemNotPublic);
  const repository = db.getRepository(TidanProblemEntity);
  if ((await repository.countBy({ pgid: problemGroup.id, pid })) > 0) throw fail(M.problemAlreadyBound);
  const last = await repository
    .createQueryBuilder('p')
    .select('MAX(p.rank)', 'rank')
    .where('p.pgid = :pgid', { pgid: problemGroup.id })
    .getRawOne<{ rank: number | string | null }>();
  const rank = last?.rank === null || last?.rank === undefined ? 0 : Number(last.rank) + 1;
  try {
    const inserted = await repository.insert({ pgid: problemGroup.id, pid, rank });
    return Number(inserted.identifiers[0]?.id);
  } catch (error) {
    // Two admins binding the same problem at once: the unique key keeps one.
    if ((error as { code?: string }).code === 'ER_DUP_ENTRY') throw fail(M.problemAlreadyBound);
    throw error;
  }
}

/** Unbinds a problem from a problem group. */
export async function unbindProblem(db: DataSource, query: TidanUnbindQueryDto): Promise<void> {
  const result = await db.getRepository(TidanProblemEntity).delete({ pgid: query.pgid, pid: query.pid });
  if (!result.affected) throw fail(M.problemNotBound);
}

/** Swaps the places of two bound problems of one problem group (their ranks; ids break equal ranks, so those are renumbered first). */
export async function swapProblems(db: DataSource, form: TidanSwapDto): Promise<void> {
  await db.transaction(async (manager) => {
    const repository = manager.getRepository(TidanProblemEntity);
    const first = await repository.findOne({ where: { id: form.first }, lock: { mode: 'pessimistic_write' } });
    const second = await repository.findOne({ where: { id: form.second }, lock: { mode: 'pessimistic_write' } });
    if (!first || !second) throw fail(M.problemNotBound);
    if (first.pgid !== second.pgid || first.id === second.id) throw fail(M.swapNotSameGroup);
    const rows = await repository.find({ where: { pgid: first.pgid }, order: { rank: 'ASC', id: 'ASC' }, select: { id: true } });
    const order = rows.map((row) => row.id);
    const a = order.indexOf(first.id);
    const b = order.indexOf(second.id);
    order[a] = second.id;
    order[b] = first.id;
    for (const [rank, id] of order.entries()) await repository.update({ id }, { rank });
  });
}
