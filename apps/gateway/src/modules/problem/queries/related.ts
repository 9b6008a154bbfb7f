import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import type { ProblemCountDto } from '@oj/contracts';
import { PROBLEM_COUNT_FIELDS, ProblemCountEntity } from '@oj/db';

// Tags are read as the problem page reads them (a published read shared with the contest service).
export { tagsByProblem } from '@oj/db/reads';
export type { ProblemTag } from '@oj/db/reads';

/** All-zero counters, for problems nobody submitted to yet. */
export function emptyCounts(): ProblemCountDto {
  return { total: 0, ac: 0, wa: 0, tle: 0, mle: 0, re: 0, pe: 0, ce: 0, se: 0, pa: 0 };
}

/** Per-verdict counters of each problem, in one query (zeros when a problem has no row). */
export async function countsByProblem(db: DataSource, pids: readonly number[]): Promise<Map<number, ProblemCountDto>> {
  const counts = new Map<number, ProblemCountDto>(pids.map((pid) => [pid, emptyCounts()]));
  if (pids.length === 0) return counts;
  const rows = await db.getRepository(ProblemCountEntity).find({ where: { pid: In([...pids]) } });
  for (const row of rows) {
    const dto = emptyCounts();
    for (const field of PROBLEM_COUNT_FIELDS) dto[field] = row[field];
    counts.set(row.pid, dto);
  }
  return counts;
}
