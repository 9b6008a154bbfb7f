/** The back office's training problems: list, add from the public bank or the group, reorder, remove (spec 03 §5). */
import type { DataSource } from 'typeorm';
import { ProblemAuth } from '@oj/contracts';
import type { AdminTrainingProblemRowDto } from '@oj/contracts';
import { TrainingEntity, TrainingProblemEntity } from '@oj/db';
import { findProblem, findProblems, problemIdOf } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import { pagingOf } from '../../paging.ts';
import { TrainingAdminMessage as M } from '@oj/contracts';
import { manageableTraining } from './trainings.ts';
import type { Manager } from './trainings.ts';

/** /admin/training/get-problem-list: the training's problems in rank order, by keyword (problemId, title, displayId). */
export async function adminTrainingProblems(
  db: DataSource,
  query: { tid: number; currentPage?: number | undefined; limit?: number | undefined; keyword?: string | undefined },
  manager: Manager,
): Promise<{ total: number; records: AdminTrainingProblemRowDto[] }> {
  await manageableTraining(db, query.tid, manager);
  const paging = pagingOf(query.currentPage, query.limit, 10);
  const rows = await db.getRepository(TrainingProblemEntity).find({ where: { tid: query.tid }, order: { rank: 'ASC', id: 'ASC' } });
  const problems = new Map(
    (
      await findProblems(
        db,
        rows.map((row) => row.pid),
        ['problemId', 'title', 'auth'],
      )
    ).map((problem) => [problem.id, problem]),
  );
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  const all = rows.flatMap((row) => {
    const problem = problems.get(row.pid);
    if (!problem) return [];
    return [
      {
        id: row.id,
        tid: row.tid,
        pid: row.pid,
        problemId: problem.problemId,
        displayId: row.displayId,
        title: problem.title,
        rank: row.rank,
        auth: problem.auth,
      },
    ];
  });
  const matching = keyword === '' ? all : all.filter((row) => [row.problemId, row.title, row.displayId].some((text) => text.toLowerCase().includes(keyword)));
  return { total: matching.length, records: matching.slice(paging.offset, paging.offset + paging.limit) };
}

async function addProblem(db: DataSource, tid: number, pid: number, displayId: string): Promise<void> {
  const problems = db.getRepository(TrainingProblemEntity);
  if (await problems.exists({ where: { tid, pid } })) throw fail(M.problemAlreadyAdded);
  const last = await problems.findOne({ where: { tid }, order: { rank: 'DESC' }, select: { id: true, rank: true } });
  await problems.insert({ tid, pid, displayId, rank: (last?.rank ?? 0) + 1 });
  await db.getRepository(TrainingEntity).update({ id: tid }, { gmtModified: new Date() });
}

/** add-training-problem-from-public: a public problem of the main bank. */
export async function addPublicProblem(db: DataSource, body: { pid: number; tid: number; displayId: string }, manager: Manager): Promise<void> {
  await manageableTraining(db, body.tid, manager);
  const problem = await findProblem(db, body.pid, ['id', 'auth', 'isGroup']);
  if (!problem) throw fail(M.problemNotExists);
  if (problem.auth !== ProblemAuth.Public || problem.isGroup) throw fail(M.problemNotPublic);
  await addProblem(db, body.tid, body.pid, body.displayId.trim());
}

/** add-training-problem-from-group: a problem of the training's own group (group trainings only). */
export async function addGroupProblem(db: DataSource, body: { problemId: string; tid: number }, manager: Manager): Promise<void> {
  const training = await manageableTraining(db, body.tid, manager);
  if (training.gid === null) throw fail(M.notGroupTraining);
  const pid = await problemIdOf(db, body.problemId.trim());
  const problem = pid === null ? null : await findProblem(db, pid, ['id', 'gid', 'problemId']);
  if (!problem) throw fail(M.problemNotExists);
  if (problem.gid !== training.gid) throw fail(M.problemNotInGroup);
  await addProblem(db, training.id, problem.id, problem.problemId);
}

/** update-training-problem: its rank (order) and display id. */
export async function updateTrainingProblem(
  db: DataSource,
  body: { tid: number; pid: number; rank: number; displayId?: string | undefined },
  manager: Manager,
): Promise<void> {
  await manageableTraining(db, body.tid, manager);
  const change: { rank: number; displayId?: string } = { rank: body.rank };
  if (body.displayId !== undefined) change.displayId = body.displayId.trim();
  const result = await db.getRepository(TrainingProblemEntity).update({ tid: body.tid, pid: body.pid }, change);
  if (result.affected === 0) throw fail(M.trainingProblemNotExists);
}

/** delete-training-problem: always allowed to its admins (spec 03 §6); the submissions stay. */
export async function removeTrainingProblem(db: DataSource, key: { tid: number; pid: number }, manager: Manager): Promise<void> {
  await manageableTraining(db, key.tid, manager);
  const result = await db.getRepository(TrainingProblemEntity).delete({ tid: key.tid, pid: key.pid });
  if (result.affected === 0) throw fail(M.trainingProblemNotExists);
  await db.getRepository(TrainingEntity).update({ id: key.tid }, { gmtModified: new Date() });
}
