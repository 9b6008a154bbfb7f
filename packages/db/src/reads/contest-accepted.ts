// Published by judge-dispatch, owner of the submission tables: a contest's accepted submissions,
// newest first, for the contest service's AC info (balloons) page.
import { Verdict } from '@oj/contracts';
import type { DataSource } from 'typeorm';
import { JudgeEntity } from '../entities/judge.ts';

/** An accepted contest submission as the AC info lists it. */
export interface ContestAcceptedSubmission {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  /** The contest problem (`contest_problem.id`). */
  cpid: number;
  submitTime: Date;
}

/** One page of a contest's accepted submissions, newest first (submit time, then id), and how many there are. */
export async function contestAcceptedSubmissions(
  db: DataSource,
  cid: number,
  page: { offset: number; limit: number },
): Promise<{ total: number; records: ContestAcceptedSubmission[] }> {
  const [records, total] = await db.getRepository(JudgeEntity).findAndCount({
    where: { cid, status: Verdict.Accepted },
    select: { submitId: true, uid: true, username: true, pid: true, cpid: true, submitTime: true },
    order: { submitTime: 'DESC', submitId: 'DESC' },
    skip: page.offset,
    take: page.limit,
  });
  return { total, records };
}

/** Whether a submission is an accepted one of this contest (the AC info's check mark may only name those). */
export async function isContestAcceptedSubmission(db: DataSource, cid: number, submitId: number): Promise<boolean> {
  return (await db.getRepository(JudgeEntity).countBy({ submitId, cid, status: Verdict.Accepted })) > 0;
}
