import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { ContestAuth, contestGateKeys } from '@oj/contracts';
import type { ContestRow } from '@oj/db';
import { ContestEntity, ContestProblemEntity, ContestRegisterEntity } from '@oj/db';
import { bucketOpener, createService, loadServiceConfig } from '@oj/service-kit';
import { contestService } from '../src/app.ts';
import { gateStateOf } from '../src/modules/contest-gate/index.ts';
import { HOUR_MS, startContestKit } from './helpers.ts';
import type { ContestTestKit } from './helpers.ts';

// The contest gate at service start: every contest still taking submissions is published again
// from the tables (a write lost between a commit and a crash is repaired), with its registrations.

describe('the contest gate at service start', () => {
  let kit: ContestTestKit;
  let restarted: FastifyInstance | undefined;
  const now = Date.now();

  beforeAll(async () => {
    kit = await startContestKit();
  });
  afterAll(async () => {
    await restarted?.close();
    await kit.close();
  });

  const contestRow = (title: string, startMs: number, endMs: number, extra: Partial<ContestRow> = {}) => ({
    title,
    description: 'd',
    uid: kit.accounts.admin.uid,
    author: 'contestadmin',
    startTime: new Date(startMs),
    endTime: new Date(endMs),
    duration: Math.floor((endMs - startMs) / 1000),
    starAccount: '[]',
    awardConfig: '[]',
    ...extra,
  });

  it('publishes open contests and their members, and leaves ended ones alone', async () => {
    // Rows written behind the service's back, as if it had died before its gate writes.
    const contests = kit.service.database.dataSource.getRepository(ContestEntity);
    const running = Number((await contests.insert(contestRow('Running', now - HOUR_MS, now + HOUR_MS, { auth: ContestAuth.Protected }))).identifiers[0]?.id);
    const ended = Number((await contests.insert(contestRow('Ended', now - 3 * HOUR_MS, now - HOUR_MS))).identifiers[0]?.id);
    const endedOpen = Number((await contests.insert(contestRow('Ended, open', now - 3 * HOUR_MS, now - HOUR_MS, { allowEndSubmit: true }))).identifiers[0]?.id);
    await kit.service.database.dataSource
      .getRepository(ContestProblemEntity)
      .insert({ cid: running, pid: await kit.addBankProblem(), displayId: 'A', displayTitle: 'A' });
    await kit.service.database.dataSource.getRepository(ContestRegisterEntity).insert({ cid: running, uid: kit.accounts.bob.uid });
    expect(await kit.gateContest(running)).toBeNull();

    const config = loadServiceConfig('contest', { OJ_LOG_LEVEL: 'silent', OJ_NATS_NAMESPACE: kit.service.app.natsNames.namespace });
    restarted = await createService({ config, dataSource: kit.service.database.dataSource, plugin: contestService });
    const deadline = Date.now() + 10_000;
    while ((await kit.gateMember(running, kit.accounts.bob.uid)) === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));

    expect(await kit.gateContest(running)).toMatchObject({ auth: ContestAuth.Protected, problems: [{ displayId: 'A' }], authorUid: kit.accounts.admin.uid });
    expect(await kit.gateMember(running, kit.accounts.bob.uid)).toMatchObject({ cid: running, handedInAtMs: null });
    expect(await kit.gateContest(endedOpen)).toMatchObject({ allowEndSubmit: true });
    expect(await kit.gateContest(ended)).toBeNull();
  });

  it('keeps every field of a member entry it finds, and writes the missing ones', async () => {
    const running = (await kit.service.database.dataSource.getRepository(ContestEntity).findOneByOrFail({ title: 'Running' })).id;
    await kit.service.database.dataSource.getRepository(ContestRegisterEntity).insert({ cid: running, uid: kit.accounts.alice.uid });
    const kv = await bucketOpener()(kit.service.app.js, kit.service.app.natsNames.kv.contestGate, 0);
    // Bob handed in (what timed work will write); Alice's entry is missing (a bucket that lost it).
    const handedIn = { cid: running, uid: kit.accounts.bob.uid, registeredAtMs: now - HOUR_MS, handedInAtMs: now - 60_000 };
    await kv.put(contestGateKeys.member(running, kit.accounts.bob.uid), JSON.stringify(handedIn));
    await restarted?.close();
    const config = loadServiceConfig('contest', { OJ_LOG_LEVEL: 'silent', OJ_NATS_NAMESPACE: kit.service.app.natsNames.namespace });
    restarted = await createService({ config, dataSource: kit.service.database.dataSource, plugin: contestService });
    const deadline = Date.now() + 10_000;
    while ((await kit.gateMember(running, kit.accounts.alice.uid)) === null && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await kit.gateMember(running, kit.accounts.alice.uid)).toMatchObject({ cid: running, handedInAtMs: null });
    expect(await kit.gateMember(running, kit.accounts.bob.uid)).toEqual(handedIn);
  });

  it('publishes a hidden contest as private, whatever its auth', async () => {
    const row = await kit.service.database.dataSource.getRepository(ContestEntity).findOneByOrFail({ title: 'Running' });
    expect(gateStateOf({ ...row, visible: false }, [], now).auth).toBe(ContestAuth.Private);
    expect(gateStateOf({ ...row, visible: true, auth: ContestAuth.Public }, [], now).auth).toBe(ContestAuth.Public);
  });
});
