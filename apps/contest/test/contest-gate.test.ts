import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Value } from '@sinclair/typebox/value';
import { ContestAuth, ContestGateKind, ContestGateMemberSchema, ContestGateStateSchema, contestGateKeys } from '@oj/contracts';
import type { ContestGateState } from '@oj/contracts';
import type { EntityManager } from 'typeorm';
import { bucketOpener } from '@oj/service-kit';
import { startTestService } from '@oj/service-kit/testing';
import type { TestService } from '@oj/service-kit/testing';
import { contestService } from '../src/app.ts';
import { ContestGatePublisher } from '../src/modules/contest-gate/publisher.ts';

// The contest service's side of the contest gate, against a real NATS: what it records in the
// outbox, the service's relay writes to the bucket, and that is what judge-dispatch reads (the keys
// and wire schema of @oj/contracts; dispatch's own test reads them).

const STATE: ContestGateState = {
  cid: 41,
  kind: ContestGateKind.Contest,
  auth: ContestAuth.Private,
  startTimeMs: 1_700_000_000_000,
  endTimeMs: 1_700_007_200_000,
  durationSec: null,
  allowEndSubmit: false,
  authorUid: 'author-1',
  gid: null,
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
    publisher = new ContestGatePublisher(service.app.natsNames);
  });

  /** Records in a transaction, then waits until the service's relay has sent every row. */
  const record = async (write: (tx: EntityManager) => Promise<void>): Promise<void> => {
    await service.app.db.transaction(write);
    const deadline = Date.now() + 5_000;
    while (Date.now() < deadline) {
      const [row] = await service.app.db.query<{ unsent: string }[]>('SELECT COUNT(*) AS `unsent` FROM `outbox` WHERE `sentAt` IS NULL');
      if (Number(row?.unsent) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error('the outbox was not relayed');
  };

  afterAll(async () => {
    await service.app.jsm.streams.delete(`KV_${service.app.natsNames.kv.contestGate}`).catch(() => false);
    await service.close();
  });

  it('writes a contest and its members under the keys dispatch reads, in the wire schema', async () => {
    await record(async (tx) => {
      await publisher.contest(tx, STATE);
      await publisher.member(tx, { cid: 41, uid: 'user-1', registeredAtMs: 1_700_000_100_000, handedInAtMs: null });
    });
    const contest = await read(contestGateKeys.contest(41));
    expect(contest).toEqual(STATE);
    expect(Value.Check(ContestGateStateSchema, contest)).toBe(true);
    const member = await read(contestGateKeys.member(41, 'user-1'));
    expect(Value.Check(ContestGateMemberSchema, member)).toBe(true);
    expect(member).toMatchObject({ cid: 41, uid: 'user-1' });
    // A change replaces the state.
    await record((tx) => publisher.contest(tx, { ...STATE, allowEndSubmit: true }));
    expect(await read(contestGateKeys.contest(41))).toMatchObject({ allowEndSubmit: true });
  });

  it('refuses to record what dispatch could not read', async () => {
    await expect(record((tx) => publisher.contest(tx, { ...STATE, cid: 42, problems: [{ pid: 0, cpid: 1, displayId: 'A' }] }))).rejects.toThrow(
      /invalid contest gate state/,
    );
    await expect(record((tx) => publisher.member(tx, { cid: 42, uid: 'has space', registeredAtMs: 1, handedInAtMs: null }))).rejects.toThrow(
      /invalid contest gate member/,
    );
    expect(await read(contestGateKeys.contest(42))).toBeNull();
  });

  it('withdraws a member, and a contest with the members named but no other contest’s', async () => {
    await record(async (tx) => {
      await publisher.contest(tx, { ...STATE, cid: 43 });
      await publisher.contest(tx, { ...STATE, cid: 430 });
      for (const uid of ['a', 'b', 'c']) await publisher.member(tx, { cid: 43, uid, registeredAtMs: 1, handedInAtMs: null });
      await publisher.member(tx, { cid: 430, uid: 'a', registeredAtMs: 1, handedInAtMs: null });
    });
    await record((tx) => publisher.memberWithdrawn(tx, 43, 'c'));
    expect(await read(contestGateKeys.member(43, 'c'))).toBeNull();
    expect(await read(contestGateKeys.member(43, 'b'))).not.toBeNull();
    await record((tx) => publisher.contestWithdrawn(tx, 43, ['a', 'b']));
    expect(await read(contestGateKeys.contest(43))).toBeNull();
    expect(await read(contestGateKeys.member(43, 'a'))).toBeNull();
    expect(await read(contestGateKeys.member(43, 'b'))).toBeNull();
    expect(await read(contestGateKeys.contest(430))).not.toBeNull();
    expect(await read(contestGateKeys.member(430, 'a'))).not.toBeNull();
  });
});
