import { describe, expect, it } from 'vitest';
import { ContestAuth, ContestGateKind } from '@oj/contracts';
import type { ContestGateMember, ContestGateState } from '@oj/contracts';
import { ServiceUnavailableError } from '@oj/service-kit';
import { KvContestGate } from '../src/modules/contest-gate/bucket.ts';
import { decideContestSubmit } from '../src/modules/contest-gate/decide.ts';
import { SubmissionMessage } from '../src/messages.ts';

// The gate's rule alone (spec 02 §4), at the edges the KV test cannot hit to the millisecond.

const START = 1_700_000_000_000;
const END = START + 2 * 3_600_000;
const PROBLEM = { pid: 5, cpid: 50, displayId: 'A' };
const USER = { uid: 'u1', isSuperAdmin: false };

const state = (fields: Partial<ContestGateState> = {}): ContestGateState => ({
  cid: 3,
  kind: ContestGateKind.Contest,
  auth: ContestAuth.Protected,
  startTimeMs: START,
  endTimeMs: END,
  durationSec: null,
  allowEndSubmit: false,
  adminUids: ['boss'],
  problems: [PROBLEM],
  publishedAtMs: START - 1,
  ...fields,
});
const member = (fields: Partial<ContestGateMember> = {}): ContestGateMember => ({ cid: 3, uid: 'u1', registeredAtMs: START - 10, handedInAtMs: null, ...fields });
const reasonOf = (decision: ReturnType<typeof decideContestSubmit>) => (decision.allowed ? 'allowed' : decision.reason);

describe('decideContestSubmit', () => {
  it('runs from the start (inclusive) to the end (exclusive)', () => {
    expect(reasonOf(decideContestSubmit(state(), member(), 5, USER, START - 1))).toBe(SubmissionMessage.contestNotStarted);
    expect(decideContestSubmit(state(), member(), 5, USER, START)).toEqual({ allowed: true, problem: PROBLEM });
    expect(reasonOf(decideContestSubmit(state(), member(), 5, USER, END - 1))).toBe('allowed');
    expect(reasonOf(decideContestSubmit(state(), member(), 5, USER, END))).toBe(SubmissionMessage.contestEnded);
    expect(reasonOf(decideContestSubmit(state({ allowEndSubmit: true }), member(), 5, USER, END + 86_400_000))).toBe('allowed');
  });

  it('checks existence, then the problem, then the time, then the registration', () => {
    expect(reasonOf(decideContestSubmit(null, member(), 5, USER, START))).toBe(SubmissionMessage.contestNotExists);
    expect(reasonOf(decideContestSubmit(state(), member(), 6, USER, START - 1))).toBe(SubmissionMessage.problemNotInContest);
    expect(reasonOf(decideContestSubmit(state(), null, 5, USER, START - 1))).toBe(SubmissionMessage.contestNotStarted);
    expect(reasonOf(decideContestSubmit(state(), null, 5, USER, START))).toBe(SubmissionMessage.contestNotRegistered);
    expect(reasonOf(decideContestSubmit(state({ auth: ContestAuth.Private }), null, 5, USER, START))).toBe(SubmissionMessage.contestNotRegistered);
    expect(reasonOf(decideContestSubmit(state({ auth: ContestAuth.Public }), null, 5, USER, START))).toBe('allowed');
  });

  it('lets contest admins and super admins in before the start and without registering, never after a closed end', () => {
    const boss = { uid: 'boss', isSuperAdmin: false };
    const root = { uid: 'root', isSuperAdmin: true };
    for (const admin of [boss, root]) {
      expect(reasonOf(decideContestSubmit(state(), null, 5, admin, START - 3_600_000)), admin.uid).toBe('allowed');
      expect(reasonOf(decideContestSubmit(state(), null, 5, admin, END)), admin.uid).toBe(SubmissionMessage.contestEnded);
    }
  });

  it('ends a timed work at the earlier of its window and the user’s start plus the duration, or at the hand-in', () => {
    const work = state({ kind: ContestGateKind.TimedWork, auth: ContestAuth.Public, durationSec: 1800 });
    const startedAt = START + 60_000;
    const started = member({ registeredAtMs: startedAt });
    expect(reasonOf(decideContestSubmit(work, null, 5, USER, START + 1))).toBe(SubmissionMessage.timedWorkNotStarted);
    expect(reasonOf(decideContestSubmit(work, started, 5, USER, startedAt + 1_799_999))).toBe('allowed');
    expect(reasonOf(decideContestSubmit(work, started, 5, USER, startedAt + 1_800_000))).toBe(SubmissionMessage.contestEnded);
    const lateStart = member({ registeredAtMs: END - 60_000 });
    expect(reasonOf(decideContestSubmit(work, lateStart, 5, USER, END - 1))).toBe('allowed');
    expect(reasonOf(decideContestSubmit(work, lateStart, 5, USER, END))).toBe(SubmissionMessage.contestEnded);
    expect(reasonOf(decideContestSubmit(work, member({ registeredAtMs: startedAt, handedInAtMs: startedAt + 5 }), 5, USER, startedAt + 10))).toBe(SubmissionMessage.contestEnded);
    // allowEndSubmit belongs to contests: a timed work never takes submissions after its window.
    expect(reasonOf(decideContestSubmit({ ...work, allowEndSubmit: true }, started, 5, USER, END))).toBe(SubmissionMessage.contestEnded);
  });

  it('fails closed: a bucket that cannot be opened refuses with a 503, never lets the submission through', async () => {
    const gate = new KvContestGate(() => Promise.reject(new Error('NATS is away')));
    const refused = gate.mayUserSubmit(3, 5, USER, new Date(START));
    await expect(refused).rejects.toBeInstanceOf(ServiceUnavailableError);
    await expect(refused).rejects.toMatchObject({ statusCode: 503 });
  });
});
