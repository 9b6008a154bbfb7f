import type { DataSource } from 'typeorm';
import { Verdict } from '@oj/contracts';
import type { SubmissionRow } from './rows.ts';

/** The figures of the accepted report card (spec 01 §2); null unless the submission is Accepted. */
export interface AcceptedCardFigures {
  /** Whole days since the submitter registered, at least 1. */
  days: number | null;
  /** Distinct problems the submitter has solved. */
  accepted: number | null;
}

const NONE: AcceptedCardFigures = { days: null, accepted: null };

// user_acproblem is booked from the judged event, a moment after the verdict is stored: a card
// read right away counts this submission's problem too (the union keeps it distinct). Contest
// submissions are not booked there, so only main-bank and group ones are added.
const FIGURES_SQL = [
  'SELECT GREATEST(TIMESTAMPDIFF(DAY, u.`gmtCreate`, CURRENT_TIMESTAMP(3)), 1) AS days,',
  '(SELECT COUNT(*) FROM (SELECT `pid` FROM `user_acproblem` WHERE `uid` = ? UNION SELECT ? FROM DUAL WHERE ? = 0) AS solved) AS accepted',
  'FROM `user_info` u WHERE u.`uid` = ?',
].join(' ');

/** The accepted card's days and accepted count for a submission, in one query. */
export async function acceptedCardOf(db: DataSource, row: Pick<SubmissionRow, 'uid' | 'pid' | 'cid' | 'status'>): Promise<AcceptedCardFigures> {
  if (row.status !== Verdict.Accepted) return NONE;
  const rows = await db.query<{ days: number | string; accepted: number | string }[]>(FIGURES_SQL, [row.uid, row.pid, row.cid, row.uid]);
  const figures = rows[0];
  // A submitter whose account is gone has no card.
  if (!figures) return NONE;
  return { days: Number(figures.days), accepted: Number(figures.accepted) };
}
