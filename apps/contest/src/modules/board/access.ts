/**
 * Who may see which board, over the contest module's rules (spec 02 §4, §6): the inside board as
 * the contest's problems are seen; the outside board without sign-in for contests with openRank;
 * the contest admin's tools (scroll board, print list, AC info) for the contest's admins only.
 */
import { BoardMessage, ContestAuth, ContestMessage } from '@oj/contracts';
import { canSeeContest, insideRefusal, isContestAdmin, outsideBoardRefusal } from '@oj/access';
import type { ContestRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import { REFUSAL_MESSAGES, contestFactsOf, inContest, policyViewerOf } from '../contest/rules.ts';
import type { DataSource } from 'typeorm';
import type { ContestViewer } from '../contest/rules.ts';

/**
 * The contest, when it exists and the viewer may know it does (hidden ones are their admins', a
 * group's those its group shows its content to), with the viewer as they ask about it; else 404.
 */
export async function seeableContest(
  db: DataSource,
  contest: ContestRow | null,
  viewer: ContestViewer,
): Promise<{ contest: ContestRow; asker: ContestViewer }> {
  const asker = await inContest(db, contest, viewer);
  if (!contest || !canSeeContest(contestFactsOf(contest), policyViewerOf(asker))) throw fail(ContestMessage.contestNotExists);
  return { contest, asker };
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
  const facts = contestFactsOf(contest);
  const asker = policyViewerOf(viewer);
  const admin = isContestAdmin(facts, asker);
  const registered = !admin && contest.auth === ContestAuth.Private ? await isRegistered(contest.id, viewer.uid) : false;
  const refusal = insideRefusal(facts, asker, registered, nowMs);
  if (refusal !== null) throw fail(REFUSAL_MESSAGES[refusal]);
  return admin;
}

/**
 * The outside board (no sign-in): contests with openRank, once started, as get-contest-outsize-info
 * allows; a contest admin may look before (a preview of what the public will see).
 */
export function checkOutsideBoard(contest: ContestRow, viewer: ContestViewer, nowMs: number): void {
  const refusal = outsideBoardRefusal(contestFactsOf(contest), policyViewerOf(viewer), contest.openRank, nowMs);
  if (refusal !== null) throw fail(refusal === 'closed' ? ContestMessage.outsideBoardClosed : ContestMessage.contestNotStarted);
}

/** The contest admin's tools: the contest policy's contest admins (`isContestAdmin`), else 403. */
export function requireContestAdmin(contest: ContestRow, viewer: ContestViewer): void {
  if (!isContestAdmin(contestFactsOf(contest), policyViewerOf(viewer))) throw fail(BoardMessage.adminOnly);
}
