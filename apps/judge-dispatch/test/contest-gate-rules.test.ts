import { describe, expect, it } from 'vitest';
import { ContestAuth, ContestGateKind, Role, readContestGateState } from '@oj/contracts';
import type { ContestGateMember, ContestGateState } from '@oj/contracts';
import { AppError } from '@oj/service-kit';
import { KvContestGate } from '../src/modules/contest-gate/bucket.ts';
import { decideContestSubmit } from '../src/modules/contest-gate/decide.ts';
import { SubmissionMessage } from '@oj/contracts';

// The gate's side of the submit rule: what it checks before asking the contest policy (existence, the
// problem), the message of each of the policy's refusals, and failing closed. The policy's cases
// (times, roles, registration, timed work) are in packages/access/test/contest-policy.test.ts.

const START = 1_700_000_000_000;
const END = START + 2 * 3_600_000;
const PROBLEM = { pid: 5, cpid: 50, displayId: 'A' };
const USER = { uid: 'u1', roles: [Role.User] };

const state = (fields: Partial<ContestGateState> = {}): ContestGateState => ({
  cid: 3,
  kind: ContestGateKind.Contest,
  auth: ContestAuth.Protected,
  startTimeMs: START,
  endTimeMs: END,
  durationSec: null,
  allowEndSubmit: false,
  authorUid: 'boss',
  gid: null,
  problems: [PROBLEM],
  publishedAtMs: START - 1,
  ...fields,
});
const member = (fields: Partial<ContestGateMember> = {}): ContestGateMember => ({
  cid: 3,
  uid: 'u1',
  registeredAtMs: START - 10,
  handedInAtMs: null,
  ...fields,
});
const reasonOf = (decision: ReturnType<typeof decideContestSubmit>) => (decision.allowed ? 'allowed' : decision.reason);

describe('decideContestSubmit', () => {
  it('checks existence, then the problem, then asks the policy', () => {
    expect(reasonOf(decideContestSubmit(null, member(), 5, USER, START))).toBe(SubmissionMessage.gateContestNotExists);
    expect(reasonOf(decideContestSubmit(state(), member(), 6, USER, START - 1))).toBe(SubmissionMessage.problemNotInContest);
    expect(decideContestSubmit(state(), member(), 5, USER, START)).toEqual({ allowed: true, problem: PROBLEM });
  });

  it('sends the message of each refusal of the policy', () => {
    expect(reasonOf(decideContestSubmit(state(), member(), 5, USER, START - 1))).toBe(SubmissionMessage.contestNotStarted);
    expect(reasonOf(decideContestSubmit(state(), member(), 5, USER, END))).toBe(SubmissionMessage.contestEnded);
    expect(reasonOf(decideContestSubmit(state(), null, 5, USER, START))).toBe(SubmissionMessage.gateNotRegistered);
    const work = state({ kind: ContestGateKind.TimedWork, durationSec: 1800 });
    expect(reasonOf(decideContestSubmit(work, null, 5, USER, START + 1))).toBe(SubmissionMessage.timedWorkNotStarted);
  });

  it('takes the author for an admin only while they hold an admin role (F5)', () => {
    expect(reasonOf(decideContestSubmit(state(), null, 5, { uid: 'boss', roles: [Role.Admin] }, START - 1))).toBe('allowed');
    expect(reasonOf(decideContestSubmit(state(), null, 5, { uid: 'boss', roles: [Role.User] }, START - 1))).toBe(SubmissionMessage.contestNotStarted);
  });

  it('fails closed: a bucket that cannot be opened refuses with a 503, never lets the submission through', async () => {
    const gate = new KvContestGate(() => Promise.reject(new Error('NATS is away')));
    const refused = gate.mayUserSubmit(3, 5, USER, new Date(START));
    await expect(refused).rejects.toBeInstanceOf(AppError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503, serverMessage: { code: 'common.busUnavailable' } });
  });
});

describe('readContestGateState', () => {
  it('reads a state as written, and an entry of the shape before the contest policy as its author’s contest', () => {
    expect(readContestGateState(state())).toEqual(state());
    const { authorUid: _author, gid: _gid, ...older } = state();
    expect(readContestGateState({ ...older, adminUids: ['boss'] })).toEqual(state());
    // The policy then decides from current roles: the old author is no admin without an admin role.
    const upgraded = readContestGateState({ ...older, adminUids: ['boss'] });
    const scheduled = decideContestSubmit(upgraded, null, PROBLEM.pid, { uid: 'boss', roles: [Role.User] }, START - 1);
    expect(reasonOf(scheduled)).toBe(SubmissionMessage.contestNotStarted);
  });

  it('refuses what is no state: no author, junk, or a new entry that breaks the schema', () => {
    const { authorUid: _author, gid: _gid, ...older } = state();
    expect(readContestGateState({ ...older, adminUids: [] })).toBeNull();
    expect(readContestGateState('junk')).toBeNull();
    expect(readContestGateState(null)).toBeNull();
    expect(readContestGateState({ ...state(), authorUid: '' })).toBeNull();
  });
});
