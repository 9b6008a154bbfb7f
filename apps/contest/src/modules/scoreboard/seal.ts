/**
 * The windows of the four views a board keeps: real or sealed, without or with post-contest
 * submissions, and which one a viewer gets now (the seal itself is the contest policy's, @oj/access).
 * All of it takes "now" as a parameter.
 */
import { sealWindowOf, sealedSinceMs } from '@oj/access';
import type { ViewWindow } from './rule.ts';
import type { BoardContest, BoardViewer } from './types.ts';

/** When the seal starts, or null when the contest's board is never sealed. */
export function sealStartOf(contest: BoardContest): number | null {
  return sealWindowOf(sealFactsOf(contest))?.fromMs ?? null;
}

function sealFactsOf(contest: BoardContest) {
  return {
    kind: 'contest' as const,
    endTimeMs: contest.endTimeMs,
    sealStartMs: contest.sealRank ? contest.sealRankTimeMs : null,
    autoRealRank: contest.autoRealRank,
  };
}

/**
 * Whether this viewer sees the sealed view now: `viewer.isAdmin` is the contest policy's contest-admin
 * answer (the caller asked it), and the seal covers `nowMs` as the policy says (sealedSinceMs).
 */
export function isSealedFor(contest: BoardContest, viewer: BoardViewer, nowMs: number): boolean {
  return !viewer.isAdmin && sealedSinceMs(sealFactsOf(contest), nowMs) !== null;
}

/** The view slots, in this order: real, real with post-contest, sealed, sealed with post-contest. */
export function viewSlot(sealed: boolean, containsEnd: boolean): number {
  return (sealed ? 2 : 0) + (containsEnd ? 1 : 0);
}

/**
 * The distinct windows of a contest and the slot-to-window map: without a seal, the sealed
 * slots are the real views.
 */
export function viewWindows(contest: BoardContest): { windows: ViewWindow[]; slots: number[] } {
  const base = { startMs: contest.startTimeMs, endMs: contest.endTimeMs };
  const sealMs = sealStartOf(contest);
  const windows: ViewWindow[] = [
    { ...base, sealMs: null, containsEnd: false },
    { ...base, sealMs: null, containsEnd: true },
  ];
  if (sealMs === null) return { windows, slots: [0, 1, 0, 1] };
  windows.push({ ...base, sealMs, containsEnd: false }, { ...base, sealMs, containsEnd: true });
  return { windows, slots: [0, 1, 2, 3] };
}

/** Before this time a cell is the same in every view: nothing is hidden or after the end yet. */
export function sharedBeforeOf(contest: BoardContest): number {
  return Math.min(sealStartOf(contest) ?? Number.POSITIVE_INFINITY, contest.endTimeMs);
}
