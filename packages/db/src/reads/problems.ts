// Published by the gateway, owner of the problem tables: what other services may read of them.
import type { DataSource, FindOptionsSelect } from 'typeorm';
import { In } from 'typeorm';
import { hiddenProblemSql } from '@oj/access';
import { OWN_PROBLEM_BANK } from '@oj/contracts';
import { LanguageEntity, ProblemLanguageEntity } from '../entities/language.ts';
import { ProblemEntity } from '../entities/problem.ts';
import type { ProblemRow } from '../entities/problem.ts';

// The SQL form of a problem every viewer may open is @oj/access's (`openProblemSql`, one parameter
// `OPEN_PROBLEM_SQL_PARAMETER`), passed on here for the readers of the problem tables.
export { OPEN_PROBLEM_SQL_PARAMETER, openProblemSql } from '@oj/access';

/**
 * The ids of the problems a viewer who may open only open problems may not open, as a subquery
 * (one parameter, `OPEN_PROBLEM_SQL_PARAMETER`). Hidden problems are few, so `pid NOT IN (...)` is
 * one small materialised set probed per row: cheaper for counts than joining each row to its problem.
 */
export const HIDDEN_PROBLEM_IDS_SQL = `SELECT h.\`id\` FROM \`problem\` h WHERE ${hiddenProblemSql('h')}`;

function selectOf(columns: readonly string[]): FindOptionsSelect<ProblemRow> {
  return Object.fromEntries(columns.map((column) => [column, true]));
}

/** The given columns of one problem, or null. */
export async function findProblem<K extends keyof ProblemRow>(db: DataSource, pid: number, columns: readonly K[]): Promise<Pick<ProblemRow, K> | null> {
  return db.getRepository(ProblemEntity).findOne({ where: { id: pid }, select: selectOf(columns) });
}

/** The given columns of the problems with these ids (missing ones are left out). */
export async function findProblems<K extends keyof ProblemRow>(
  db: DataSource,
  pids: readonly number[],
  columns: readonly K[],
): Promise<Pick<ProblemRow, K | 'id'>[]> {
  if (pids.length === 0) return [];
  return db.getRepository(ProblemEntity).find({ where: { id: In([...pids]) }, select: selectOf([...columns, 'id']) });
}

/** The id of the main-bank problem with this display id, or null. */
export async function problemIdOf(db: DataSource, problemId: string): Promise<number | null> {
  const found = await db.query<{ id: number }[]>('SELECT `id` FROM `problem` WHERE `problemId` = ? LIMIT 1', [problemId]);
  return found[0]?.id ?? null;
}

/** Names of the languages a problem accepts (own-bank rows of `language`). */
export async function problemLanguageNames(db: DataSource, pid: number): Promise<string[]> {
  const links = await db.getRepository(ProblemLanguageEntity).find({ where: { pid }, select: { lid: true } });
  if (links.length === 0) return [];
  const languages = await db
    .getRepository(LanguageEntity)
    .find({ where: { id: In(links.map((link) => link.lid)), oj: OWN_PROBLEM_BANK }, select: { id: true, name: true } });
  return languages.map((language) => language.name);
}
