import { ContestAuth, ContestStatus } from '@oj/contracts';
import type { ContestFacts, ContestViewer } from './facts.ts';
import { contestStatusAt, isContestAdmin } from './admin.ts';
import { timedWorkSubmitRefusal } from '../timed-work/rules.ts';
import { timedWorkOfContest } from './timed.ts';
import { isContestGroupMember } from './group.ts';

/** Why the policy refuses: the services translate each code into their message. */
export type ContestRefusal = 'notStarted' | 'notRegistered' | 'notGroupMember' | 'ended' | 'timedWorkNotStarted';
/** The refusals of entering a contest. */
export type InsideRefusal = Extract<ContestRefusal, 'notStarted' | 'notRegistered' | 'notGroupMember'>;

type EntryFacts = Pick<ContestFacts, 'authorUid' | 'gid' | 'auth' | 'startTimeMs' | 'endTimeMs'>;

/**
 * Why the viewer may not see inside the contest (problems, announcements, the inside board, Q&A),
 * or null when they may: its admins always; a group's contest only its group's members; others not
 * before the start, and for a private contest only once registered. Public and protected contests
 * show their inside to everyone.
 */
export function insideRefusal(contest: EntryFacts, viewer: ContestViewer, registered: boolean, nowMs: number): InsideRefusal | null {
  if (isContestAdmin(contest, viewer)) return null;
  if (!isContestGroupMember(contest, viewer)) return 'notGroupMember';
  if (contestStatusAt(contest, nowMs) === ContestStatus.Scheduled) return 'notStarted';
  if (contest.auth === ContestAuth.Private && !registered) return 'notRegistered';
  return null;
}

/**
 * The outside board (no sign-in, get-contest-outsize-info): contests with openRank, once started;
 * a contest admin may look before (a preview of what the public will see).
 */
export function outsideBoardRefusal(contest: EntryFacts, viewer: ContestViewer, openRank: boolean, nowMs: number): 'closed' | 'notStarted' | null {
  if (isContestAdmin(contest, viewer)) return null;
  if (!openRank) return 'closed';
  return contestStatusAt(contest, nowMs) === ContestStatus.Scheduled ? 'notStarted' : null;
}

/**
 * get-contest-access, and what the contest's Q&A needs: a public contest nothing; the others a
 * registration (admins never). A group's contest is its members' only.
 */
export function hasContestAccess(contest: Pick<ContestFacts, 'authorUid' | 'gid' | 'auth'>, viewer: ContestViewer, registered: boolean): boolean {
  if (isContestAdmin(contest, viewer)) return true;
  if (!isContestGroupMember(contest, viewer)) return false;
  return contest.auth === ContestAuth.Public || registered;
}

/**
 * Why the viewer may not register for the contest, or null: a group's contest takes its group's
 * members only (its admins need no registration but may register too).
 */
export function registerRefusal(contest: Pick<ContestFacts, 'authorUid' | 'gid'>, viewer: ContestViewer): 'notGroupMember' | null {
  return isContestAdmin(contest, viewer) || isContestGroupMember(contest, viewer) ? null : 'notGroupMember';
}

/**
 * Why the viewer may not take part in the contest's Q&A (and the like), or null: they must see its
 * inside, and a private or protected contest needs a registration too (`hasContestAccess`).
 */
export function takePartRefusal(contest: EntryFacts, viewer: ContestViewer, registered: boolean, nowMs: number): InsideRefusal | null {
  return insideRefusal(contest, viewer, registered, nowMs) ?? (hasContestAccess(contest, viewer, registered) ? null : 'notRegistered');
}

/** One user's registration, as the submit rule reads it (a timed work's record: its start and hand-in). */
export interface ContestRegistration {
  registeredAtMs: number;
  /** Timed work: handed in; null while answering (always null for contests). */
  handedInAtMs: number | null;
}

/**
 * Spec 02 §4, "Contest submitting" and "Timed work status": why this submission is refused, or
 * null. Scheduled: admins only. A contest: a group's only from its members; ended only with
 * allowEndSubmit; a private or protected contest needs a registration (admins none). A timed work: within the window and the user's own
 * time (the earlier of the window's end and their start plus the duration), before handing in.
 */
export function submitRefusal(contest: ContestFacts, viewer: ContestViewer, registration: ContestRegistration | null, nowMs: number): ContestRefusal | null {
  const admin = isContestAdmin(contest, viewer);
  if (nowMs < contest.startTimeMs && !admin) return 'notStarted';
  if (contest.kind === 'timedWork') return timedWorkRefusal(contest, registration, admin, nowMs);
  if (!admin && !isContestGroupMember(contest, viewer)) return 'notGroupMember';
  if (nowMs >= contest.endTimeMs && !contest.allowEndSubmit) return 'ended';
  if (contest.auth !== ContestAuth.Public && !admin && registration === null) return 'notRegistered';
  return null;
}

// The timed-work rule itself is @oj/access's timed work's (`timedWorkSubmitRefusal`); admins may
// try a problem inside the window without starting.
function timedWorkRefusal(contest: ContestFacts, registration: ContestRegistration | null, admin: boolean, nowMs: number): ContestRefusal | null {
  if (registration === null && admin) return nowMs >= contest.endTimeMs ? 'ended' : null;
  const work = timedWorkOfContest(contest, registration);
  const refusal = timedWorkSubmitRefusal(work.facts, work.record, nowMs);
  if (refusal === null) return null;
  return refusal === 'notEntered' ? 'timedWorkNotStarted' : refusal === 'notStarted' ? 'notStarted' : 'ended';
}

/**
 * Whether a contest or timed work runs at `nowMs`: from its start (inclusive) to the end of its
 * window (exclusive). Its submissions are judged on the contest queue then.
 */
export function contestIsRunning(contest: Pick<ContestFacts, 'startTimeMs' | 'endTimeMs'>, nowMs: number): boolean {
  return contestStatusAt(contest, nowMs) === ContestStatus.Running;
}
