/**
 * The ACM rule: problems solved, then penalty time. A cell counts its rejected tries before the
 * first accepted one; tries after it are ignored; CE, SE, Submitted Failed and Cancelled are not
 * tries; pending ones (and, in the sealed view, every try at or after the seal) show as pending.
 */
import type { AcmCellDto } from '@oj/contracts';
import { isHidden, isOutside, secondsFromStart, verdictKind } from '../rule.ts';
import type { ContestRule, ScoredCell, StoredSubmission } from '../rule.ts';

/** Penalty per rejected try before the first AC: 20 minutes. */
export const ACM_PENALTY_SEC = 20 * 60;

/** One user's standing on one problem under ACM rules. */
export interface AcmCell extends ScoredCell {
  /** The counted accepted submission; null when not solved in this view. */
  readonly acceptedId: number | null;
  /** Seconds from the start to the accepted submission. */
  readonly acTimeSec: number | null;
  /** Rejected tries before the accepted one (all of them when not solved). */
  readonly errorNum: number;
  /** Tries not known in this view: still judging, or hidden by the seal. */
  readonly pendingNum: number;
  /** Accepted after the end, or (not solved) rejected after the end: counted only with containsEnd. */
  readonly isAfterContest: boolean;
}

export const acmRule: ContestRule<AcmCell> = {
  name: 'ACM',

  cell(submissions, window) {
    let seen = false;
    let errorNum = 0;
    let pendingNum = 0;
    let afterContest = false;
    for (const submission of submissions) {
      if (isOutside(submission.submitTimeMs, window)) break;
      seen = true;
      const kind = verdictKind(submission.status);
      if (kind === 'ignored') continue;
      if (kind === 'pending' || isHidden(submission.submitTimeMs, window)) {
        pendingNum += 1;
      } else if (kind === 'rejected') {
        errorNum += 1;
        if (submission.submitTimeMs >= window.endMs) afterContest = true;
      } else {
        const acTimeSec = secondsFromStart(submission.submitTimeMs, window);
        return {
          primary: 1,
          secondary: acTimeSec + errorNum * ACM_PENALTY_SEC,
          accepted: 1,
          acceptedId: submission.submitId,
          acTimeSec,
          errorNum,
          pendingNum,
          isAfterContest: submission.submitTimeMs >= window.endMs,
        };
      }
    }
    if (!seen) return null;
    return { primary: 0, secondary: 0, accepted: 0, acceptedId: null, acTimeSec: null, errorNum, pendingNum, isAfterContest: afterContest };
  },

  render(cell, isFirstAccept): AcmCellDto {
    const isAC = cell.acceptedId !== null;
    return {
      isAC,
      isFirstAC: cell.acceptedId !== null && isFirstAccept(cell.acceptedId),
      isAfterContest: cell.isAfterContest,
      ACTime: cell.acTimeSec,
      tryNum: cell.errorNum + (isAC ? 1 : 0),
      errorNum: cell.errorNum,
      pendingNum: cell.pendingNum,
    };
  },

  totals: (sums) => ({ totalTime: sums.secondary, totalScore: 0, ac: sums.accepted }),

  firstAccept(submissions, endMs) {
    for (const submission of submissions) {
      if (submission.submitTimeMs >= endMs) return null;
      if (verdictKind(submission.status) === 'accepted') return submission;
    }
    return null;
  },

  hidden(submissions, window) {
    const found: StoredSubmission[] = [];
    for (const submission of submissions) {
      if (isOutside(submission.submitTimeMs, window)) break;
      const kind = verdictKind(submission.status);
      if (kind === 'ignored') continue;
      if (isHidden(submission.submitTimeMs, window)) found.push(submission);
      // Solved before the seal: what follows is ignored, so nothing of it is hidden.
      else if (kind === 'accepted') return found;
    }
    return found;
  },
};
