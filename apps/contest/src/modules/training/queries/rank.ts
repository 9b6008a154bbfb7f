/**
 * The training rank (spec 02 §2, §3): the registered users of a private training, by problems solved
 * (outside contests, any time), then by the total of their fastest accepted runs. Computed from the
 * judge rows at each call, so an accepted submission shows at the next load.
 */
import type { DataSource } from 'typeorm';
import { NOT_ATTEMPTED, TRAINING_RANK_PAGE_SIZE, Verdict } from '@oj/contracts';
import type { TrainingRankDto, TrainingRankQueryDto, TrainingRankRowDto } from '@oj/contracts';
import { TrainingRegisterEntity } from '@oj/db';
import { findProblems, trainingRankCells, userProfiles } from '@oj/db/reads';
import { pagingOf } from '../../../paging.ts';
import { trainingProblemRows } from './problems.ts';

/** The rank of one training; real names only when `withRealNames` (training admins). */
export async function trainingRank(db: DataSource, tid: number, query: TrainingRankQueryDto, withRealNames: boolean): Promise<TrainingRankDto> {
  const paging = pagingOf(query.currentPage, query.limit, TRAINING_RANK_PAGE_SIZE, 300);
  const [problemRows, registers] = await Promise.all([
    trainingProblemRows(db, tid),
    db.getRepository(TrainingRegisterEntity).find({ where: { tid }, select: { uid: true } }),
  ]);
  const pids = problemRows.map((row) => row.pid);
  const uids = registers.map((row) => row.uid);
  const [problems, cells, profiles] = await Promise.all([
    findProblems(db, pids, ['problemId', 'title']),
    trainingRankCells(db, pids, uids),
    userProfiles(db, uids),
  ]);
  const problemIdOf = new Map(problems.map((problem) => [problem.id, problem.problemId]));
  const rows = new Map<string, TrainingRankRowDto>();
  for (const uid of uids) {
    const profile = profiles.get(uid);
    if (!profile) continue;
    rows.set(uid, {
      rank: 0,
      uid,
      username: profile.username,
      avatar: profile.avatar,
      gender: profile.gender,
      school: profile.school,
      realname: withRealNames ? profile.realname : null,
      ac: 0,
      totalRunTime: 0,
      submissionInfo: {},
    });
  }
  for (const cell of cells) {
    const row = rows.get(cell.uid);
    const problemId = problemIdOf.get(cell.pid);
    if (!row || problemId === undefined || cell.status === NOT_ATTEMPTED) continue;
    row.submissionInfo[problemId] = { status: cell.status, runTime: cell.runTime };
    if (cell.status === Verdict.Accepted) {
      row.ac += 1;
      row.totalRunTime += cell.runTime ?? 0;
    }
  }
  const ordered = [...rows.values()].sort((a, b) => b.ac - a.ac || a.totalRunTime - b.totalRunTime || a.username.localeCompare(b.username));
  ordered.forEach((row, index) => {
    const previous = ordered[index - 1];
    row.rank = previous && previous.ac === row.ac && previous.totalRunTime === row.totalRunTime ? previous.rank : index + 1;
  });
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  const matching =
    keyword === '' ? ordered : ordered.filter((row) => row.username.toLowerCase().includes(keyword) || (row.school ?? '').toLowerCase().includes(keyword));
  return {
    total: matching.length,
    records: matching.slice(paging.offset, paging.offset + paging.limit),
    problems: problemRows.flatMap((row) => {
      const problem = problems.find((candidate) => candidate.id === row.pid);
      return problem ? [{ pid: row.pid, problemId: problem.problemId, title: problem.title }] : [];
    }),
  };
}
