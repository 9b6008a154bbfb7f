import type { ContestFacts, ContestViewer } from './facts.ts';
import { isContestAdmin } from './admin.ts';
import type { ContestRegistration } from './entry.ts';
import { timedWorkOfContest } from './timed.ts';
import { timedWorkResultsHidden } from '../timed-work/hidden.ts';

type SealFacts = Pick<ContestFacts, 'kind' | 'endTimeMs' | 'sealStartMs' | 'autoRealRank'>;

/** When the board is sealed: from `fromMs`, until `untilMs` (exclusive), or for good when null. */
export interface SealWindow {
  fromMs: number;
  untilMs: number | null;
}

/**
 * The board's seal (spec 02 §4), for everyone but the contest's admins: from the seal time to the
 * end when autoRealRank unseals the board then, for good when it does not. Null when never sealed.
 */
export function sealWindowOf(contest: SealFacts): SealWindow | null {
  if (contest.kind !== 'contest' || contest.sealStartMs === null) return null;
  return { fromMs: contest.sealStartMs, untilMs: contest.autoRealRank ? Math.max(contest.sealStartMs, contest.endTimeMs) : null };
}

/** Since when others' results are hidden at `nowMs` (the seal time while sealed), else null. */
export function sealedSinceMs(contest: SealFacts, nowMs: number): number | null {
  const seal = sealWindowOf(contest);
  if (seal === null || nowMs < seal.fromMs || (seal.untilMs !== null && nowMs >= seal.untilMs)) return null;
  return seal.fromMs;
}

/** The seal as this viewer meets it: none for the contest's admins. */
export function sealWindowFor(contest: SealFacts & Pick<ContestFacts, 'authorUid' | 'gid'>, viewer: ContestViewer): SealWindow | null {
  return isContestAdmin(contest, viewer) ? null : sealWindowOf(contest);
}

/** Whether the viewer sees the sealed board now. */
export function isSealedFor(contest: SealFacts & Pick<ContestFacts, 'authorUid' | 'gid'>, viewer: ContestViewer, nowMs: number): boolean {
  return !isContestAdmin(contest, viewer) && sealedSinceMs(contest, nowMs) !== null;
}

/**
 * Real-time permission (spec 02 §4): the real board and the contest problems' AC and total counts.
 * Contest admins always; everyone else whenever the board is not sealed for them.
 */
export function hasRealTimePermission(contest: SealFacts & Pick<ContestFacts, 'authorUid' | 'gid'>, viewer: ContestViewer, nowMs: number): boolean {
  return !isSealedFor(contest, viewer, nowMs);
}

/** Over and unsealed: the contest has ended and its board shows real results to everyone. */
export function isOverAndUnsealed(contest: SealFacts, nowMs: number): boolean {
  return nowMs >= contest.endTimeMs && sealedSinceMs(contest, nowMs) === null;
}

/**
 * Whether a submitter sees the result of their own submission: always in a contest; in a timed work
 * (spec 02 §4, hidden -5) the admin roles always, a user once the work no longer runs for them
 * (handed in, their time ran out, or the window ended). `registration` is the submitter's record.
 */
export function seesOwnResult(contest: ContestFacts, viewer: ContestViewer, registration: ContestRegistration | null, nowMs: number): boolean {
  if (contest.kind === 'contest') return true;
  const work = timedWorkOfContest(contest, registration);
  return !timedWorkResultsHidden(work.facts, viewer, work.record, nowMs);
}
