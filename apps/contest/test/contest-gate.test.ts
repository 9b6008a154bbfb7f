import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { ContestAuth, ContestGateKind, ContestGateMemberSchema, ContestGateStateSchema, contestGateKeys } from '@oj/contracts';
import type { ContestGateState } from '@oj/contracts';
import { bucketOpener } from '@oj/service-kit';
import { startTestService } from '@oj/service-kit/testing';
import type { TestService } from '@oj/service-kit/testing';
import { contestService } from '../src/app.ts';
import { ContestGatePublisher } from '../src/modules/contest-gate/publisher.ts';

// The contest service's side of the contest gate, against a real NATS: what it writes is what
// judge-dispatch reads (the keys and wire schema of @oj/contracts; dispatch's own test reads them).

const STATE: ContestGateState = {
  cid: 41,
  kind: ContestGateKind.Contest,
  auth: ContestAuth.Private,
  startTimeMs: 1_700_000_000_000,
  endTimeMs: 1_700_007_200_000,
  durationSec: null,
  allowEndSubmit: false,
  authorUid: 'author-1', gid: null,
  problems: [{ pid: 1000, cpid: 1, displayId: 'A' }],
  publishedAtMs: 1_699_999_000_000,
};

describe('ContestGatePublisher', () => {
  let service: TestService;
  let publisher: ContestGatePublisher;
  const read = async (key: string) => {
    const kv = await bucketOpener()(service.app.js, service.app.natsNames.kv.contestGate, 0);
    const entry = await kv.get(key);
    return entry?.operation === 'PUT' ? entry.json<unknown>() : null;
  };

  beforeAll(async () => {
    service = await startTestService('contest', contestService);
    publisher = new ContestGatePublisher(() => service.app.js, service.app.natsNames);
  });

  afterAll(async () => {
    await service.app.jsm.streams.delete(`KV_${service.app.natsNames.kv.contestGate}`).catch(() => false);
    await service.close();
  });

  it('writes a contest and its members under the keys dispatch reads, in the wire schema', async () => {
    await publisher.publishContest(STATE);
    await publisher.publishMember({ cid: 41, uid: 'user-1', registeredAtMs: 1_700_000_100_000, handedInAtMs: null });
    const contest = await read(contestGateKeys.contest(41));
    expect(contest).toEqual(STATE);
    expect(Value.Check(ContestGateStateSchema, contest)).toBe(true);
    const member = await read(contestGateKeys.member(41, 'user-1'));
    expect(Value.Check(ContestGateMemberSchema, member)).toBe(true);
    expect(member).toMatchObject({ cid: 41, uid: 'user-1' });
    // A change replaces the state.
    await publisher.publishContest({ ...STATE, allowEndSubmit: true });
    expect(await read(contestGateKeys.contest(41))).toMatchObject({ allowEndSubmit: true });
  });

  it('refuses to publish what dispatch could not read', async () => {
    await expect(publisher.publishContest({ ...STATE, cid: 42, problems: [{ pid: 0, cpid: 1, displayId: 'A' }] })).rejects.toThrow(/invalid contest gate state/);
    await expect(publisher.publishMember({ cid: 42, uid: 'has space', registeredAtMs: 1, handedInAtMs: null })).rejects.toThrow(/invalid contest gate member/);
    expect(await read(contestGateKeys.contest(42))).toBeNull();
  });

  it('withdraws a member, and a contest with all its members but no other contest’s', async () => {
    await publisher.publishContest({ ...STATE, cid: 43 });
    await publisher.publishContest({ ...STATE, cid: 430 });
    for (const uid of ['a', 'b', 'c']) await publisher.publishMember({ cid: 43, uid, registeredAtMs: 1, handedInAtMs: null });
    await publisher.publishMember({ cid: 430, uid: 'a', registeredAtMs: 1, handedInAtMs: null });
    await publisher.withdrawMember(43, 'c');
    expect(await read(contestGateKeys.member(43, 'c'))).toBeNull();
    expect(await read(contestGateKeys.member(43, 'b'))).not.toBeNull();
    await publisher.withdrawContest(43);
    expect(await read(contestGateKeys.contest(43))).toBeNull();
    expect(await read(contestGateKeys.member(43, 'a'))).toBeNull();
    expect(await read(contestGateKeys.member(43, 'b'))).toBeNull();
    expect(await read(contestGateKeys.contest(430))).not.toBeNull();
    expect(await read(contestGateKeys.member(430, 'a'))).not.toBeNull();
  });
});
