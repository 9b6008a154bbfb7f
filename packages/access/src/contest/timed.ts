import type { TimedWorkFacts, TimedWorkRecordFacts } from '../timed-work/status.ts';
import type { ContestFacts } from './facts.ts';
import type { ContestRegistration } from './entry.ts';

/**
 * A timed work as the contest gate carries it (kind `timedWork`, its duration, and one member's
 * entry: started at `registeredAtMs`, handed in at `handedInAtMs`), read as the timed-work rules'
 * facts, so the contest policy asks those rules instead of restating them.
 */
export function timedWorkOfContest(
  contest: Pick<ContestFacts, 'startTimeMs' | 'endTimeMs' | 'durationSec'>,
  registration: ContestRegistration | null,
): { facts: TimedWorkFacts; record: TimedWorkRecordFacts | null } {
  const windowSec = Math.max(1, Math.ceil((contest.endTimeMs - contest.startTimeMs) / 1000));
  return {
    facts: { startTimeMs: contest.startTimeMs, endTimeMs: contest.endTimeMs, durationSec: contest.durationSec ?? windowSec },
    record: registration === null ? null : { startTimeMs: registration.registeredAtMs, endTimeMs: registration.handedInAtMs },
  };
}
