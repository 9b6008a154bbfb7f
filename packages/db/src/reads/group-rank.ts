// Published by judge-dispatch (owner of `judge`) and the gateway (owner of `problem` and
// `user_acproblem`): what the community service's group rank and group creation read of them.
import type { DataSource } from 'typeorm';
import { Verdict } from '@oj/contracts';
import { UserAcProblemEntity } from '../entities/user.ts';
import { RANKED_STATUSES } from './rank-list.ts';
import type { RankTally } from './rank-list.ts';

const CHUNK = 1000;

type TallyRow = { uid: string; ac: number | string; total: number | string; score: number | string | null };

/**
 * The counts of these users over their non-contest submissions to the group's own problems
 * (`problem.gid`); users without one are absent. ac: distinct problems accepted; total: submissions
 * with a final verdict; score: the sum of each problem's best OI rank score.
 */
export async function groupRankTallies(db: DataSource, gid: number, uids: readonly string[]): Promise<Map<string, RankTally>> {
  const found = new Map<string, RankTally>();
  const unique = [...new Set(uids)];
  for (let start = 0; start < unique.length; start += CHUNK) {
    const part = unique.slice(start, start + CHUNK);
    const sql = [
      'SELECT t.uid AS uid, SUM(t.solved) AS ac, SUM(t.n) AS total, SUM(t.best) AS score FROM (',
      `SELECT j.uid AS uid, j.pid AS pid, COUNT(*) AS n, MAX(j.status = ${Verdict.Accepted}) AS solved, COALESCE(MAX(j.oiRankScore), 0) AS best`,
      `FROM judge j JOIN problem p ON p.id = j.pid WHERE p.gid = ? AND j.cid = 0 AND j.status IN (${RANKED_STATUSES.join(', ')})`,
      `AND j.uid IN (${part.map(() => '?').join(', ')}) GROUP BY j.uid, j.pid`,
      ') t GROUP BY t.uid',
    ].join(' ');
    const rows = await db.query<TallyRow[]>(sql, [gid, ...part]);
    for (const row of rows) found.set(row.uid, { uid: row.uid, ac: Number(row.ac), total: Number(row.total), score: Number(row.score ?? 0) });
  }
  return found;
}

/** How many distinct problems the user has accepted (the threshold to create a group, spec 03 §6). */
export function acceptedProblemCount(db: DataSource, uid: string): Promise<number> {
  return db.getRepository(UserAcProblemEntity).countBy({ uid });
}
