import { ContestStatus } from '@oj/contracts';
import type { ContestStatusCode } from '../contest/admin.ts';
import { contestStatusAt } from '../contest/admin.ts';

/**
 * A timed work as its rules read it (spec 02 §3, §4): plain facts, no row and no clock. Its window
 * runs from `startTimeMs` (inclusive) to `endTimeMs` (exclusive); one user's attempt lasts
 * `durationSec` from their start, never past the window's end.
 */
export interface TimedWorkFacts {
  startTimeMs: number;
  endTimeMs: number;
  durationSec: number;
}

/** One user's record: when they started, and when their attempt ended (handed in), or null. */
export interface TimedWorkRecordFacts {
  startTimeMs: number;
  /** Set on hand-in; null while answering (an attempt whose time ran out keeps null: see `personalEndMs`). */
  endTimeMs: number | null;
}

/** The timed work's own status: scheduled before the window, running in it, ended after. */
export function timedWorkStatusAt(work: TimedWorkFacts, nowMs: number): ContestStatusCode {
  return contestStatusAt(work, nowMs);
}

/**
 * Spec 02 §4 "Its end is the earlier of the window end and record start plus duration": when one
 * user's attempt ends by the clock (a hand-in ends it sooner).
 */
export function personalEndMs(work: TimedWorkFacts, record: Pick<TimedWorkRecordFacts, 'startTimeMs'>): number {
  return Math.min(work.endTimeMs, record.startTimeMs + work.durationSec * 1000);
}

/**
 * Spec 02 §4 "Timed work status" for one user: with a record that has an end, ended; with a record
 * and no end, running (until its personal end passes: then ended, as if handed in by the clock);
 * without a record, the work's own status.
 */
export function personalTimedWorkStatus(work: TimedWorkFacts, record: TimedWorkRecordFacts | null, nowMs: number): ContestStatusCode {
  if (record === null) return timedWorkStatusAt(work, nowMs);
  if (record.endTimeMs !== null) return ContestStatus.Ended;
  return nowMs < personalEndMs(work, record) ? ContestStatus.Running : ContestStatus.Ended;
}

/** Whether the user's attempt is over: handed in, or its time ran out. */
export function isAttemptOver(work: TimedWorkFacts, record: TimedWorkRecordFacts, nowMs: number): boolean {
  return personalTimedWorkStatus(work, record, nowMs) === ContestStatus.Ended;
}
