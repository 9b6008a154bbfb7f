// Published by the gateway, owner of the problem tables: the few columns of many problems that a
// list of them shows (a contest's problem list, the back office's contest problems).
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { ProblemEntity } from '../entities/problem.ts';
import { LanguageEntity, ProblemLanguageEntity } from '../entities/language.ts';

/** A problem as a list of them shows it, with the names of the languages it accepts. */
export interface ProblemBrief {
  pid: number;
  problemId: string;
  title: string;
  /** 0 ACM, 1 OI, 2 hides limits. */
  type: number;
  /** 1 public, 2 private, 3 contest. */
  auth: number;
  isGroup: boolean;
  gid: number | null;
  /** Username of the creator. */
  author: string | null;
  languages: string[];
}

/** The problems with these ids, by pid (missing ones are absent); languages in display order. */
export async function problemBriefs(db: DataSource, pids: readonly number[]): Promise<Map<number, ProblemBrief>> {
  const briefs = new Map<number, ProblemBrief>();
  const ids = [...new Set(pids)];
  if (ids.length === 0) return briefs;
  const [problems, languages] = await Promise.all([
    db.getRepository(ProblemEntity).find({
      where: { id: In(ids) },
      select: { id: true, problemId: true, title: true, type: true, auth: true, isGroup: true, gid: true, author: true },
    }),
    db
      .createQueryBuilder()
      .select(['pl.pid AS pid', 'l.name AS name'])
      .from(ProblemLanguageEntity, 'pl')
      .innerJoin(LanguageEntity.options.name, 'l', 'l.id = pl.lid')
      .where('pl.pid IN (:...ids)', { ids })
      .orderBy('l.seq', 'ASC')
      .addOrderBy('l.id', 'ASC')
      .getRawMany<{ pid: number | string; name: string }>(),
  ]);
  for (const problem of problems) {
    const { id, ...rest } = problem;
    briefs.set(id, { pid: id, ...rest, languages: [] });
  }
  for (const row of languages) briefs.get(Number(row.pid))?.languages.push(row.name);
  return briefs;
}
