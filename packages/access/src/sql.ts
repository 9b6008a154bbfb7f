import { OPEN_PROBLEM } from './problems.ts';

// The SQL forms of `canViewProblem` for a viewer without admin roles: a problem of OPEN_PROBLEM.
// Every query that filters problems (or submissions by their problem) for such a viewer uses these,
// so the rule is written once. isGroup is a tinyint column.
const OPEN_IS_GROUP = Number(OPEN_PROBLEM.isGroup);

/** The one positional parameter of `openProblemSql`. */
export const OPEN_PROBLEM_SQL_PARAMETER = OPEN_PROBLEM.auth;

/** `canViewProblem` over the problem under `alias`, for raw SQL: one `?`, `OPEN_PROBLEM_SQL_PARAMETER`. */
export function openProblemSql(alias: string): string {
  return `(${alias}.\`auth\` = ? AND ${alias}.\`isGroup\` = ${OPEN_IS_GROUP})`;
}

/** The problems such a viewer may not open, for raw SQL: one `?`, `OPEN_PROBLEM_SQL_PARAMETER` (the columns are NOT NULL). */
export function hiddenProblemSql(alias: string): string {
  return `NOT ${openProblemSql(alias)}`;
}

/** `canViewProblem` over the problem under `alias`, for TypeORM query builders (named parameters). */
export function openProblemWhere(alias: string): { sql: string; params: { openProblemAuth: number; openProblemIsGroup: number } } {
  return {
    sql: `(${alias}.auth = :openProblemAuth AND ${alias}.isGroup = :openProblemIsGroup)`,
    params: { openProblemAuth: OPEN_PROBLEM.auth, openProblemIsGroup: OPEN_IS_GROUP },
  };
}

/**
 * The problem list's rows (main bank only) of the auth values `auths` a viewer is listed
 * (`listedProblemAuths(viewer)`), for TypeORM query builders over the problem under `alias`. For a
 * viewer without admin roles it is `openProblemWhere`.
 */
export function listedProblemsWhere(
  alias: string,
  auths: readonly number[],
): { sql: string; params: { listedProblemAuths: number[]; listedProblemIsGroup: number } } {
  return {
    sql: `(${alias}.auth IN (:...listedProblemAuths) AND ${alias}.isGroup = :listedProblemIsGroup)`,
    params: { listedProblemAuths: [...auths], listedProblemIsGroup: OPEN_IS_GROUP },
  };
}
