/** The back office's training problems: list, add from the public bank or the group, reorder, remove (spec 03 §5). */
import type { DataSource } from 'typeorm';
import { ProblemAuth } from '@oj/contracts';
import type { AdminTrainingProblemRowDto, GroupTrainingProblemListDto, GroupTrainingProblemListQueryDto, TrainingProblemLinkDto } from '@oj/contracts';
import { TrainingEntity, TrainingProblemEntity } from '@oj/db';
import { findProblem, findProblems, groupProblemPicks, problemIdOf } from '@oj/db/reads';
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

/**
 * group/get-training-problem-list (spec 03 §7 "Group trainings"): with queryExisted (the default) the
 * training's problems in order, filtered by keyword and type; without it the group's problems not in
 * the training yet (the add-from-group picker). trainingProblemMap holds, by pid, the training's
 * link of each listed problem in it.
 */
export async function groupTrainingProblems(db: DataSource, query: GroupTrainingProblemListQueryDto, manager: Manager): Promise<GroupTrainingProblemListDto> {
  const training = await manageableTraining(db, query.tid, { ...manager, groupOnly: true });
  if (training.gid === null) throw fail(M.notGroupTrainingHere);
  const paging = pagingOf(query.currentPage, query.limit, 10);
  const links = await db.getRepository(TrainingProblemEntity).find({ where: { tid: training.id }, order: { rank: 'ASC', id: 'ASC' } });
  const keyword = query.keyword?.trim() ?? '';
  const type = query.problemType ?? null;
  if (query.queryExisted === false) {
    const picks = await groupProblemPicks(db, training.gid, {
      keyword,
      type,
      excluded: links.map((link) => link.pid),
      offset: paging.offset,
      limit: paging.limit,
    });
    return { problemList: picks, trainingProblemMap: {} };
  }
  const problems = new Map(
    (
      await findProblems(
        db,
        links.map((link) => link.pid),
        ['problemId', 'title', 'auth', 'type', 'gid'],
      )
    ).map((problem) => [problem.id, problem]),
  );
  const needle = keyword.toLowerCase();
  const matching = links.flatMap((link) => {
    const problem = problems.get(link.pid);
    if (!problem || (type !== null && problem.type !== type)) return [];
    if (needle !== '' && ![problem.problemId, problem.title, link.displayId].some((text) => text.toLowerCase().includes(needle))) return [];
    return [{ link, problem }];
  });
  const page = matching.slice(paging.offset, paging.offset + paging.limit);
  const trainingProblemMap: Record<string, TrainingProblemLinkDto> = {};
  for (const { link } of page) trainingProblemMap[String(link.pid)] = { id: link.id, tid: link.tid, pid: link.pid, rank: link.rank, displayId: link.displayId };
  return {
    problemList: {
      total: matching.length,
      records: page.map(({ problem }) => ({
        id: problem.id,
        problemId: problem.problemId,
        title: problem.title,
        auth: problem.auth,
        type: problem.type,
        gid: problem.gid,
      })),
    },
    trainingProblemMap,
  };
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

/**
 * add-training-problem-from-group: a problem of the training's own group (group trainings only).
 * The one use case of both callers: the group's route and the back office's (a site admin managing
 * a group training there).
 */
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
