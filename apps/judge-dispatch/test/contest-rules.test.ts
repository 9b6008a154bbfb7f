import { describe, expect, it } from 'vitest';
import { ContestAuth, ContestGateKind } from '@oj/contracts';
import type { ContestGateState } from '@oj/contracts';
import { contestListAccess, isMasked, pidsMatching, resultMaskOf, sealedSinceMs } from '../src/modules/submission/contest-rules.ts';

// The contest rules of the submission calls, pure: the seal's edges and who sees what.

const START = 1_000_000;
const SEAL = 5_000_000;
const END = 9_000_000;

const state = (fields: Partial<ContestGateState> = {}): ContestGateState => ({
  cid: 1,
  kind: ContestGateKind.Contest,
  auth: ContestAuth.Private,
  startTimeMs: START,
  endTimeMs: END,
  durationSec: null,
  allowEndSubmit: false,
  adminUids: ['boss'],
  problems: [{ pid: 10, cpid: 1, displayId: 'A1' }, { pid: 20, cpid: 2, displayId: 'B' }],
  publishedAtMs: 0,
  sealRankTimeMs: SEAL,
  ...fields,
});
const user = { uid: 'u', isAdmin: false, isSuperAdmin: false };

describe('contest rules', () => {
  it('seals from the seal time (inclusive) to the end (exclusive) with autoRealRank, for good without it', () => {
    expect(sealedSinceMs(state(), SEAL - 1)).toBeNull();
    expect(sealedSinceMs(state(), SEAL)).toBe(SEAL);
    expect(sealedSinceMs(state(), END - 1)).toBe(SEAL);
    expect(sealedSinceMs(state(), END)).toBeNull();
    expect(sealedSinceMs(state({ autoRealRank: false }), END + 1)).toBe(SEAL);
    // Absent fields (an older publisher): never sealed; autoRealRank absent means on.
    expect(sealedSinceMs(state({ sealRankTimeMs: undefined }), SEAL)).toBeNull();
    expect(sealedSinceMs(state({ sealRankTimeMs: null }), SEAL)).toBeNull();
  });

  it('masks only other users rows submitted from the seal on', () => {
    const mask = resultMaskOf(state(), user, 'participant', SEAL + 10);
    expect(mask).toEqual({ viewerUid: 'u', sinceMs: SEAL });
    expect(isMasked({ uid: 'v', submitTime: new Date(SEAL) }, mask)).toBe(true);
    expect(isMasked({ uid: 'v', submitTime: new Date(SEAL - 1) }, mask)).toBe(false);
    expect(isMasked({ uid: 'u', submitTime: new Date(SEAL + 1) }, mask)).toBe(false);
    expect(resultMaskOf(state(), user, 'full', SEAL + 10)).toBeNull();
  });

  it('decides access: admins, registration, the start, timed works', () => {
    const view = { state: state(), member: null };
    expect(contestListAccess(view, user, START)).toBe('notRegistered');
    expect(contestListAccess(view, { ...user, uid: 'boss' }, 0)).toBe('full');
    expect(contestListAccess(view, { ...user, isAdmin: true }, 0)).toBe('full');
    expect(contestListAccess(view, { ...user, isSuperAdmin: true }, 0)).toBe('full');
    const registered = { state: state(), member: { cid: 1, uid: 'u', registeredAtMs: 0, handedInAtMs: null } };
    expect(contestListAccess(registered, user, START - 1)).toBe('scheduled');
    expect(contestListAccess(registered, user, START)).toBe('participant');
    expect(contestListAccess({ state: state({ auth: ContestAuth.Protected }), member: null }, user, START)).toBe('participant');
    expect(contestListAccess({ state: state({ kind: ContestGateKind.TimedWork }), member: null }, user, START)).toBe('ownOnly');
  });

  it('resolves display-id filters, whole or in part, ignoring case', () => {
    expect(pidsMatching(state(), 'a1', true)).toEqual([10]);
    expect(pidsMatching(state(), 'a', true)).toEqual([]);
    expect(pidsMatching(state(), 'b', false)).toEqual([20]);
  });
});
