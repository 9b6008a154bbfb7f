import { ContestAuth, ContestGateKind } from '@oj/contracts';
import type { ContestGateMember, ContestGateProblem, ContestGateState } from '@oj/contracts';
import { SubmissionMessage } from '../../messages.ts';

/** Who submits, as far as the gate cares. */
export interface ContestSubmitter {
  uid: string;
  /** Super admins administer every contest (spec 02 §4). */
  isSuperAdmin: boolean;
}

/** The gate's answer: the contest problem submitted to, or the message of the refusal. */
export type ContestSubmitDecision = { allowed: true; problem: ContestGateProblem } | { allowed: false; reason: string };

const refuse = (reason: string): ContestSubmitDecision => ({ allowed: false, reason });

/**
 * Spec 02 §4, "Contest submitting" and "Timed work status", as one pure rule over what the contest
 * service published: `state` of the contest (null when the bucket does not know it) and `member`,
 * the submitter's registration (null when none). A contest runs from its start (inclusive) to its
 * end (exclusive), judged against `nowMs` here, so no published status can lag at the edges.
 */
export function decideContestSubmit(
  state: ContestGateState | null,
  member: ContestGateMember | null,
  pid: number,
  submitter: ContestSubmitter,
  nowMs: number,
): ContestSubmitDecision {
  if (!state) return refuse(SubmissionMessage.contestNotExists);
  const problem = state.problems.find((candidate) => candidate.pid === pid);
  if (!problem) return refuse(SubmissionMessage.problemNotInContest);
  const isAdmin = submitter.isSuperAdmin || state.adminUids.includes(submitter.uid);
  // Scheduled: admins only (they try the problems before the start).
  if (nowMs < state.startTimeMs && !isAdmin) return refuse(SubmissionMessage.contestNotStarted);
  const reason = state.kind === ContestGateKind.TimedWork ? timedWorkRefusal(state, member, isAdmin, nowMs) : contestRefusal(state, member, isAdmin, nowMs);
  return reason === null ? { allowed: true, problem } : refuse(reason);
}

function contestRefusal(state: ContestGateState, member: ContestGateMember | null, isAdmin: boolean, nowMs: number): string | null {
  if (nowMs >= state.endTimeMs && !state.allowEndSubmit) return SubmissionMessage.contestEnded;
  // Private contests need registration to enter, protected ones to submit; public ones none.
  if (state.auth !== ContestAuth.Public && !isAdmin && !member) return SubmissionMessage.contestNotRegistered;
  return null;
}

function timedWorkRefusal(state: ContestGateState, member: ContestGateMember | null, isAdmin: boolean, nowMs: number): string | null {
  if (nowMs >= state.endTimeMs) return SubmissionMessage.contestEnded;
  if (!member) return isAdmin ? null : SubmissionMessage.timedWorkNotStarted;
  // The user's own end: the earlier of the window's end and their start plus the duration.
  const ownEndMs = state.durationSec === null ? state.endTimeMs : Math.min(state.endTimeMs, member.registeredAtMs + state.durationSec * 1000);
  if (member.handedInAtMs !== null || nowMs >= ownEndMs) return SubmissionMessage.contestEnded;
  return null;
}

/**
 * Whether a contest or timed work runs at `nowMs`: from its start (inclusive) to the end of its
 * window (exclusive). Its submissions are then judged on the contest queue, before practice ones; a
 * timed work runs for its whole window, whoever is answering in it.
 */
export function contestIsRunning(state: ContestGateState, nowMs: number): boolean {
  return state.startTimeMs <= nowMs && nowMs < state.endTimeMs;
}
