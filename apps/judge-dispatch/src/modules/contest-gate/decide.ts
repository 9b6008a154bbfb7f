import { contestFactsOfGate, contestIsRunning as runsAt, submitRefusal } from '@oj/access';
import type { ContestRefusal, ContestViewer } from '@oj/access';
import type { ContestGateMember, ContestGateProblem, ContestGateState, ServerMessage } from '@oj/contracts';
import { SubmissionMessage } from '@oj/contracts';

/**
 * Who submits, as far as the gate cares: the uid and the roles the token carries (current: a role
 * change signs the user out), and in a group's contest their standing in its group.
 */
export interface ContestSubmitter extends Pick<ContestViewer, 'groupLevel' | 'groupContentOpen'> {
  uid: string;
  roles: readonly number[];
}

/** The gate's answer: the contest problem submitted to, or the message of the refusal. */
export type ContestSubmitDecision = { allowed: true; problem: ContestGateProblem } | { allowed: false; reason: ServerMessage };

const refuse = (reason: ServerMessage): ContestSubmitDecision => ({ allowed: false, reason });

const REFUSALS: Readonly<Record<ContestRefusal, ServerMessage>> = {
  notStarted: SubmissionMessage.contestNotStarted,
  notRegistered: SubmissionMessage.gateNotRegistered,
  notGroupMember: SubmissionMessage.gateNotGroupMember,
  ended: SubmissionMessage.contestEnded,
  timedWorkNotStarted: SubmissionMessage.timedWorkNotStarted,
};

/**
 * Spec 02 §4, "Contest submitting" and "Timed work status", asked of the contest policy
 * (@oj/access `submitRefusal`) over what the contest service published: `state` of the contest
 * (null when the bucket does not know it) and `member`, the submitter's registration (null when
 * none). A contest runs from its start (inclusive) to its end (exclusive), judged against `nowMs`
 * here, so no published status can lag at the edges.
 */
export function decideContestSubmit(
  state: ContestGateState | null,
  member: ContestGateMember | null,
  pid: number,
  submitter: ContestSubmitter,
  nowMs: number,
): ContestSubmitDecision {
  if (!state) return refuse(SubmissionMessage.gateContestNotExists);
  const problem = state.problems.find((candidate) => candidate.pid === pid);
  if (!problem) return refuse(SubmissionMessage.problemNotInContest);
  const refusal = submitRefusal(contestFactsOfGate(state), submitter, member, nowMs);
  return refusal === null ? { allowed: true, problem } : refuse(REFUSALS[refusal]);
}

/**
 * Whether a contest or timed work runs at `nowMs`: from its start (inclusive) to the end of its
 * window (exclusive). Its submissions are then judged on the contest queue, before practice ones; a
 * timed work runs for its whole window, whoever is answering in it.
 */
export function contestIsRunning(state: ContestGateState, nowMs: number): boolean {
  return runsAt(contestFactsOfGate(state), nowMs);
}
