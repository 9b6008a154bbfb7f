/** A training's problems as its users see them: the list with counts and standing, one problem's page. */
import type { DataSource } from 'typeorm';
import { Verdict } from '@oj/contracts';
import type { ProblemCountDto, TrainingProblemDetailDto, TrainingProblemDto } from '@oj/contracts';
import { TrainingProblemEntity } from '@oj/db';
import type { TrainingProblemRow } from '@oj/db';
import { findProblems, problemIdOf, problemPageById, problemStatuses, tagsByProblem, trainingStatusCounts } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import { TrainingMessage } from '@oj/contracts';

/** A training's problems in rank order (then the order they were added). */
export function trainingProblemRows(db: DataSource, tid: number): Promise<TrainingProblemRow[]> {
  return db.getRepository(TrainingProblemEntity).find({ where: { tid }, order: { rank: 'ASC', id: 'ASC' } });
}

const COUNT_FIELD: ReadonlyMap<number, keyof ProblemCountDto> = new Map([
  [Verdict.Accepted, 'ac'],
  [Verdict.WrongAnswer, 'wa'],
  [Verdict.TimeLimitExceeded, 'tle'],
  [Verdict.MemoryLimitExceeded, 'mle'],
  [Verdict.RuntimeError, 're'],
  [Verdict.PresentationError, 'pe'],
  [Verdict.CompileError, 'ce'],
  [Verdict.SystemError, 'se'],
  [Verdict.PartialAccepted, 'pa'],
]);

const emptyCounts = (): ProblemCountDto => ({ total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 });

/** Per problem: the submissions made in this training, per verdict. */
async function countsByProblem(db: DataSource, tid: number): Promise<Map<number, ProblemCountDto>> {
  const counts = new Map<number, ProblemCountDto>();
  for (const row of await trainingStatusCounts(db, tid)) {
    const dto = counts.get(row.pid) ?? emptyCounts();
    dto.total += row.count;
    const field = COUNT_FIELD.get(row.status);
    if (field) dto[field] += row.count;
    counts.set(row.pid, dto);
  }
  return counts;
}

/** get-training-problem-list: the problems with their tags, the training's counts and the viewer's standing (outside contests). */
export async function trainingProblemList(db: DataSource, tid: number, uid: string): Promise<TrainingProblemDto[]> {
  const rows = await trainingProblemRows(db, tid);
  const pids = rows.map((row) => row.pid);
  const [problems, tags, counts, statuses] = await Promise.all([
    findProblems(db, pids, ['problemId', 'title', 'difficulty']),
    tagsByProblem(db, pids),
    countsByProblem(db, tid),
    problemStatuses(db, uid, pids, { cid: 0 }),
  ]);
  const problemOf = new Map(problems.map((problem) => [problem.id, problem]));
  return rows.flatMap((row) => {
    const problem = problemOf.get(row.pid);
    if (!problem) return [];
    const count = counts.get(row.pid) ?? emptyCounts();
    return [
      {
        pid: row.pid,
        problemId: problem.problemId,
        displayId: row.displayId,
        title: problem.title,
        difficulty: problem.difficulty,
        tags: tags.get(row.pid) ?? [],
        ac: count.ac,
        total: count.total,
        myStatus: statuses.get(row.pid)?.status ?? -10,
      },
    ];
  });
}

/** get-training-problem-details: the core problem page of one of the training's problems (by its problemId). */
export async function trainingProblemDetail(db: DataSource, tid: number, problemId: string, uid: string): Promise<TrainingProblemDetailDto> {
  const pid = await problemIdOf(db, problemId);
  const row = pid === null ? null : await db.getRepository(TrainingProblemEntity).findOne({ where: { tid, pid } });
  const page = row ? await problemPageById(db, row.pid) : null;
  if (!row || !page) throw fail(TrainingMessage.problemNotInTraining);
  const [counts, statuses] = await Promise.all([countsByProblem(db, tid), problemStatuses(db, uid, [row.pid], { cid: 0 })]);
  return {
    ...page,
    problemCount: counts.get(row.pid) ?? emptyCounts(),
    myStatus: statuses.get(row.pid)?.status ?? -10,
    trainingProblem: { tid, pid: row.pid, displayId: row.displayId },
  };
}
