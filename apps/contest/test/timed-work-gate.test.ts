import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ContestAuth, TIMED_WORK_CID_OFFSET, contestGateKeys } from '@oj/contracts';
import { bucketOpener, createService, loadServiceConfig } from '@oj/service-kit';
import { contestService } from '../src/app.ts';
import { HOUR_MS, startContestKit } from './helpers.ts';
import type { ContestTestKit } from './helpers.ts';

// Timed work's gate entries (docs/architecture.md "Timed homework"): the work as kind timedWork under
// cid = id + 50000, start and hand-in as member entries written through the outbox before the answer,
// and the start-up repair, which writes missing entries from the records and keeps existing ones.

describe('the contest gate of timed works', () => {
  let kit: ContestTestKit;
  let restarted: FastifyInstance | undefined;
  let tid = 0;
  let cid = 0;
  let pid = 0;

  beforeAll(async () => {
    kit = await startContestKit();
  });
  afterAll(async () => {
    await restarted?.close();
    await kit.close();
  });

  it('publishes a timed work, its problems, a start and a hand-in', async () => {
    const now = Date.now();
    const created = await kit.call<{ id: number }>('POST', '/api/admin/timed-work', kit.accounts.root, {
      title: 'Homework',
      description: '',
      auth: 0,
      startTime: new Date(now - HOUR_MS).toISOString(),
      endTime: new Date(now + 2 * HOUR_MS).toISOString(),
      duration: 1800,
      visible: true,
    });
    expect(created.statusCode, created.msg).toBe(200);
    tid = created.data.id;
    cid = tid + TIMED_WORK_CID_OFFSET;
    pid = await kit.addBankProblem();
    expect((await kit.call('POST', '/api/admin/timed-work/problem', kit.accounts.admin, { tid, pid, displayId: 'A' })).statusCode).toBe(200);
    expect(await kit.gateContest(cid)).toMatchObject({
      cid,
      kind: 'timedWork',
      auth: ContestAuth.Public,
      durationSec: 1800,
      problems: [{ pid, displayId: 'A' }],
    });

    expect((await kit.call('POST', '/api/homework/start-timed-work', kit.accounts.alice, { tid })).statusCode).toBe(200);
    expect((await kit.call('POST', '/api/homework/start-timed-work', kit.accounts.bob, { tid })).statusCode).toBe(200);
    expect((await kit.call('POST', '/api/homework/end-timed-work', kit.accounts.bob, { tid })).statusCode).toBe(200);
    expect(await kit.gateMember(cid, kit.accounts.alice.uid)).toMatchObject({ cid, handedInAtMs: null });
    expect((await kit.gateMember(cid, kit.accounts.bob.uid))?.handedInAtMs).toEqual(expect.any(Number));
    // Hiding the work publishes it as private (its users who started keep submitting).
    expect((await kit.call('PUT', '/api/admin/timed-work/visible', kit.accounts.root, { id: tid, visible: false })).statusCode).toBe(200);
    expect(await kit.gateContest(cid)).toMatchObject({ auth: ContestAuth.Private });
  });

  it('at start writes what the bucket lost, from the records, and keeps every entry it finds', async () => {
    const kv = await bucketOpener()(kit.service.app.js, kit.service.app.natsNames.kv.contestGate, 0);
    const bob = await kit.gateMember(cid, kit.accounts.bob.uid);
    // A bucket that lost the work and Alice's entry; Bob's (handed in) is still there.
    await kv.delete(contestGateKeys.contest(cid));
    await kv.delete(contestGateKeys.member(cid, kit.accounts.alice.uid));
    expect(await kit.gateContest(cid)).toBeNull();
    const config = loadServiceConfig('contest', { OJ_LOG_LEVEL: 'silent', OJ_NATS_NAMESPACE: kit.service.app.natsNames.namespace });
    restarted = await createService({ config, dataSource: kit.service.database.dataSource, plugin: contestService });
    const deadline = Date.now() + 10_000;
    while ((await kit.gateMember(cid, kit.accounts.alice.uid)) === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await kit.gateContest(cid)).toMatchObject({ cid, kind: 'timedWork', problems: [{ pid, displayId: 'A' }] });
    expect(await kit.gateMember(cid, kit.accounts.alice.uid)).toMatchObject({ cid, uid: kit.accounts.alice.uid, handedInAtMs: null });
    expect(await kit.gateMember(cid, kit.accounts.bob.uid)).toEqual(bob);
  });

  it('forgets the work and its members when it is deleted', async () => {
    expect((await kit.call('DELETE', `/api/admin/timed-work?id=${String(tid)}`, kit.accounts.root)).statusCode).toBe(200);
    expect(await kit.gateContest(cid)).toBeNull();
    expect(await kit.gateMember(cid, kit.accounts.alice.uid)).toBeNull();
    expect(await kit.gateMember(cid, kit.accounts.bob.uid)).toBeNull();
  });
});
