import type { DataSource } from 'typeorm';
import { isTidanProblem } from '@oj/access';
import { TidanStatus } from '@oj/contracts';
import type { TidanListDto, TidanProblemDto } from '@oj/contracts';
import { findProblems, problemStandings, problemTallies } from '@oj/db/reads';
import type { TidanProblemRow } from '@oj/db';
import { childrenOf, loadTidanTree } from './tree.ts';

/**
 * The visible tidan as the caller sees them (spec 02 §2 "Tidan list"): groups, problem groups and
 * their public problems, each with the caller's standing (0 solved, 1 tried; absent when never tried)
 * and its accepted and submitted counts. Counters and standings come from the statistics the
 * gateway keeps (problem_count, user_acproblem) through the published reads: a few queries in all,
 * whatever the number of problems.
 */
export async function tidanFor(db: DataSource, uid: string): Promise<TidanListDto> {
  const tree = await loadTidanTree(db, true);
  const pids = [...new Set(tree.problems.map((row) => row.pid))];
  const [problems, tallies, standings] = await Promise.all([
    findProblems(db, pids, ['problemId', 'title', 'auth', 'isGroup', 'gid']),
    problemTallies(db, pids),
    problemStandings(db, uid, pids),
  ]);
  const shown = new Map(problems.filter((problem) => isTidanProblem(problem)).map((problem) => [problem.id, problem]));
  const toProblem = (row: TidanProblemRow): TidanProblemDto[] => {
    const problem = shown.get(row.pid);
    if (!problem) return [];
    const tally = tallies.get(row.pid) ?? { accepted: 0, submitted: 0 };
    const standing = standings.get(row.pid);
    const dto: TidanProblemDto = { pid: row.pid, problemId: problem.problemId, title: problem.title, accepted: tally.accepted, submitted: tally.submitted };
    if (standing) dto.status = standing === 'solved' ? TidanStatus.Solved : TidanStatus.Failed;
    return [dto];
  };
  return tree.tidan.map((tidan) => ({
    id: tidan.id,
    name: tidan.name,
    groups: childrenOf(tree.groups, 'tid', tidan.id).map((group) => ({
      id: group.id,
      name: group.name,
      problemGroups: childrenOf(tree.problemGroups, 'gid', group.id).map((problemGroup) => ({
        id: problemGroup.id,
        name: problemGroup.name,
        problems: childrenOf(tree.problems, 'pgid', problemGroup.id).flatMap(toProblem),
      })),
    })),
  }));
}
