/**
 * The submission calls' side of the contest policy (@oj/access; spec 02 §4, §6; docs/api.md "Contest
 * submissions"): the policy asked over what the contest service published to the contest gate, and
 * how a contest's summaries show (display ids, hidden results). No rule is written here.
 */
import * as policy from '@oj/access';
import { contestFactsOfGate, contestSubmissionsAccess, isMasked } from '@oj/access';
import type { ContestSubmissionsAccess, ContestViewer as PolicyViewer, ResultMask } from '@oj/access';
import { CONTEST_HIDDEN_STATUS } from '@oj/contracts';
import type { ContestGateMember, ContestGateState, SubmissionSummaryDto } from '@oj/contracts';

/**
 * A contest as the gate holds it, the viewer's registration (null when none) and, for a group's
 * contest, the viewer's standing in its group (read from the group's facts; empty otherwise).
 */
export interface ContestView {
  state: ContestGateState;
  member: ContestGateMember | null;
  group: Pick<PolicyViewer, 'groupLevel' | 'groupContentOpen'>;
}

/** Who looks, as far as the contest policy cares: the uid and the current roles. */
export type ContestViewer = PolicyViewer;

/** The viewer with their standing in the contest's group. */
function inView(view: ContestView, viewer: ContestViewer): ContestViewer {
  return { ...viewer, ...view.group };
}

/** The contest policy's contest admin (@oj/access): a super admin, the author while an admin, a group's root. */
export function isContestAdmin(view: ContestView, viewer: ContestViewer): boolean {
  return policy.isContestAdmin(contestFactsOfGate(view.state), inView(view, viewer));
}

/** What a viewer may do with a contest's submission list (the contest policy's `contestSubmissionsAccess`). */
export type ContestListAccess = ContestSubmissionsAccess;

export function contestListAccess(view: ContestView, viewer: ContestViewer, nowMs: number): ContestListAccess {
  return contestSubmissionsAccess(contestFactsOfGate(view.state), inView(view, viewer), view.member !== null, nowMs);
}

/** Whether a status check may name this row for a viewer with `access` (the policy's `isListedFor`). */
export function isListedFor(row: { uid: string; submitTime: Date }, state: ContestGateState, viewer: ContestViewer, access: ContestListAccess): boolean {
  return policy.isListedFor(row, contestFactsOfGate(state), viewer, access);
}

/**
 * The mask a viewer sees a contest through at `nowMs`, or null when nothing is hidden: the policy's
 * seal, or in a timed work that runs for the viewer (their `member` entry) their own final results.
 */
export function resultMaskOf(view: ContestView, viewer: ContestViewer, access: ContestListAccess, nowMs: number): ResultMask | null {
  return policy.resultMaskOf(contestFactsOfGate(view.state), inView(view, viewer), access, nowMs, view.member);
}

export { isMasked };
export type { ResultMask };

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
