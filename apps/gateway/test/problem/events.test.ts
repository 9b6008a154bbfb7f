import { randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { Verdict, natsNames } from '@oj/contracts';
import type { SubmissionJudgedEvent } from '@oj/contracts';
import { JudgeEntity, ProblemCountEntity, ProblemEntity, UserAcProblemEntity } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService } from '@oj/service-kit';
import { applyInOrder, consumerCursor, ensureEventsStream } from '@oj/service-kit/events';
import { DEAD_LETTER_HEADERS } from '@oj/contracts';
import { SUBMISSION_STATS_CONSUMER, applySubmissionJudged, submissionJudgedEvents } from '../../src/modules/problem/events.ts';
import type { SubmissionJudgedEventsOptions } from '../../src/modules/problem/events.ts';
import { reconcileProblemStats } from '../../src/modules/problem/reconcile.ts';
import { gatewayTestConfig, testDeps } from '../helpers.ts';

describe('submission judged events keep the problem statistics', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let nc: NatsConnection;
  let js: JetStreamClient;
  let jsm: JetStreamManager;
  let pid: number;
  const uid = randomUUID();

  const config = gatewayTestConfig();
  const build = async (extra: Partial<SubmissionJudgedEventsOptions> = {}): Promise<FastifyInstance> => {
    const plugin: FastifyPluginAsync = async (instance) => {
      await instance.register(submissionJudgedEvents, {
        deps: testDeps(instance),
        pullExpiresMs: 1000,
        retryDelayMs: 100,
        ackWaitMs: 5000,
        maxAttempts: 3,
        sweepIntervalMs: 0,
        ...extra,
      });
    };
    return createService({ config, dataSource: database.dataSource, plugin });
  };

  beforeAll(async () => {
    database = await createTestDatabase('gw_events');
    const inserted = await database.dataSource.getRepository(ProblemEntity).insert({ problemId: 'EV-1', title: 'Events', caseVersion: 'v1' });
    pid = Number(inserted.identifiers[0]?.id);
    await database.dataSource.getRepository(ProblemCountEntity).insert({ pid });
    nc = await connect({ servers: config.nats.servers });
    js = jetstream(nc);
    jsm = await jetstreamManager(nc);
    await ensureEventsStream(jsm, natsNames(config.nats.namespace));
    app = await build();
  });

  afterAll(async () => {
    await app.close();
    await jsm.streams.delete(app.natsNames.streams.events.name).catch(() => false);
    await jsm.streams.delete(app.natsNames.streams.deadLetters.name).catch(() => false);
    await nc.close();
    await database.drop();
  });

  const event = (submitId: number, oldStatus: number, newStatus: number, extra: Partial<SubmissionJudgedEvent> = {}): SubmissionJudgedEvent => ({
    submitId,
    pid,
    uid,
    username: 'alice',
    cid: 0,
    gid: null,
    oldStatus,
    newStatus,
    score: null,
    oiRankScore: null,
    time: 1,
    memory: 1,
    isManual: false,
    reason: 'judged',
    submitTime: new Date().toISOString(),
    at: new Date().toISOString(),
    ...extra,
  });
  const publish = async (payload: SubmissionJudgedEvent | string) => {
    await js.publish(app.natsNames.subjects.submissionJudged, typeof payload === 'string' ? payload : JSON.stringify(payload));
  };
  const settled = async () => {
    for (let tries = 0; tries < 200; tries += 1) {
      const info = await jsm.consumers.info(app.natsNames.streams.events.name, SUBMISSION_STATS_CONSUMER).catch(() => null);
      if (info && info.num_pending === 0 && info.num_ack_pending === 0) return;
      await sleep(100);
    }
    throw new Error('events not settled');
  };
  const counts = async () => database.dataSource.getRepository(ProblemCountEntity).findOneOrFail({ where: { pid } });
  const solved = async () => database.dataSource.getRepository(UserAcProblemEntity).find({ where: { uid } });
  const judgeRowAs = async (submitId: number, status: number) => {
    await database.dataSource
      .getRepository(JudgeEntity)
      .upsert({ submitId, pid, displayPid: 'EV-1', uid, username: 'alice', submitTime: new Date(), status, code: 'x', language: 'C++', cid: 0 }, ['submitId']);
  };

  it('books verdicts, rejudges and manual changes in order', async () => {
    await judgeRowAs(1, Verdict.Accepted);
    await judgeRowAs(2, Verdict.WrongAnswer);
    await publish(event(1, Verdict.Judging, Verdict.Accepted));
    await publish(event(2, Verdict.Pending, Verdict.WrongAnswer));
    await publish('not json');
    await publish(event(3, Verdict.Pending, Verdict.Accepted, { cid: 8 }));
    await settled();
    expect(await counts()).toMatchObject({ total: 2, ac: 1, wa: 1 });
    expect((await solved()).map((row) => row.submitId)).toEqual([1]);

    // Rejudge of 1 (back to Pending, then WA) and a manual AC of 2.
    await judgeRowAs(1, Verdict.WrongAnswer);
    await judgeRowAs(2, Verdict.Accepted);
    await publish(event(1, Verdict.Accepted, Verdict.Pending, { reason: 'rejudge' }));
    await publish(event(1, Verdict.Pending, Verdict.WrongAnswer));
    await publish(event(2, Verdict.WrongAnswer, Verdict.Accepted, { reason: 'manual', isManual: true }));
    await settled();
    expect(await counts()).toMatchObject({ total: 2, ac: 1, wa: 1 });
    expect((await solved()).map((row) => row.submitId)).toEqual([2]);
  });

  it('applies an event once, even when it is delivered again', async () => {
    const info = await jsm.streams.info(app.natsNames.streams.events.name);
    const lastApplied = info.state.last_seq;
    const before = await counts();
    expect(await consumerCursor(database.dataSource, SUBMISSION_STATS_CONSUMER)).toBe(lastApplied);
    const replay = await database.dataSource.transaction((manager) =>
      applyInOrder(manager, SUBMISSION_STATS_CONSUMER, lastApplied, () => applySubmissionJudged(manager, event(9, Verdict.Pending, Verdict.Accepted))),
    );
    expect(replay).toBe(false);
    expect(await counts()).toEqual(before);
  });

  it('catches up on events published while the gateway was down', async () => {
    await app.close();
    await publish(event(4, Verdict.Pending, Verdict.TimeLimitExceeded));
    app = await build();
    await settled();
    expect(await counts()).toMatchObject({ total: 3, tle: 1 });
  });

  it('puts an event that keeps failing on the dead-letter stream, counts it, and books the next ones', async () => {
    const before = await counts();
    // A uid longer than its column: the solved-list insert fails on every try, and the counters roll back with it.
    const poison = event(5, Verdict.Pending, Verdict.Accepted, { uid: 'u'.repeat(300) });
    await publish(poison);
    await judgeRowAs(6, Verdict.WrongAnswer);
    await publish(event(6, Verdict.Pending, Verdict.WrongAnswer));
    await settled();
    expect(await counts()).toMatchObject({ total: before.total + 1, wa: before.wa + 1, ac: before.ac });
    const dead = await jsm.streams.getMessage(app.natsNames.streams.deadLetters.name, {
      last_by_subj: app.natsNames.subjects.deadLetter(SUBMISSION_STATS_CONSUMER),
    });
    if (!dead) throw new Error('no dead letter stored');
    expect(dead.json()).toEqual(poison);
    expect(dead.header.get(DEAD_LETTER_HEADERS.consumer)).toBe(SUBMISSION_STATS_CONSUMER);
    const metrics = await app.metrics.metrics();
    expect(metrics).toContain(`oj_dead_letters_total{consumer="${SUBMISSION_STATS_CONSUMER}",service="gateway"} 1`);
  });

  it('leaves a problem alone while its submissions changed within the horizon', async () => {
    await database.dataSource.getRepository(ProblemCountEntity).update({ pid }, { ac: 40 });
    const outcome = await reconcileProblemStats(database.dataSource, { consumer: SUBMISSION_STATS_CONSUMER, horizonMs: 60 * 60_000 });
    expect(outcome).toMatchObject({ checked: 1, unsettled: 1, countersRepaired: 0 });
    expect(await counts()).toMatchObject({ ac: 40 });
  });

  it('converges: the sweep rebuilds corrupted counters and the effects of a dropped event from the judge rows', async () => {
    await app.close();
    // Corrupted counters, a solved entry pointing at the wrong submission, and a verdict whose event was never published.
    await database.dataSource.getRepository(ProblemCountEntity).update({ pid }, { ac: 40, wa: 0, total: 7 });
    await database.dataSource.getRepository(UserAcProblemEntity).update({ uid }, { submitId: 99 });
    await judgeRowAs(7, Verdict.Accepted);
    await database.dataSource.getRepository(JudgeEntity).upsert(
      {
        submitId: 8,
        pid,
        displayPid: 'EV-1',
        uid: 'bob',
        username: 'bob',
        submitTime: new Date(),
        status: Verdict.Accepted,
        code: 'x',
        language: 'C++',
        cid: 0,
      },
      ['submitId'],
    );
    const rows = await database.dataSource.getRepository(JudgeEntity).find({ where: { pid, cid: 0 } });
    const expected = (status: number) => rows.filter((row) => row.status === status).length;
    app = await build({ sweepIntervalMs: 300, sweepHorizonMs: 0 });
    for (let tries = 0; tries < 50 && (await counts()).ac !== expected(Verdict.Accepted); tries += 1) await sleep(100);
    expect(await counts()).toMatchObject({
      total: rows.length,
      ac: expected(Verdict.Accepted),
      wa: expected(Verdict.WrongAnswer),
      tle: expected(Verdict.TimeLimitExceeded),
    });
    const solvers = await database.dataSource.getRepository(UserAcProblemEntity).find({ where: { pid }, order: { uid: 'ASC' } });
    expect(solvers.map((row) => [row.uid, row.submitId])).toEqual(
      [
        ['bob', 8],
        [uid, 2],
      ].sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    );
    // A second pass finds nothing to repair.
    const again = await reconcileProblemStats(database.dataSource, { consumer: SUBMISSION_STATS_CONSUMER, horizonMs: 0 });
    expect(again).toMatchObject({ countersRepaired: 0, solvedRepaired: 0 });
  });
});
