/**
 * The timed-work service's side of its rules (@oj/access timed-work): the facts the rules read of
 * the rows and the caller. No rule is written here.
 */
import { contestViewerOf } from '@oj/access';
import type { ContestViewer, TimedWorkFacts, TimedWorkRecordFacts, TimedWorkRefusal } from '@oj/access';
import type { AuthUser } from '@oj/service-kit';
import type { TimedWorkRecordRow, TimedWorkRow } from '@oj/db';
import { TimedWorkMessage } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';

export function timedWorkFactsOf(work: Pick<TimedWorkRow, 'startTime' | 'endTime' | 'duration'>): TimedWorkFacts {
  return { startTimeMs: work.startTime.getTime(), endTimeMs: work.endTime.getTime(), durationSec: work.duration };
}

export function recordFactsOf(record: Pick<TimedWorkRecordRow, 'startTime' | 'endTime'> | null): TimedWorkRecordFacts | null {
  return record === null ? null : { startTimeMs: record.startTime.getTime(), endTimeMs: record.endTime?.getTime() ?? null };
}

/** The caller as the rules read them (null: anonymous). */
export function viewerFactsOf(user: Pick<AuthUser, 'uid' | 'roles'> | null | undefined): ContestViewer {
  return contestViewerOf(user ?? null);
}

/** The message of each refusal. */
export const TIMED_WORK_REFUSALS: Readonly<Record<TimedWorkRefusal, ServerMessage>> = {
  notStarted: TimedWorkMessage.notStarted,
  ended: TimedWorkMessage.ended,
  alreadyStarted: TimedWorkMessage.alreadyStarted,
  notEntered: TimedWorkMessage.notEntered,
  handedIn: TimedWorkMessage.handedIn,
};
