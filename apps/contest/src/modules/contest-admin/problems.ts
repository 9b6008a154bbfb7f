/**
 * A contest's problems in the back office: list, add from the bank (public problems, or problems
 * created for a contest: the admin app creates one through the gateway's admin problem API with
 * auth 3, then adds it here), change the display id, title and colour, remove. Each change is
 * published to the contest gate before the answer.
 */
import type { DataSource } from 'typeorm';
import { Not } from 'typeorm';
import { ContestAdminMessage as M, ProblemAuth, Role } from '@oj/contracts';
import type { AddContestProblemRequestDto, AdminContestProblemDto, UpdateContestProblemRequestDto } from '@oj/contracts';
import { ContestProblemEntity } from '@oj/db';
import type { ContestProblemRow, ContestRow } from '@oj/db';
import { problemBriefs } from '@oj/db/reads';
import type { ProblemBrief } from '@oj/db/reads';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import type { ContestGateSync } from '../contest-gate/index.ts';
import { contestProblemRows } from '../contest/queries/problems.ts';
import { manageableContest } from './queries.ts';
import type { ContestScope } from './queries.ts';

/** Most problems one contest holds (the contest gate carries at most 500). */
export const CONTEST_PROBLEMS_MAX = 200;

function isDuplicateKey(error: unknown, index: string): boolean {
  const driverError = (error as { driverError?: { code?: unknown; message?: unknown } } | null)?.driverError;
  return driverError?.code === 'ER_DUP_ENTRY' && typeof driverError.message === 'string' && driverError.message.includes(index);
}

/**
 * Public problems (not a group's), and contest problems (auth 3) of their author or for a super
 * admin; a group's contest also its own group's problems (of any auth), never another group's.
 */
function isAddable(problem: ProblemBrief, contest: ContestRow, admin: AuthUser): boolean {
  if (problem.isGroup) return contest.gid !== null && problem.gid === contest.gid;
  if (problem.auth === ProblemAuth.Public) return true;
  if (problem.auth !== ProblemAuth.Contest) return false;
  return admin.roles.includes(Role.SuperAdmin) || problem.author === admin.username;
}

/** The back office's problem list of a contest, in display-id order. */
export async function adminContestProblems(db: DataSource, cid: number, admin: AuthUser, scope: ContestScope = 'site'): Promise<AdminContestProblemDto[]> {
  await manageableContest(db, cid, admin, scope);
  const rows = await contestProblemRows(db, cid);
  const briefs = await problemBriefs(
    db,
    rows.map((row) => row.pid),
  );
  return rows.map((row) => {
    const brief = briefs.get(row.pid);
    return {
      id: row.id,
      cid: row.cid,
      pid: row.pid,
      problemId: brief?.problemId ?? '',
      title: brief?.title ?? '',
      displayId: row.displayId,
      displayTitle: row.displayTitle,
      color: row.color,
      auth: brief?.auth ?? 0,
    };
  });
}

/** A display id another problem of the contest already has (ids compare without case, as the unique index does). */
async function refuseTakenDisplayId(db: DataSource, cid: number, displayId: string, exceptId?: number): Promise<void> {
  const where = exceptId === undefined ? { cid, displayId } : { cid, displayId, id: Not(exceptId) };
  if ((await db.getRepository(ContestProblemEntity).countBy(where)) > 0) throw fail(M.displayIdTaken);
}

/** Adds a bank problem under a display id; the display title defaults to the problem's title. */
export async function addContestProblem(
  db: DataSource,
  gate: ContestGateSync,
  body: AddContestProblemRequestDto,
  admin: AuthUser,
  scope: ContestScope = 'site',
): Promise<void> {
  const contest = await manageableContest(db, body.cid, admin, scope);
  const problem = (await problemBriefs(db, [body.pid])).get(body.pid);
  if (!problem) throw fail(M.problemNotExists);
  if (!isAddable(problem, contest, admin)) throw fail(contest.gid === null ? M.problemNotAddable : M.groupProblemNotAddable);
  const problems = db.getRepository(ContestProblemEntity);
  if ((await problems.countBy({ cid: contest.id, pid: problem.pid })) > 0) throw fail(M.problemAlreadyAdded);
  await refuseTakenDisplayId(db, contest.id, body.displayId);
  if ((await problems.countBy({ cid: contest.id })) >= CONTEST_PROBLEMS_MAX) throw fail(M.tooManyProblems(CONTEST_PROBLEMS_MAX));
  const displayTitle = body.displayTitle?.trim() || problem.title;
  try {
    await gate.changeContest(contest.id, (tx) =>
      tx.getRepository(ContestProblemEntity).insert({ cid: contest.id, pid: problem.pid, displayId: body.displayId, displayTitle, color: body.color || null }),
    );
  } catch (error) {
    // Two admins adding at once: the unique indexes decide.
    if (isDuplicateKey(error, 'UQ_contest_problem_pid')) throw fail(M.problemAlreadyAdded, { cause: error });
    if (isDuplicateKey(error, 'UQ_contest_problem_display')) throw fail(M.displayIdTaken, { cause: error });
    throw error;
  }
}

async function contestProblemOf(db: DataSource, id: number, cid: number): Promise<ContestProblemRow> {
  const row = await db.getRepository(ContestProblemEntity).findOne({ where: { id, cid } });
  if (!row) throw fail(M.contestProblemNotExists);
  return row;
}

/** Changes a contest problem's display id, display title and colour. */
export async function updateContestProblem(
  db: DataSource,
  gate: ContestGateSync,
  body: UpdateContestProblemRequestDto,
  admin: AuthUser,
  scope: ContestScope = 'site',
): Promise<void> {
  const contest = await manageableContest(db, body.cid, admin, scope);
  const row = await contestProblemOf(db, body.id, contest.id);
  const displayTitle = body.displayTitle.trim();
  if (displayTitle === '') throw fail(M.displayTitleRequired);
  await refuseTakenDisplayId(db, contest.id, body.displayId, row.id);
  try {
    await gate.changeContest(contest.id, (tx) =>
      tx.getRepository(ContestProblemEntity).update({ id: row.id }, { displayId: body.displayId, displayTitle, color: body.color || null }),
    );
  } catch (error) {
    if (isDuplicateKey(error, 'UQ_contest_problem_display')) throw fail(M.displayIdTaken, { cause: error });
    throw error;
  }
}

/** Removes a problem from the contest (its submissions stay). */
export async function deleteContestProblem(
  db: DataSource,
  gate: ContestGateSync,
  id: number,
  cid: number,
  admin: AuthUser,
  scope: ContestScope = 'site',
): Promise<void> {
  const contest = await manageableContest(db, cid, admin, scope);
  const row = await contestProblemOf(db, id, contest.id);
  await gate.changeContest(contest.id, (tx) => tx.getRepository(ContestProblemEntity).delete({ id: row.id }));
}
