// Published by the gateway (problem_count, user_acproblem: the statistics it keeps from `submission
// judged` events) and judge-dispatch (judge): how many submissions and acceptances problems have, and
// where one user stands on them, for outlines that list many problems (tidan).
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { JudgeEntity } from '../entities/judge.ts';
import { ProblemCountEntity } from '../entities/problem.ts';
import { UserAcProblemEntity } from '../entities/user.ts';

/** A problem's public counters: accepted and submitted (judged) submissions outside contests. */
export interface ProblemTally {
  accepted: number;
  submitted: number;
}

/** The counters of these problems, by pid; a problem never judged has none (0 and 0). */
export async function problemTallies(db: DataSource, pids: readonly number[]): Promise<Map<number, ProblemTally>> {
  const tallies = new Map<number, ProblemTally>(pids.map((pid) => [pid, { accepted: 0, submitted: 0 }]));
  if (pids.length === 0) return tallies;
  const rows = await db.getRepository(ProblemCountEntity).find({ where: { pid: In([...new Set(pids)]) }, select: { pid: true, ac: true, total: true } });
  for (const row of rows) tallies.set(row.pid, { accepted: row.ac, submitted: row.total });
  return tallies;
}

/** Where a user stands on a problem: solved, tried and not solved. Never tried problems are absent. */
export type ProblemStanding = 'solved' | 'tried';

/**
 * The user's standing on these problems: solved from the gateway's `user_acproblem` (one row per
 * solved problem); the rest tried when the user has any submission of it outside contests. The
 * second look-up goes through the judge table's uid index and asks only for the unsolved problems,
 * so its cost is the user's submissions of those problems, never the whole table.
 */
export async function problemStandings(db: DataSource, uid: string, pids: readonly number[]): Promise<Map<number, ProblemStanding>> {
  const standings = new Map<number, ProblemStanding>();
  const ids = [...new Set(pids)];
  if (ids.length === 0) return standings;
  const solved = await db.getRepository(UserAcProblemEntity).find({ where: { uid, pid: In(ids) }, select: { pid: true } });
  for (const row of solved) standings.set(row.pid, 'solved');
  const open = ids.filter((pid) => !standings.has(pid));
  if (open.length === 0) return standings;
  const tried = await db
    .createQueryBuilder()
    .select('DISTINCT j.pid', 'pid')
    .from(JudgeEntity, 'j')
    .where('j.uid = :uid', { uid })
    .andWhere('j.cid = 0')
    .andWhere('j.pid IN (:...open)', { open })
    .getRawMany<{ pid: number | string }>();
  for (const row of tried) standings.set(Number(row.pid), 'tried');
  return standings;
}

/** How many problems the user has solved (rows of `user_acproblem`): the discussion and comment thresholds read it. */
export async function acceptedCount(db: DataSource, uid: string): Promise<number> {
  return db.getRepository(UserAcProblemEntity).countBy({ uid });
}
