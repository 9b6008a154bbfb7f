import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import type { SubmissionSummaryDto } from '@oj/contracts';
import { JudgeEntity } from '@oj/db';
import { HIDDEN_PROBLEM_IDS_SQL, OPEN_PROBLEM_SQL_PARAMETER, findProblems, openProblemSql, problemIdOf } from '@oj/db/reads';
import type { ProblemVisibility } from './access.ts';
import { presentInContest } from './contest-rules.ts';
import { listWhere } from './list-filter.ts';
import type { ListPage, RecentListPages } from './recent-pages.ts';
import type { SubmissionFilter } from './list-filter.ts';
import { SUMMARY_COLUMNS, SUMMARY_SELECT } from '../judge-rows/rows.ts';
import type { SubmissionRow } from '../judge-rows/rows.ts';

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

function isUnfiltered(filter: SubmissionFilter): boolean {
  // Contest lists are counted exactly: their window and seal belong to the viewer and the moment.
  return (
    filter.contest === undefined && filter.uid === undefined && filter.status === undefined && filter.username === undefined && filter.problemId === undefined
  );
}

const LIST_SELECT = SUMMARY_COLUMNS.map((column) => `j.\`${column}\``).join(', ');

/** A list row as the driver returns it: flags are 0/1, and the problem title comes from the join. */
type ListRow = Omit<SubmissionRow, 'share' | 'isManual'> & { share: number | boolean; isManual: number | boolean; title: string | null };

function fromListRow(raw: ListRow): SubmissionRow {
  const { title: _title, share, isManual, ...rest } = raw;
  return { ...rest, share: Boolean(share), isManual: Boolean(isManual) };
}

/**
 * The key of a filter's page: everything that decides which rows the database returns, so two
 * requests under one key get the same rows. The contest's display ids and its seal's mask are
 * applied after (`presentInContest`), except a status filter under a seal, which the query itself
 * sees through the viewer's mask (list-filter.ts `maskedStatus`): that mask is part of the key.
 */
export function pageKeyOf(filter: SubmissionFilter): string {
  const { contest } = filter;
  const { mask } = contest ?? {};
  const maskedStatus = mask && filter.status !== undefined ? [mask.kind, mask.viewerUid, mask.kind === 'seal' ? mask.sinceMs : null] : null;
  return JSON.stringify([
    filter.page,
    filter.limit,
    filter.cid,
    filter.gid ?? null,
    filter.uid ?? null,
    filter.status ?? null,
    filter.username ?? null,
    filter.problemId ?? null,
    filter.completeProblemId,
    filter.visibleProblemsOnly,
    contest ? [contest.fromMs, contest.untilMs, contest.pids, maskedStatus] : null,
  ]);
}

/**
 * One page of submissions, newest first, never the code, kept a short while per filter by `pages`
 * (recent-pages.ts). The contest list (`filter.contest`) names its rows by the contest's display
 * ids and hides what its seal covers from this viewer, after the page is read or reused.
 */
export async function listSubmissions(
  db: DataSource,
  filter: SubmissionFilter,
  pages: RecentListPages,
): Promise<{ total: number; records: SubmissionSummaryDto[] }> {
  const page = await pages.page(pageKeyOf(filter), filter.cid, () => readPage(db, filter, pages));
  const { contest } = filter;
  return { total: page.total, records: contest ? page.records.map((record) => presentInContest(record, contest.displayIds, contest.mask)) : [...page.records] };
}

/**
 * Reads one page. Every filter is an indexed equality (uid, status, pid, cid, gid) except a partial
 * problem id, and rows come in primary-key order. This is the busiest read of the site (the status
 * page), so it is plain SQL: one query for the page with the problem titles joined in, one count
 * (the unfiltered one kept for two seconds, forgotten on this process's changes), and no entity
 * hydration. For non-admins, main-bank lists leave out private and group problems with one more
 * condition on the joined problem (page) or on pid (count). The columns are the entity's own (the
 * schema-drift test keeps them in step). The contest list is the same query within the contest's
 * window and problems.
 */
async function readPage(db: DataSource, filter: SubmissionFilter, pages: RecentListPages): Promise<ListPage> {
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
    isUnfiltered(filter)
      ? pages.unfilteredTotal(`${filter.cid}:${filter.gid ?? ''}:${filter.visibleProblemsOnly ? 'visible' : 'all'}`, filter.cid, countTotal)
      : countTotal(),
  ]);
  const titles = new Map(rows.map((raw) => [raw.pid, raw.title ?? '']));
  return { total, records: rows.map((raw) => toSummary(fromListRow(raw), titles)) };
}

/** The owner and place of a submission (what sharing it checks), or null. */
export async function findShareTarget(db: DataSource, submitId: number): Promise<Pick<SubmissionRow, 'submitId' | 'uid' | 'pid' | 'cid'> | null> {
  return db.getRepository(JudgeEntity).findOne({ where: { submitId }, select: { submitId: true, uid: true, pid: true, cid: true } });
}

/** Shares or unshares the code of a submission (the owner's choice, checked by the caller). */
export async function setShared(db: DataSource, submitId: number, share: boolean): Promise<void> {
  await db.getRepository(JudgeEntity).update({ submitId }, { share });
}

/** A submission with its code and compiler output (shown where its code may be seen). */
export async function findCodeOf(db: DataSource, submitId: number): Promise<{ code: string | null; errorMessage: string | null }> {
  return db.getRepository(JudgeEntity).findOneOrFail({ where: { submitId }, select: { submitId: true, code: true, errorMessage: true } });
}

/** A submission without its code, or null. */
export async function findSubmission(db: DataSource, submitId: number): Promise<SubmissionRow | null> {
  return db.getRepository(JudgeEntity).findOne({ where: { submitId }, select: SUMMARY_SELECT });
}

/** Problems' columns a status check reads. */
const STATUS_PROBLEM_COLUMNS = ['title', 'auth', 'isGroup', 'gid'] as const;

/**
 * Summaries of the given submissions that the viewer may see (given each one's problem, null when
 * gone), keyed by submitId, each passed through `present` (the contest's display id and seal).
 * `likelyPids` (a contest's problems) are read at the same time as the rows, and only a row's problem outside
 * them afterwards: every waiting contest page asks this every 2 s until its verdict.
 */
export async function submissionStatuses(
  db: DataSource,
  submitIds: readonly number[],
  cid: number,
  visible: (row: SubmissionRow, problem: ProblemVisibility | null) => boolean | Promise<boolean>,
  present: (summary: SubmissionSummaryDto) => SubmissionSummaryDto = (summary) => summary,
  likelyPids: readonly number[] = [],
): Promise<Record<string, SubmissionSummaryDto>> {
  if (submitIds.length === 0) return {};
  const likely = likelyPids.length > 0 ? findProblems(db, [...new Set(likelyPids)], STATUS_PROBLEM_COLUMNS) : Promise.resolve([]);
  void likely.catch(() => undefined);
  const rows = await db.getRepository(JudgeEntity).find({ where: { submitId: In([...new Set(submitIds)]), cid }, select: SUMMARY_SELECT });
  const read = await likely;
  const known = new Set(read.map((problem) => problem.id));
  const others = [...new Set(rows.map((row) => row.pid))].filter((pid) => !known.has(pid));
  const problems = others.length > 0 ? [...read, ...(await findProblems(db, others, STATUS_PROBLEM_COLUMNS))] : read;
  const problemOf = new Map(problems.map((problem) => [problem.id, problem]));
  const seen = await Promise.all(rows.map(async (row) => visible(row, problemOf.get(row.pid) ?? null)));
  const shown = rows.filter((_, index) => seen[index]);
  const titles = new Map(problems.map((problem) => [problem.id, problem.title]));
  return Object.fromEntries(shown.map((row) => [String(row.submitId), present(toSummary(row, titles))]));
}
