// Published by judge-dispatch, owner of the submission tables: a contest's submissions, for the
// contest service's scoreboard rebuild and its problems' accepted and total counts.
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { JudgeEntity } from '../entities/judge.ts';
import type { JudgeRow } from '../entities/judge.ts';

/** A contest submission as the scoreboard reads it. */
export interface ContestSubmission {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  /** The contest problem (`contest_problem.id`). */
  cpid: number;
  status: number;
  score: number | null;
  submitTime: Date;
}

/** Every submission of a contest (cid), in submitId order. */
export async function contestSubmissions(db: DataSource, cid: number): Promise<ContestSubmission[]> {
  return db.getRepository(JudgeEntity).find({
    where: { cid },
    select: { submitId: true, uid: true, username: true, pid: true, cpid: true, status: true, score: true, submitTime: true },
    order: { submitId: 'ASC' },
  });
}

/** How many submissions of one status a contest problem has. */
export interface ContestStatusCount {
  cpid: number;
  status: number;
  count: number;
}

/**
 * A contest's submissions counted per contest problem and status, one query; `before` leaves out
 * those made at or after it (the contest's end, when post-contest submissions do not count).
 */
export async function contestStatusCounts(db: DataSource, cid: number, before: Date | null): Promise<ContestStatusCount[]> {
  const query = db
    .createQueryBuilder()
    .select('j.cpid', 'cpid')
    .addSelect('j.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .from(JudgeEntity, 'j')
    .where('j.cid = :cid', { cid })
    .groupBy('j.cpid')
    .addGroupBy('j.status');
  if (before !== null) query.andWhere('j.submitTime < :before', { before });
  const rows = await query.getRawMany<{ cpid: number | string; status: number | string; count: number | string }>();
  return rows.map((row) => ({ cpid: Number(row.cpid), status: Number(row.status), count: Number(row.count) }));
}

/** The language name of every submission of a contest (cid), by submitId (the ICPC contest API). */
export async function contestSubmissionLanguages(db: DataSource, cid: number): Promise<Map<number, string>> {
  const rows = await db.getRepository(JudgeEntity).find({ where: { cid }, select: { submitId: true, language: true } });
  return new Map(rows.map((row) => [row.submitId, row.language]));
}

/** A contest submission as the timed-work submission list shows it (never the code). */
export type ContestSubmissionRow = Pick<
  JudgeRow,
  | 'submitId'
  | 'pid'
  | 'displayPid'
  | 'uid'
  | 'username'
  | 'status'
  | 'score'
  | 'oiRankScore'
  | 'time'
  | 'memory'
  | 'length'
  | 'language'
  | 'judger'
  | 'submitTime'
  | 'share'
  | 'isManual'
  | 'cid'
  | 'gid'
  | 'errorMessage'
>;

/** One page of a contest's (or timed work's, cid = id + 50000) submissions, newest first; `pids` narrows to those problems. */
export async function contestSubmissionPage(
  db: DataSource,
  cid: number,
  pids: readonly number[] | null,
  page: { offset: number; limit: number },
): Promise<{ total: number; rows: ContestSubmissionRow[] }> {
  const where = pids === null ? { cid } : { cid, pid: In([...pids]) };
  const [rows, total] = await db.getRepository(JudgeEntity).findAndCount({
    where,
    select: {
      submitId: true,
      pid: true,
      displayPid: true,
      uid: true,
      username: true,
      status: true,
      score: true,
      oiRankScore: true,
      time: true,
      memory: true,
      length: true,
      language: true,
      judger: true,
      submitTime: true,
      share: true,
      isManual: true,
      cid: true,
      gid: true,
      errorMessage: true,
    },
    order: { submitId: 'DESC' },
    skip: page.offset,
    take: page.limit,
  });
  return { total, rows };
}
