import type { DataSource } from 'typeorm';
import { listedProblemsWhere, openProblemWhere } from '@oj/access';
import { OWN_PROBLEM_BANK } from '@oj/contracts';
import type { ProblemListDto, RecentProblemDto } from '@oj/contracts';
import { ProblemEntity, ProblemTagEntity } from '@oj/db';
import { likeContains } from './filter.ts';
import type { ProblemBank } from './filter.ts';
import { countsByProblem, emptyCounts, tagsByProblem } from './related.ts';

/** The filters of get-problem-list, already normalised. */
export interface ProblemListFilter {
  keyword: string;
  difficulty: number | undefined;
  bank: ProblemBank;
  /** Problems must carry every one of these tags. */
  tagIds: readonly number[];
  page: number;
  limit: number;
  /** Problem auth values the viewer may see listed. */
  auths: readonly number[];
  /** The group whose problems are listed (its problems tab: `listedGroupProblemAuths`), or absent for the main bank. */
  gid?: number;
}

/** Which rows a list shows: the main bank's (`listedProblemsWhere`), or one group's of the listed auth values. */
function listedWhere(filter: ProblemListFilter): { sql: string; params: Record<string, unknown> } {
  if (filter.gid === undefined) return listedProblemsWhere('p', filter.auths);
  if (filter.auths.length === 0) return { sql: '1 = 0', params: {} };
  return { sql: '(p.gid = :listedGid AND p.auth IN (:...listedAuths))', params: { listedGid: filter.gid, listedAuths: [...filter.auths] } };
}

/**
 * One page of the problem list (the main bank's, or a group's: its problems tab): a paged query,
 * then one query for tags and one for counters.
 */
export async function listProblems(db: DataSource, filter: ProblemListFilter): Promise<ProblemListDto> {
  const listed = listedWhere(filter);
  const query = db
    .getRepository(ProblemEntity)
    .createQueryBuilder('p')
    .select(['p.id', 'p.problemId', 'p.title', 'p.difficulty', 'p.type'])
    .where(listed.sql, listed.params);
  if (filter.keyword !== '') {
    // The columns' _ci collation makes LIKE case-insensitive.
    query.andWhere('(p.problemId LIKE :keyword OR p.title LIKE :keyword)', { keyword: likeContains(filter.keyword) });
  }
  if (filter.difficulty !== undefined) query.andWhere('p.difficulty = :difficulty', { difficulty: filter.difficulty });
  if (filter.bank === OWN_PROBLEM_BANK) query.andWhere('p.isRemote = :isRemote', { isRemote: false });
  else if (filter.bank !== null) {
    query.andWhere('p.isRemote = :isRemote', { isRemote: true }).andWhere('p.problemId LIKE :prefix', { prefix: `${filter.bank}-%` });
  }
  if (filter.tagIds.length > 0) {
    const withAllTags = db
      .createQueryBuilder()
      .subQuery()
      .select('pt.pid')
      .from(ProblemTagEntity, 'pt')
      .where('pt.tid IN (:...tagIds)')
      .groupBy('pt.pid')
      .having('COUNT(DISTINCT pt.tid) = :tagCount')
      .getQuery();
    query.andWhere(`p.id IN ${withAllTags}`, { tagIds: [...filter.tagIds], tagCount: filter.tagIds.length });
  }
  const [problems, total] = await query
    .orderBy('p.id', 'ASC')
    .skip((filter.page - 1) * filter.limit)
    .take(filter.limit)
    .getManyAndCount();
  const pids = problems.map((problem) => problem.id);
  const [tags, counts] = await Promise.all([tagsByProblem(db, pids), countsByProblem(db, pids)]);
  return {
    total,
    records: problems.map((problem) => ({
      pid: problem.id,
      problemId: problem.problemId,
      title: problem.title,
      difficulty: problem.difficulty,
      type: problem.type,
      tags: tags.get(problem.id) ?? [],
      ...(counts.get(problem.id) ?? emptyCounts()),
    })),
  };
}

const PUBLIC_MAIN_BANK = openProblemWhere('p');

/** The display id of a random public problem, or null when there is none. */
export async function randomPublicProblem(db: DataSource): Promise<string | null> {
  const base = () => db.getRepository(ProblemEntity).createQueryBuilder('p').where(PUBLIC_MAIN_BANK.sql, PUBLIC_MAIN_BANK.params);
  const count = await base().getCount();
  if (count === 0) return null;
  // An offset instead of ORDER BY RAND(): no full sort of the table.
  const picked = await base()
    .select(['p.id', 'p.problemId'])
    .orderBy('p.id', 'ASC')
    .skip(Math.floor(Math.random() * count))
    .take(1)
    .getOne();
  return picked?.problemId ?? null;
}

/** How many problems the home page's "recently updated" widget shows. */
export const RECENT_PROBLEM_COUNT = 5;

/** The public problems modified last, newest first. */
export async function recentlyUpdatedProblems(db: DataSource): Promise<RecentProblemDto[]> {
  const problems = await db
    .getRepository(ProblemEntity)
    .createQueryBuilder('p')
    .select(['p.id', 'p.problemId', 'p.title', 'p.type', 'p.gmtModified'])
    .where(PUBLIC_MAIN_BANK.sql, PUBLIC_MAIN_BANK.params)
    .orderBy('p.gmtModified', 'DESC')
    .addOrderBy('p.id', 'DESC')
    .take(RECENT_PROBLEM_COUNT)
    .getMany();
  return problems.map((problem) => ({
    id: problem.id,
    problemId: problem.problemId,
    title: problem.title,
    type: problem.type,
    gmtModified: problem.gmtModified.toISOString(),
  }));
}
