/**
 * The contest rule interface: each rule (ACM, OI) is one data object with the same methods, over
 * one shared board (board.ts) that stores submissions, orders rows and serves pages.
 */
import { Verdict } from '@oj/contracts';
import type { AcmCellDto, OiCellDto } from '@oj/contracts';

/** A submission as the board keeps it: its problem is a column index. */
export interface StoredSubmission {
  readonly submitId: number;
  readonly uid: string;
  readonly problem: number;
  readonly submitTimeMs: number;
  status: number;
  /** The OI score, 0 when absent. */
  score: number;
}

/**
 * Which submissions a view shows: those before the end (or all with containsEnd); with a seal,
 * those at or after sealMs are hidden (counted as pending, never as results).
 */
export interface ViewWindow {
  readonly startMs: number;
  readonly endMs: number;
  readonly sealMs: number | null;
  readonly containsEnd: boolean;
}

/**
 * What a row's order is made of, summed over its cells: `primary` descending (ACM: accepted
 * problems; OI: score), then `secondary` ascending (ACM: penalty time; OI: tie-break time), in
 * seconds. `accepted` is the AC count shown on every row.
 */
export interface ScoredCell {
  readonly primary: number;
  readonly secondary: number;
  readonly accepted: number;
}

/** How a verdict counts on a board. */
export type VerdictKind = 'accepted' | 'rejected' | 'pending' | 'ignored';

const PENDING: ReadonlySet<number> = new Set([Verdict.Pending, Verdict.Compiling, Verdict.Judging, Verdict.Submitting]);
/** Tries that failed. */
const REJECTED: ReadonlySet<number> = new Set([
  Verdict.WrongAnswer,
  Verdict.PresentationError,
  Verdict.TimeLimitExceeded,
  Verdict.MemoryLimitExceeded,
  Verdict.RuntimeError,
  Verdict.PartialAccepted,
]);

/**
 * Accepted, rejected, pending, or ignored: not a try, because the code never ran to a verdict
 * (Compile Error) or the platform failed or gave up on it (System Error, Submitted Failed,
 * Cancelled, Submitted Unknown Result), and any unknown code.
 */
export function verdictKind(status: number): VerdictKind {
  if (status === Verdict.Accepted) return 'accepted';
  if (REJECTED.has(status)) return 'rejected';
  return PENDING.has(status) ? 'pending' : 'ignored';
}

/** Seconds from the contest start (never negative: an admin's test before the start counts as 0). */
export function secondsFromStart(submitTimeMs: number, window: ViewWindow): number {
  return Math.max(0, Math.floor((submitTimeMs - window.startMs) / 1000));
}

/** Whether the window hides this submission behind the seal. */
export function isHidden(submitTimeMs: number, window: ViewWindow): boolean {
  return window.sealMs !== null && submitTimeMs >= window.sealMs;
}

/** Whether the window leaves this submission out (after the end, without containsEnd). */
export function isOutside(submitTimeMs: number, window: ViewWindow): boolean {
  return !window.containsEnd && submitTimeMs >= window.endMs;
}

/** One contest rule. `C` is its cell: what one user's submissions to one problem add up to. */
export interface ContestRule<C extends ScoredCell> {
  readonly name: 'ACM' | 'OI';
  /**
   * The cell of one user and problem in a view, from the user's submissions to that problem in
   * submit order; null when the view shows none of them (no cell, and no row without any cell).
   */
  cell(submissions: readonly StoredSubmission[], window: ViewWindow): C | null;
  /** The wire cell; `isFirstAccept` says whether the cell's accepted submission is first blood. */
  render(cell: C, isFirstAccept: (submitId: number) => boolean): AcmCellDto | OiCellDto;
  /** The row's totals on the wire, from its sums. */
  totals(sums: ScoredCell): { totalTime: number; totalScore: number; ac: number };
  /**
   * The submission that could take first blood: the first accepted one before the end (ACM);
   * null when there is none, and always for OI.
   */
  firstAccept(submissions: readonly StoredSubmission[], endMs: number): StoredSubmission | null;
  /** The submissions of a cell that the seal hides in this window and a reveal would show. */
  hidden(submissions: readonly StoredSubmission[], window: ViewWindow): StoredSubmission[];
}
