import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { DEFAULT_SUBMISSION_PAGE_SIZE, MAX_SUBMISSION_PAGE_SIZE } from '@oj/contracts';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { JudgeEntity } from '@oj/db';
import { HIDDEN_PROBLEM_IDS_SQL, OPEN_PROBLEM_SQL_PARAMETER, findProblems, openProblemSql, problemIdOf } from '@oj/db/reads';
import { TtlCache } from '@oj/service-kit';
import type { ProblemVisibility } from './access.ts';
import { SUMMARY_SELECT } from './rows.ts';
import type { SubmissionRow } from './rows.ts';

/**
 * The SQL forms of `canViewProblem` for a non-admin outside contests and groups, from the problem
 * owner's published reads (one parameter each, OPEN_PROBLEM_SQL_PARAMETER); a submission whose
 * problem row is gone names nothing and stays listed. The list page, which reads its index in
 * order and stops after one page, tests the problem joined as `p`; counts, which read every row,
 * leave out HIDDEN_PROBLEM_IDS_SQL: hidden problems are few, so `pid NOT IN (...)` is one small
 * materialised set probed per row, cheaper than joining each row to its problem (14 ms against
 * 30+ ms at 50k rows).
 */
const JOINED_PROBLEM_VISIBLE_SQL = `(p.\`id\` IS NULL OR ${openProblemSql('p')})`;

/** The list and status view of a submission. */
export function toSummary(row: SubmissionRow, titles: ReadonlyMap<number, string>): SubmissionSummaryDto {
  return {
    submitId: row.submitId,
    pid: row.pid,
    displayPid: row.displayPid,
    displayId: row.displayPid,
    title: titles.get(row.pid) ?? '',
    uid: row.uid,
    username: row.username,
    status: row.status,
    score: row.score,
    oiRankScore: row.oiRankScore,
    time: row.time,
    memory: row.memory,
    length: row.length,
    language: row.language,
    judger: row.judger,
    submitTime: row.submitTime.toISOString(),
    share: row.share,
    isManual: row.isManual,
    cid: row.cid,
    gid: row.gid,
  };
}

/** Filters of get-submission-list, already normalised (empty values are undefined). */
export interface SubmissionFilter {
  page: number;
  limit: number;
  /** Only this user's rows. */
  uid?: string;
  status?: number;
  username?: string;
  problemId?: string;
  completeProblemId: boolean;
  /** 0 = the main bank. */
  cid: number;
  gid?: number;
  /** Leave out submissions to problems a non-admin may not open (`canViewProblem`). */
  visibleProblemsOnly: boolean;
}

/** Page and size: pages below 1 become 1; sizes default to 15 and are capped at 100. */
export function pageOf(currentPage: number | null | undefined, limit: number | null | undefined): { page: number; limit: number } {
  const size = limit === null || limit === undefined || limit < 1 ? DEFAULT_SUBMISSION_PAGE_SIZE : Math.min(limit, MAX_SUBMISSION_PAGE_SIZE);
  // Past the last possible row the page is simply empty; capping keeps the SQL offset a plain integer.
  const lastPage = Math.floor(MAX_OFFSET / size);
  const page = currentPage === null || currentPage === undefined || currentPage < 1 ? 1 : Math.min(currentPage, lastPage);
  return { page, limit: size };
}

/** The largest row offset a list query uses (MariaDB reads a larger number as a float literal). */
const MAX_OFFSET = 2 ** 31;

/**
 * Totals of the unfiltered lists (the public status page everyone opens), per (cid, gid, whether
 * hidden problems are left out). Counting
 * costs a scan of every index entry (~12 ms at 50k rows), and only an insert changes these totals:
 * this process forgets them on each of its inserts, and submissions stored by another instance show
 * up in the total within two seconds. Filtered totals (by user, status, problem) are always exact.
 */
const unfilteredTotals = new TtlCache<number>(2_000, 1_000);

/** Called after a submission is stored, so this process never shows a stale unfiltered total. */
export function forgetListTotals(): void {
  unfilteredTotals.clear();
}

function isUnfiltered(filter: SubmissionFilter): boolean {
  return filter.uid === undefined && filter.status === undefined && filter.username === undefined && filter.problemId === undefined;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/** The summary columns of `judge`, in the order the list query selects them. */
const LIST_COLUMNS = [
  'submitId', 'pid', 'displayPid', 'uid', 'username', 'submitTime', 'status', 'share', 'time', 'memory',
  'score', 'oiRankScore', 'length', 'language', 'judger', 'isManual', 'cid', 'gid', 'version',
] as const satisfies readonly (keyof SubmissionRow)[];

const LIST_SELECT = LIST_COLUMNS.map((column) => `j.\`${column}\``).join(', ');

/** A list row as the driver returns it: flags are 0/1, and the problem title comes from the join. */
type ListRow = Omit<SubmissionRow, 'share' | 'isManual'> & { share: number | boolean; isManual: number | boolean; title: string | null };

/**
 * The WHERE clause of a list filter, with its parameters; `pid` replaces a complete problem id.
 * The visibility condition (`visibleProblemsOnly`) is left to the caller: the page and the count
 * state it in two equivalent forms (see JOINED_PROBLEM_VISIBLE_SQL).
 */
function listWhere(filter: SubmissionFilter, pid: number | undefined): { sql: string; params: unknown[] } {
  const clauses = ['j.`cid` = ?'];
  const params: unknown[] = [filter.cid];
  if (filter.gid === undefined) clauses.push('j.`gid` IS NULL');
  else {
    clauses.push('j.`gid` = ?');
    params.push(filter.gid);
  }
  const equal = (column: string, value: unknown): void => {
    clauses.push(`j.\`${column}\` = ?`);
    params.push(value);
  };
  if (filter.uid !== undefined) equal('uid', filter.uid);
  if (filter.status !== undefined) equal('status', filter.status);
  if (filter.username !== undefined) equal('username', filter.username);
  if (pid !== undefined) equal('pid', pid);
  else if (filter.problemId !== undefined) {
    if (filter.completeProblemId) equal('displayPid', filter.problemId);
    else {
      // Backslash is the default LIKE escape, as escapeLike uses.
      clauses.push('j.`displayPid` LIKE ?');
      params.push(`%${escapeLike(filter.problemId)}%`);
    }
  }
  return { sql: clauses.join(' AND '), params };
}

function fromListRow(raw: ListRow): SubmissionRow {
  const { title: _title, share, isManual, ...rest } = raw;
  return { ...rest, share: Boolean(share), isManual: Boolean(isManual) };
}

/**
 * One page of submissions, newest first, never the code. Every filter is an indexed equality
 * (uid, status, pid, cid, gid) except a partial problem id, and rows come in primary-key order.
 * This is the busiest read of the site (the status page), so it is plain SQL: one query for the
 * page with the problem titles joined in, one count (the unfiltered one cached, see above), and no
 * entity hydration. For non-admins, main-bank lists leave out private and group problems with one
 * more condition on the joined problem (page) or on pid (count). The columns are the entity's own (the schema-drift test keeps them in step).
 */
export async function listSubmissions(db: DataSource, filter: SubmissionFilter): Promise<{ total: number; records: SubmissionSummaryDto[] }> {
  let pid: number | undefined;
  if (filter.problemId !== undefined && filter.completeProblemId && filter.cid === 0) {
    // A display id is unique in the main bank: filter on the indexed pid instead of the text.
    const found = await problemIdOf(db, filter.problemId);
    if (found === null) return { total: 0, records: [] };
    pid = found;
  }
  const where = listWhere(filter, pid);
  const visible = filter.visibleProblemsOnly;
  const offset = (filter.page - 1) * filter.limit;
  const countTotal = async (): Promise<number> => {
    const counted = await db.query<{ total: number | string }[]>(
      `SELECT COUNT(*) AS \`total\` FROM \`judge\` j WHERE ${where.sql}${visible ? ` AND j.\`pid\` NOT IN (${HIDDEN_PROBLEM_IDS_SQL})` : ''}`,
      visible ? [...where.params, OPEN_PROBLEM_SQL_PARAMETER] : where.params,
    );
    return Number(counted[0]?.total ?? 0);
  };
  const [rows, total] = await Promise.all([
    db.query<ListRow[]>(
      `SELECT ${LIST_SELECT}, p.\`title\` FROM \`judge\` j LEFT JOIN \`problem\` p ON p.\`id\` = j.\`pid\` WHERE ${where.sql}${visible ? ` AND ${JOINED_PROBLEM_VISIBLE_SQL}` : ''} ORDER BY j.\`submitId\` DESC LIMIT ? OFFSET ?`,
      [...where.params, ...(visible ? [OPEN_PROBLEM_SQL_PARAMETER] : []), filter.limit, offset],
    ),
    isUnfiltered(filter) ? unfilteredTotals.get(`${filter.cid}:${filter.gid ?? ''}:${filter.visibleProblemsOnly ? 'visible' : 'all'}`, countTotal) : countTotal(),
  ]);
  const titles = new Map(rows.map((raw) => [raw.pid, raw.title ?? '']));
  return { total, records: rows.map((raw) => toSummary(fromListRow(raw), titles)) };
}

/** A submission without its code, or null. */
export async function findSubmission(db: DataSource, submitId: number): Promise<SubmissionRow | null> {
  return db.getRepository(JudgeEntity).findOne({ where: { submitId }, select: SUMMARY_SELECT });
}

/** Summaries of the given submissions that the viewer may see (given each one's problem, null when gone), keyed by submitId. */
export async function submissionStatuses(
  db: DataSource,
  submitIds: readonly number[],
  cid: number,
  visible: (row: SubmissionRow, problem: ProblemVisibility | null) => boolean,
): Promise<Record<string, SubmissionSummaryDto>> {
  if (submitIds.length === 0) return {};
  const rows = await db.getRepository(JudgeEntity).find({ where: { submitId: In([...new Set(submitIds)]), cid }, select: SUMMARY_SELECT });
  const pids = [...new Set(rows.map((row) => row.pid))];
  const problems = await findProblems(db, pids, ['title', 'auth', 'isGroup', 'gid']);
  const problemOf = new Map(problems.map((problem) => [problem.id, problem]));
  const shown = rows.filter((row) => visible(row, problemOf.get(row.pid) ?? null));
  const titles = new Map(problems.map((problem) => [problem.id, problem.title]));
  return Object.fromEntries(shown.map((row) => [String(row.submitId), toSummary(row, titles)]));
}
