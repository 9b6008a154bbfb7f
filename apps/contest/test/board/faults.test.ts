import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role, contestGateKeys } from '@oj/contracts';
import type { ContestGateMember, ContestGateState, ScoreboardPageDto } from '@oj/contracts';
import { ContestEntity, ContestRegisterEntity } from '@oj/db';
import { bucketOpener } from '@oj/service-kit';
import { ContestGatePublisher, ContestGateSync } from '../../src/modules/contest-gate/index.ts';
import { FEED_CONSUMER_PREFIX } from '../../src/modules/board/feed.ts';
import { contestForm } from '../helpers.ts';
import { ACCEPTED, BoardKit, HOUR_MS, MINUTE_MS } from './kit.ts';
import type { Account } from './kit.ts';

// Issue 20, "no lossy event path": a contest change whose instance dies between the commit and the
// publish, and a board that misses the change's event, both converge (real MariaDB and NATS).

describe('contest changes survive a crash between commit and publish, and a lost feed', () => {
  let kit: BoardKit;
  let doomed: FastifyInstance;
  let survivor: FastifyInstance;
  let root: Account;
  let alice: Account;
  let bob: Account;
  let cid: number;
  const endMs = Date.now() + 30 * MINUTE_MS;
  const startMs = endMs - 150 * MINUTE_MS;

  const rank = (on: FastifyInstance) => kit.call<ScoreboardPageDto>(on, 'POST', '/api/get-contest-rank', alice, { cid });
  const gateEntry = async <T>(key: string): Promise<T | null> => {
    const entry = await (await bucketOpener()(survivor.js, survivor.natsNames.kv.contestGate, 0)).get(key);
    return entry?.operation === 'PUT' ? entry.json<T>() : null;
  };
  /** The last request of an instance that dies right after its commit: it records, and never publishes. */
  const dyingSync = () =>
    new ContestGateSync({
      db: () => kit.db,
      publisher: new ContestGatePublisher(survivor.natsNames),
      names: survivor.natsNames,
      flush: () => Promise.resolve(),
      gateKeys: () => Promise.resolve(new Set()),
    });

  beforeAll(async () => {
    kit = await BoardKit.create('board_faults');
    root = await kit.account('root', [Role.SuperAdmin]);
    alice = await kit.account('alice');
    bob = await kit.account('bob');
    cid = await kit.contest(root, { startTime: new Date(startMs), endTime: new Date(endMs), sealRank: true, sealRankTime: new Date(endMs - HOUR_MS) });
    const [problem] = await kit.problems(cid, 1);
    if (!problem) throw new Error('no problem');
    await kit.submission({ cid, cpid: problem.cpid, pid: problem.pid, user: alice, status: ACCEPTED, submitTime: new Date(endMs - 10 * MINUTE_MS) });
    await kit.submission({ cid, cpid: problem.cpid, pid: problem.pid, user: bob, status: ACCEPTED, submitTime: new Date(endMs - 100 * MINUTE_MS) });
    doomed = await kit.start();
    survivor = await kit.start();
  }, 60_000);

  afterAll(async () => {
    await kit.close();
  });

  it('a contest change committed by an instance that died before publishing reaches the gate and the other boards', async () => {
    for (const instance of [doomed, survivor]) expect((await rank(instance)).data.sealed).toBe(true);
    // The doomed instance commits the change, then dies: its gate write and its event never leave it.
    await dyingSync().changeContest(cid, (tx) => tx.getRepository(ContestEntity).update({ id: cid }, { sealRank: false, sealRankTime: null }));
    await kit.stop(doomed);
    // The survivor's relay publishes what the dead one recorded: the gate entry and the board follow.
    const gate = await kit.until(
      () => gateEntry<ContestGateState>(contestGateKeys.contest(cid)),
      (state) => state !== null && state.sealRankTimeMs === null,
    );
    expect(gate).toMatchObject({ cid, sealRankTimeMs: null });
    const board = await kit.until(
      () => rank(survivor),
      (answer) => !answer.data.sealed,
    );
    expect(board.data.records.map((row) => row.uid)).toEqual([bob.uid, alice.uid]);
  });

  it('a registration committed before the crash reaches the gate', async () => {
    expect(await gateEntry(contestGateKeys.member(cid, bob.uid))).toBeNull();
    await dyingSync().registerMember(cid, bob.uid, async (tx) => {
      await tx.getRepository(ContestRegisterEntity).insert({ cid, uid: bob.uid });
      return true;
    });
    const member = await kit.until(
      () => gateEntry<ContestGateMember>(contestGateKeys.member(cid, bob.uid)),
      (entry) => entry !== null,
    );
    expect(member).toMatchObject({ cid, uid: bob.uid, handedInAtMs: null });
  });

  it('a board whose feed lost its consumer (the change event missed) catches up', async () => {
    const other = await kit.start();
    // The survivor's feed consumer vanishes from the server (as when NATS restarts), then a change is made on the other instance.
    const stream = survivor.natsNames.streams.events.name;
    const feeds: string[] = [];
    for await (const consumer of survivor.jsm.consumers.list(stream)) if (consumer.name.startsWith(FEED_CONSUMER_PREFIX)) feeds.push(consumer.name);
    for (const name of feeds) await survivor.jsm.consumers.delete(stream, name);
    const form = contestForm({ startTime: new Date(startMs).toISOString(), endTime: new Date(endMs).toISOString(), starAccount: ['bob'] });
    const saved = await kit.call(other, 'PUT', '/api/admin/contest', root, { id: cid, ...form });
    expect(saved.statusCode).toBe(200);
    const board = await kit.until(
      () => rank(survivor),
      (answer) => answer.data.records.find((row) => row.uid === bob.uid)?.isStar === true,
      30_000,
    );
    expect(board.data.records.find((row) => row.uid === bob.uid)).toMatchObject({ rank: -1, isStar: true });
  }, 40_000);
});
