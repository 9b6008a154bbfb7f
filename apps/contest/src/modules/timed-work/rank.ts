/**
 * get-timed-work-rank and get-timed-work-submission-list (spec 02 §2, §3). The rank counts, per user
 * and problem, the best submission (the highest score; an accepted one without a score counts 100,
 * another 0; the latest among equals); a cell of a user whose attempt still runs shows -5 and no
 * score to everyone but the admin roles (spec 02 §4, hidden results), and adds nothing to the total.
 */
import type { DataSource } from 'typeorm';
import { Verdict } from '@oj/contracts';
import type { TimedWorkRankRowDto, TimedWorkSubmissionListDto, TimedWorkSubmissionListQueryDto } from '@oj/contracts';
import { TimedWorkRecordEntity } from '@oj/db';
import type { TimedWorkRow } from '@oj/db';
import { contestSubmissionPage, contestSubmissions, problemBriefs } from '@oj/db/reads';
import type { ContestSubmission } from '@oj/db/reads';
import { isHiddenWhileRunning, isTimedWorkAdmin, shownTimedWorkStatus, timedWorkResultsHidden } from '@oj/access';
import type { ContestViewer } from '@oj/access';
import { pagingOf } from '../../paging.ts';
import { timedWorkCid } from '../contest-gate/index.ts';
import { recordFactsOf, timedWorkFactsOf } from './facts.ts';
import { timedWorkProblemRows } from './queries.ts';

const FULL_SCORE = 100;

/** What one submission counts for in the rank. */
function scoreOf(submission: Pick<ContestSubmission, 'status' | 'score'>): number {
  if (submission.score !== null) return submission.score;
  return submission.status === Verdict.Accepted ? FULL_SCORE : 0;
}

/** Whether `candidate` replaces `best` as the cell's submission: a final result beats a running one, then the higher score, then the later. */
function better(candidate: ContestSubmission, best: ContestSubmission | undefined): boolean {
  if (best === undefined) return true;
  const final = (submission: ContestSubmission) => isHiddenWhileRunning(submission.status);
  if (final(candidate) !== final(best)) return final(candidate);
  return scoreOf(candidate) >= scoreOf(best);
}

/** The rank rows of a timed work for `viewer`. */
export async function timedWorkRank(db: DataSource, work: TimedWorkRow, viewer: ContestViewer, nowMs: number): Promise<TimedWorkRankRowDto[]> {
  const [problems, submissions, records] = await Promise.all([
    timedWorkProblemRows(db, work.id),
    contestSubmissions(db, timedWorkCid(work.id)),
    db.getRepository(TimedWorkRecordEntity).find({ where: { twid: work.id } }),
  ]);
  const displayIds = new Map(problems.map((problem) => [problem.pid, problem.displayId]));
  const facts = timedWorkFactsOf(work);
  const recordOf = new Map(records.map((record) => [record.uid, recordFactsOf(record)]));
  const admin = isTimedWorkAdmin(viewer);
  const users = new Map<string, { username: string; cells: Map<string, ContestSubmission> }>();
  for (const submission of submissions) {
    const displayId = displayIds.get(submission.pid);
    // Submissions of a problem since removed, and the admins' tries without a record, are not ranked.
    if (displayId === undefined || !recordOf.has(submission.uid) || submission.status === Verdict.Cancelled) continue;
    const user = users.get(submission.uid) ?? { username: submission.username, cells: new Map<string, ContestSubmission>() };
    if (better(submission, user.cells.get(displayId))) user.cells.set(displayId, submission);
    users.set(submission.uid, user);
  }
  const rows = [...users].map(([uid, user]) => {
    // The row's owner meets their results hidden while their attempt runs: so does everyone else.
    const hidden = !admin && timedWorkResultsHidden(facts, { uid, roles: [] }, recordOf.get(uid) ?? null, nowMs);
    let score = 0;
    const submissionInfo: Record<string, { score: number | null; status: number }> = {};
    for (const [displayId, submission] of user.cells) {
      const status = shownTimedWorkStatus(submission.status, hidden);
      const counted = status === submission.status && isHiddenWhileRunning(submission.status) ? scoreOf(submission) : null;
      if (counted !== null) score += counted;
      submissionInfo[displayId] = { score: counted, status };
    }
    return { rank: 0, uid, username: user.username, score, submissionInfo };
  });
  rows.sort((a, b) => b.score - a.score || a.username.localeCompare(b.username));
  rows.forEach((row, index) => {
    const previous = rows[index - 1];
    row.rank = previous !== undefined && previous.score === row.score ? previous.rank : index + 1;
  });
  return rows;
}

/** get-timed-work-submission-list (admins): newest first, 15 a page, optionally one display id. */
export async function timedWorkSubmissionList(
  db: DataSource,
  work: TimedWorkRow,
  query: TimedWorkSubmissionListQueryDto,
  pageSize: number,
): Promise<TimedWorkSubmissionListDto> {
  const problems = await timedWorkProblemRows(db, work.id);
  const displayId = query.displayId?.trim() ?? '';
  const pids = displayId === '' ? null : problems.filter((problem) => problem.displayId === displayId).map((problem) => problem.pid);
  const { limit, offset } = pagingOf(query.currentPage, query.limit, pageSize);
  const { total, rows } = await contestSubmissionPage(db, timedWorkCid(work.id), pids, { offset, limit });
  const displayIds = new Map(problems.map((problem) => [problem.pid, problem.displayId]));
  const briefs = await problemBriefs(db, [...new Set(rows.map((row) => row.pid))]);
  return {
    total,
    records: rows.map((row) => ({
      ...row,
      displayId: displayIds.get(row.pid) ?? row.displayPid,
      title: briefs.get(row.pid)?.title ?? '',
      submitTime: row.submitTime.toISOString(),
      displayTid: work.id,
    })),
  };
}
