/**
 * Who may see which board, over the contest module's rules (spec 02 §4, §6): the inside board as
 * the contest's problems are seen; the outside board without sign-in for contests with openRank;
 * the contest admin's tools (scroll board, print list, AC info) for the contest's admins only.
 */
import { ContestAuth, ContestStatus } from '@oj/contracts';
import type { ContestRow } from '@oj/db';
import { ForbiddenError, NotFoundError } from '@oj/service-kit';
import { ContestMessage } from '../contest/messages.ts';
import { canSeeContest, contestStatusAt, insideRefusal, isContestAdmin } from '../contest/rules.ts';
import type { ContestViewer } from '../contest/rules.ts';
import { BoardMessage } from './messages.ts';

/** The contest, when it exists and the viewer may know it does (hidden ones are their admins'); else 404. */
export function seeableContest(contest: ContestRow | null, viewer: ContestViewer): ContestRow {
  if (!contest || !canSeeContest(contest, viewer)) throw new NotFoundError(ContestMessage.contestNotExists);
  return contest;
}

/**
 * The inside board (get-contest-rank): whoever may see the contest's inside, that is its admins,
 * and once it has started everyone signed in, except that a private contest needs a registration.
 * Returns whether the viewer is a contest admin (the real board while sealed).
 */
export async function insideBoardViewer(
  contest: ContestRow,
  viewer: NonNullable<ContestViewer>,
  isRegistered: (cid: number, uid: string) => Promise<boolean>,
  nowMs: number,
): Promise<boolean> {
  const admin = isContestAdmin(contest, viewer);
  const registered = !admin && contest.auth === ContestAuth.Private ? await isRegistered(contest.id, viewer.uid) : false;
  const refusal = insideRefusal(contest, viewer, registered, nowMs);
  if (refusal !== null) throw new ForbiddenError(refusal);
  return admin;
}

/**
 * The outside board (no sign-in): contests with openRank, once started, as get-contest-outsize-info
 * allows; a contest admin may look before (a preview of what the public will see).
 */
export function checkOutsideBoard(contest: ContestRow, viewer: ContestViewer, nowMs: number): void {
  const refusal = outsideBoardRefusal(contest, viewer, nowMs);
  if (refusal !== null) throw new ForbiddenError(refusal);
}

/** Why the viewer may not see the outside board (as `checkOutsideBoard` decides), or null when they may. */
export function outsideBoardRefusal(contest: Pick<ContestRow, 'uid' | 'gid' | 'openRank' | 'startTime' | 'endTime'>, viewer: ContestViewer, nowMs: number): string | null {
  if (isContestAdmin(contest, viewer)) return null;
  if (!contest.openRank) return ContestMessage.outsideBoardClosed;
  if (contestStatusAt(contest, nowMs) === ContestStatus.Scheduled) return ContestMessage.contestNotStarted;
  return null;
}

/** The contest admin's tools: its author or a super admin (`isContestAdmin`), else 403. */
export function requireContestAdmin(contest: ContestRow, viewer: ContestViewer): void {
  if (!isContestAdmin(contest, viewer)) throw new ForbiddenError(BoardMessage.adminOnly);
}
