// Published by the gateway, owner of the problem table: a group's problems as a picker lists them
// (the contest service's add-training-problem-from-group), so the contest service never scans the table itself.
import type { DataSource } from 'typeorm';
import { ProblemEntity } from '../entities/problem.ts';
import type { ProblemRow } from '../entities/problem.ts';

/** A picker row: the bank's columns of a problem. */
export type GroupProblemPick = Pick<ProblemRow, 'id' | 'problemId' | 'title' | 'auth' | 'type' | 'gid'>;

/** What the picker asks: a keyword (display id or title), a type (0 ACM, 1 OI), problems to leave out, a page. */
export interface GroupProblemPickQuery {
  keyword: string;
  type: number | null;
  excluded: readonly number[];
  offset: number;
  limit: number;
}

/** Group `gid`'s problems (newest first) matching the query, one page of them and their total. */
export async function groupProblemPicks(db: DataSource, gid: number, query: GroupProblemPickQuery): Promise<{ total: number; records: GroupProblemPick[] }> {
  const builder = db
    .getRepository(ProblemEntity)
    .createQueryBuilder('p')
    .select(['p.id', 'p.problemId', 'p.title', 'p.auth', 'p.type', 'p.gid'])
    .where('p.gid = :gid AND p.isGroup = 1', { gid });
  if (query.keyword !== '') {
    const like = `%${query.keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    builder.andWhere('(p.problemId LIKE :like OR p.title LIKE :like)', { like });
  }
  if (query.type !== null) builder.andWhere('p.type = :type', { type: query.type });
  if (query.excluded.length > 0) builder.andWhere('p.id NOT IN (:...excluded)', { excluded: [...query.excluded] });
  const [records, total] = await builder.orderBy('p.id', 'DESC').skip(query.offset).take(query.limit).getManyAndCount();
  return { total, records };
}
