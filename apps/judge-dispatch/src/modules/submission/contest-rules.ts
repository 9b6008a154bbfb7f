/**
 * The contest rules of the submission calls (spec 02 §4, §6; docs/api.md "Contest submissions"),
 * pure: who may look at a contest's submissions, which results the board's seal hides, and the
 * contest's display ids. Every input is what the contest service published to the contest gate.
 */
import { CONTEST_HIDDEN_STATUS, ContestAuth, ContestGateKind } from '@oj/contracts';
import type { ContestGateMember, ContestGateState, SubmissionSummaryDto } from '@oj/contracts';

/** A contest as the gate holds it, and the viewer's registration (null when none). */
export interface ContestView {
  state: ContestGateState;
  member: ContestGateMember | null;
}

/** Who looks, as far as the contest rules care. */
export interface ContestViewer {
  uid: string | null;
  /** Holds an admin role: reads any submission in full through the core calls (spec 01 §6). */
  isAdmin: boolean;
  isSuperAdmin: boolean;
}

/** Spec 02 §4 "Contest admin": the author and the owning group's admins (the gate's adminUids), and super admins. */
export function isContestAdmin(state: ContestGateState, viewer: ContestViewer): boolean {
  return viewer.isSuperAdmin || (viewer.uid !== null && state.adminUids.includes(viewer.uid));
}

/** Sees every result in full and is never refused: contest admins and admin roles. */
export function seesEverything(state: ContestGateState, viewer: ContestViewer): boolean {
  return viewer.isAdmin || isContestAdmin(state, viewer);
}

/**
 * What a viewer may do with a contest's submission list: everything (`full`), the participant's
 * view (`participant`), nothing yet (`scheduled`: the contest has not started), or nothing without
 * registering (`notRegistered`: a private contest). A timed work shows a non-admin only their own
 * rows (`ownOnly`): its results belong to each user's own attempt.
 */
export type ContestListAccess = 'full' | 'participant' | 'ownOnly' | 'scheduled' | 'notRegistered';

export function contestListAccess(view: ContestView, viewer: ContestViewer, nowMs: number): ContestListAccess {
  const { state } = view;
  if (seesEverything(state, viewer)) return 'full';
  if (state.kind === ContestGateKind.TimedWork) return 'ownOnly';
  if (state.auth === ContestAuth.Private && !view.member) return 'notRegistered';
  if (nowMs < state.startTimeMs) return 'scheduled';
  return 'participant';
}

/**
 * Whether a status check may name this row for a viewer with `access`: everything for `full`; for
 * others the contest's rows from its start (the admins' runs before it are theirs), and in a timed
 * work only the viewer's own.
 */
export function isListedFor(row: { uid: string; submitTime: Date }, state: ContestGateState, viewer: ContestViewer, access: ContestListAccess): boolean {
  if (access === 'full') return true;
  if (access === 'ownOnly' && row.uid !== viewer.uid) return false;
  return row.submitTime.getTime() >= state.startTimeMs;
}

/**
 * Since when results are hidden from a participant at `nowMs`: the seal time while the board is
 * sealed (from the seal time on, until the end when autoRealRank is on, for good when it is off),
 * else null. The same rule as the contest service's board (scoreboard/seal.ts).
 */
export function sealedSinceMs(state: ContestGateState, nowMs: number): number | null {
  const sealMs = state.sealRankTimeMs ?? null;
  if (state.kind !== ContestGateKind.Contest || sealMs === null || nowMs < sealMs) return null;
  if (state.autoRealRank !== false && nowMs >= state.endTimeMs) return null;
  return sealMs;
}

/** Other users' results submitted from `sinceMs` on are hidden from `viewerUid`. */
export interface ResultMask {
  viewerUid: string;
  sinceMs: number;
}

/** The mask a participant sees a contest through at `nowMs`, or null when nothing is hidden. */
export function resultMaskOf(state: ContestGateState, viewer: ContestViewer, access: ContestListAccess, nowMs: number): ResultMask | null {
  if (access !== 'participant' || viewer.uid === null) return null;
  const sinceMs = sealedSinceMs(state, nowMs);
  return sinceMs === null ? null : { viewerUid: viewer.uid, sinceMs };
}

/** Whether the mask hides this row's result. */
export function isMasked(row: { uid: string; submitTime: Date | string }, mask: ResultMask | null): boolean {
  if (mask === null || row.uid === mask.viewerUid) return false;
  return new Date(row.submitTime).getTime() >= mask.sinceMs;
}

/** A summary with its result hidden: status -5, no time, memory or score. */
export function hideResult<T extends SubmissionSummaryDto>(summary: T): T {
  return { ...summary, status: CONTEST_HIDDEN_STATUS, score: null, oiRankScore: null, time: null, memory: null, isManual: false };
}

/** pid → the contest's display id of that problem. */
export function displayIdsOf(state: ContestGateState): Map<number, string> {
  return new Map(state.problems.map((problem) => [problem.pid, problem.displayId]));
}

/** How a summary shows in the contest: its display id, and its result hidden when masked. */
export function presentInContest<T extends SubmissionSummaryDto>(summary: T, displayIds: ReadonlyMap<number, string>, mask: ResultMask | null): T {
  const displayId = displayIds.get(summary.pid) ?? summary.displayPid;
  const shown = { ...summary, displayPid: displayId, displayId };
  return isMasked(summary, mask) ? hideResult(shown) : shown;
}

/**
 * The problems a display-id filter names: the whole display id (`complete`) or a part of it, both
 * ignoring case as the core list's comparisons do.
 */
export function pidsMatching(state: ContestGateState, problemId: string, complete: boolean): number[] {
  const wanted = problemId.toLowerCase();
  return state.problems
    .filter((problem) => (complete ? problem.displayId.toLowerCase() === wanted : problem.displayId.toLowerCase().includes(wanted)))
    .map((problem) => problem.pid);
}
