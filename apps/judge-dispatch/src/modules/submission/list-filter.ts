import { CONTEST_HIDDEN_STATUS, DEFAULT_SUBMISSION_PAGE_SIZE, MAX_SUBMISSION_PAGE_SIZE } from '@oj/contracts';
import { TIMED_WORK_HIDDEN_STATUSES } from '@oj/access';
import type { ResultMask } from './contest-rules.ts';

/**
 * The contest version of the list (contest-submissions): the contest's window, its display ids and
 * the results its seal hides from the viewer. With it the list ignores `gid` (the contest decides).
 */
export interface ContestListContext {
  /** Rows submitted at or after this time (ms since the epoch), or null for any time. */
  fromMs: number | null;
  /** Rows submitted before this time, or null for any time. */
  untilMs: number | null;
  /** Only submissions to these problems (a display-id filter resolved by the contest), or null. */
  pids: readonly number[] | null;
  /** Other users' results hidden from the viewer (the seal), or null. */
  mask: ResultMask | null;
  /** pid → the contest's display id, for the answer. */
  displayIds: ReadonlyMap<number, string>;
}

/** Filters of get-submission-list and contest-submissions, already normalised (empty values are undefined). */
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
  /** The contest list's context; absent for the core list. */
  contest?: ContestListContext;
}

/** The largest row offset a list query uses (MariaDB reads a larger number as a float literal). */
const MAX_OFFSET = 2 ** 31;

/** Page and size: pages below 1 become 1; sizes default to 15 and are capped at 100. */
export function pageOf(currentPage: number | null | undefined, limit: number | null | undefined): { page: number; limit: number } {
  const size = limit === null || limit === undefined || limit < 1 ? DEFAULT_SUBMISSION_PAGE_SIZE : Math.min(limit, MAX_SUBMISSION_PAGE_SIZE);
  // Past the last possible row the page is simply empty; capping keeps the SQL offset a plain integer.
  const lastPage = Math.floor(MAX_OFFSET / size);
  const page = currentPage === null || currentPage === undefined || currentPage < 1 ? 1 : Math.min(currentPage, lastPage);
  return { page, limit: size };
}

/** A text filter trimmed, or undefined when empty. */
export function filterText(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}

/**
 * The status filter seen through a seal: a real status matches the viewer's own rows and the rows
 * before the seal only, and the hidden status (-5) matches exactly the rows shown hidden, so the
 * filter cannot tell what a hidden result is.
 */
function maskedStatus(status: number, mask: ResultMask): { sql: string; params: unknown[] } {
  if (mask.kind === 'ownFinal') return ownFinalStatus(status, mask.viewerUid);
  const since = new Date(mask.sinceMs);
  if (status === CONTEST_HIDDEN_STATUS) return { sql: '(j.`uid` <> ? AND j.`submitTime` >= ?)', params: [mask.viewerUid, since] };
  return { sql: 'j.`status` = ? AND (j.`uid` = ? OR j.`submitTime` < ?)', params: [status, mask.viewerUid, since] };
}

/**
 * The status filter of a timed work that runs for the viewer: -5 matches their rows of the hidden
 * statuses, a hidden status matches none of theirs, any other status matches as it is.
 */
function ownFinalStatus(status: number, viewerUid: string): { sql: string; params: unknown[] } {
  const hidden = TIMED_WORK_HIDDEN_STATUSES;
  const list = hidden.map(() => '?').join(', ');
  if (status === CONTEST_HIDDEN_STATUS) return { sql: `(j.\`uid\` = ? AND j.\`status\` IN (${list}))`, params: [viewerUid, ...hidden] };
  if (hidden.includes(status)) return { sql: 'j.`status` = ? AND j.`uid` <> ?', params: [status, viewerUid] };
  return { sql: 'j.`status` = ?', params: [status] };
}

/**
 * The WHERE clause of a list filter, with its parameters; `pid` replaces a complete problem id.
 * The visibility condition (`visibleProblemsOnly`) is left to the caller: the page and the count
 * state it in two equivalent forms (queries.ts, JOINED_PROBLEM_VISIBLE_SQL).
 */
export function listWhere(filter: SubmissionFilter, pid: number | undefined): { sql: string; params: unknown[] } {
  const clauses = ['j.`cid` = ?'];
  const params: unknown[] = [filter.cid];
  const add = (sql: string, ...values: unknown[]): void => {
    clauses.push(sql);
    params.push(...values);
  };
  const { contest } = filter;
  if (contest) {
    if (contest.fromMs !== null) add('j.`submitTime` >= ?', new Date(contest.fromMs));
    if (contest.untilMs !== null) add('j.`submitTime` < ?', new Date(contest.untilMs));
    if (contest.pids !== null) add(`j.\`pid\` IN (${contest.pids.map(() => '?').join(', ') || 'NULL'})`, ...contest.pids);
  } else if (filter.gid === undefined) add('j.`gid` IS NULL');
  else add('j.`gid` = ?', filter.gid);
  if (filter.uid !== undefined) add('j.`uid` = ?', filter.uid);
  if (filter.status !== undefined) {
    if (contest?.mask) {
      const masked = maskedStatus(filter.status, contest.mask);
      add(masked.sql, ...masked.params);
    } else add('j.`status` = ?', filter.status);
  }
  if (filter.username !== undefined) add('j.`username` = ?', filter.username);
  if (pid !== undefined) add('j.`pid` = ?', pid);
  else if (filter.problemId !== undefined) {
    if (filter.completeProblemId) add('j.`displayPid` = ?', filter.problemId);
    // Backslash is the default LIKE escape, as escapeLike uses.
    else add('j.`displayPid` LIKE ?', `%${escapeLike(filter.problemId)}%`);
  }
  return { sql: clauses.join(' AND '), params };
}
