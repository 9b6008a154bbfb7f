import type { DataSource } from 'typeorm';
import { Verdict } from '@oj/contracts';
import { daysSinceRegistration } from '@oj/db/reads';
import type { SubmissionRow } from '../judge-rows/rows.ts';

/** The figures of the accepted report card (spec 01 §2); null unless the submission is Accepted. */
export interface AcceptedCardFigures {
  /** Whole days since the submitter registered, at least 1. */
  days: number | null;
  /** Distinct problems the submitter has solved. */
  accepted: number | null;
}

const NONE: AcceptedCardFigures = { days: null, accepted: null };

// A problem is solved while one of the user's submissions to it outside contests is Accepted: the
// rule the gateway's solved list (user_acproblem) follows from the judged events. Counted from the
// judge rows themselves, the submission whose verdict was just stored is always among them.
const SOLVED_SQL = 'SELECT COUNT(DISTINCT `pid`) AS accepted FROM `judge` WHERE `uid` = ? AND `status` = ? AND `cid` = 0';

/** The accepted card's days and accepted count for a submission. */
export async function acceptedCardOf(db: DataSource, row: Pick<SubmissionRow, 'uid' | 'status'>): Promise<AcceptedCardFigures> {
  if (row.status !== Verdict.Accepted) return NONE;
  const [days, solved] = await Promise.all([
    daysSinceRegistration(db, row.uid),
    db.query<{ accepted: number | string }[]>(SOLVED_SQL, [row.uid, Verdict.Accepted]),
  ]);
  // A submitter whose account is gone has no card.
  if (days === null) return NONE;
  return { days, accepted: Number(solved[0]?.accepted ?? 0) };
}
