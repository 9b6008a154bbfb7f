/**
 * The OI rules: total score, then time. Per problem the score of the last judged submission
 * counts (Recent) or the best one, the earliest to reach it (Highest). Compile errors and the
 * platform's failures are not judged submissions; pending ones, and in the sealed view every one
 * at or after the seal, are not counted and show as pending.
 *
 * Tie-break time: for each problem with a counted score above 0, the seconds from the start to the
 * submission that gave it, summed. (The spec's OI rank score helper, round(0.1 * x + 2 * y), mixes a
 * score with a problem's difficulty for the global OI ranklist; a contest board ranks by the
 * contest's own scores, so it has no use here.)
 */
import { Verdict } from '@oj/contracts';
import type { OiCellDto } from '@oj/contracts';
import { isHidden, isOutside, secondsFromStart, verdictKind } from '../rule.ts';
import type { ContestRule, ScoredCell, StoredSubmission } from '../rule.ts';

/** One user's standing on one problem under OI rules. */
export interface OiCell extends ScoredCell {
  /** The counted score; null when nothing judged is visible. */
  readonly score: number | null;
  /** Seconds from the start to the submission that gave the counted score. */
  readonly timeSec: number | null;
  readonly pendingNum: number;
  readonly isAfterContest: boolean;
}

function createOiRule(mode: 'Recent' | 'Highest'): ContestRule<OiCell> {
  return {
    name: 'OI',

    cell(submissions, window) {
      let seen = false;
      let pendingNum = 0;
      let counted: StoredSubmission | null = null;
      for (const submission of submissions) {
        if (isOutside(submission.submitTimeMs, window)) break;
        seen = true;
        const kind = verdictKind(submission.status);
        if (kind === 'ignored') continue;
        if (kind === 'pending' || isHidden(submission.submitTimeMs, window)) pendingNum += 1;
        else if (mode === 'Recent' || counted === null || submission.score > counted.score) counted = submission;
      }
      if (!seen) return null;
      if (counted === null) return { primary: 0, secondary: 0, accepted: 0, score: null, timeSec: null, pendingNum, isAfterContest: false };
      const timeSec = secondsFromStart(counted.submitTimeMs, window);
      return {
        primary: counted.score,
        secondary: counted.score > 0 ? timeSec : 0,
        accepted: counted.status === Verdict.Accepted ? 1 : 0,
        score: counted.score,
        timeSec,
        pendingNum,
        isAfterContest: counted.submitTimeMs >= window.endMs,
      };
    },

    render: (cell): OiCellDto => ({ score: cell.score, time: cell.timeSec, isAfterContest: cell.isAfterContest, pendingNum: cell.pendingNum }),

    totals: (sums) => ({ totalTime: sums.secondary, totalScore: sums.primary, ac: sums.accepted }),

    firstAccept: () => null,

    hidden: (submissions, window) =>
      submissions.filter(
        (submission) =>
          !isOutside(submission.submitTimeMs, window) && isHidden(submission.submitTimeMs, window) && verdictKind(submission.status) !== 'ignored',
      ),
  };
}

/** OI, the last judged submission's score counts. */
export const oiRecentRule = createOiRule('Recent');
/** OI, the best score counts (its earliest submission gives the time). */
export const oiHighestRule = createOiRule('Highest');
