import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import type { ProblemCountDto } from '@oj/contracts';
import { PROBLEM_COUNT_FIELDS, ProblemCountEntity, ProblemTagEntity, TagEntity } from '@oj/db';

/** A tag as problems carry it. */
export interface ProblemTag {
  id: number;
  name: string;
  color: string | null;
}

/** Tags of each problem, in one query; problems without tags are absent from the map. */
export async function tagsByProblem(db: DataSource, pids: readonly number[]): Promise<Map<number, ProblemTag[]>> {
  const tags = new Map<number, ProblemTag[]>();
  if (pids.length === 0) return tags;
  const rows = await db
    .createQueryBuilder()
    .select(['pt.pid AS pid', 't.id AS id', 't.name AS name', 't.color AS color'])
    .from(ProblemTagEntity, 'pt')
    .innerJoin(TagEntity.options.name, 't', 't.id = pt.tid')
    .where('pt.pid IN (:...pids)', { pids })
    .orderBy('pt.pid', 'ASC')
    .addOrderBy('t.id', 'ASC')
    .getRawMany<{ pid: number | string; id: number | string; name: string; color: string | null }>();
  for (const row of rows) {
    const pid = Number(row.pid);
    const list = tags.get(pid) ?? [];
    list.push({ id: Number(row.id), name: row.name, color: row.color });
    tags.set(pid, list);
  }
  return tags;
}

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
