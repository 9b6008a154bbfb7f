import { setTimeout as sleep } from 'node:timers/promises';
import { AckPolicy } from '@nats-io/jetstream';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JUDGE_QUEUE } from '@oj/contracts';
import { listJudgeNodes, openJudgeNodesBucket, startHeartbeat } from '@oj/judge-queue';
import { ensureJudgeConsumers, ensureJudgeStreams, msToNanos } from '@oj/judge-queue';
import { silentLog } from '../../src/worker/types.ts';
import { openTestBus, startNode, verdict, waitFor } from './helpers.ts';
import type { TestBus } from './helpers.ts';

describe('judge node heartbeats', () => {
  let bus: TestBus;

  beforeEach(async () => {
    bus = await openTestBus();
  });

  afterEach(async () => {
    await bus.close();
  });

  it('lists a running node with its capacity, and removes it on a graceful stop', async () => {
    const node = await startNode(bus, (job) => Promise.resolve(verdict(job)), { concurrency: 3, heartbeatIntervalMs: 200 });
    const bucket = await openJudgeNodesBucket(bus.js, bus.names);
    const [listed] = await waitFor('the heartbeat', async () => {
      const found = await listJudgeNodes(bucket);
      return found.length === 1 ? found : null;
    });
    expect(listed).toMatchObject({ nodeId: node.nodeId, concurrency: 3, running: 0, judged: 0, version: 'test' });
    expect(listed?.cores).toBeGreaterThan(0);
    expect(Date.parse(listed?.lastSeen ?? '')).toBeGreaterThan(Date.now() - 5000);
    await node.stop();
    expect(await listJudgeNodes(bucket)).toEqual([]);
  });

  it('lets the entry of a node that stopped beating expire with the bucket TTL', async () => {
    const bucket = await openJudgeNodesBucket(bus.js, bus.names, 1500);
    const info = { nodeId: 'crashed', hostname: 'h', cores: 2, concurrency: 2, running: 1, judged: 5, startedAt: new Date().toISOString(), version: 'x' };
    const alive = startHeartbeat(bucket, () => info, 300, silentLog);
    const beating = startHeartbeat(bucket, () => ({ ...info, nodeId: 'alive' }), 300, silentLog);
    await waitFor('both entries', async () => (await listJudgeNodes(bucket)).length === 2);
    await alive.stop(); // like a crash: no removal
    await sleep(2500);
    expect((await listJudgeNodes(bucket)).map((node) => node.nodeId)).toEqual(['alive']);
    await beating.stop({ remove: true });
  });
});

describe('judge streams', () => {
  let bus: TestBus;

  beforeEach(async () => {
    bus = await openTestBus();
  });

  afterEach(async () => {
    await bus.close();
  });

  it('creates a work-queue job stream and a limits results stream, idempotently', async () => {
    const first = await ensureJudgeStreams(bus.jsm, bus.names);
    expect(first.jobs.config).toMatchObject({
      retention: 'workqueue',
      storage: 'file',
      subjects: bus.names.streams.judgeJobs.subjects,
      duplicate_window: msToNanos(JUDGE_QUEUE.duplicateWindowMs),
    });
    expect(first.results.config).toMatchObject({ retention: 'limits', storage: 'file', max_age: msToNanos(JUDGE_QUEUE.resultsMaxAgeMs) });
    const again = await ensureJudgeStreams(bus.jsm, bus.names);
    expect(again.jobs.created).toBe(first.jobs.created);

    // An older deployment's settings are brought up to date, messages kept.
    await bus.jsm.streams.update(bus.names.streams.judgeJobs.name, { ...first.jobs.config, duplicate_window: msToNanos(5000) });
    await bus.js.publish(bus.names.subjects.judgeJob(), '{}');
    const updated = await ensureJudgeStreams(bus.jsm, bus.names);
    expect(updated.jobs.config.duplicate_window).toBe(msToNanos(JUDGE_QUEUE.duplicateWindowMs));
    expect(updated.jobs.state.messages).toBe(1);
  });

  it('drops a job published twice with one msgID', async () => {
    await ensureJudgeStreams(bus.jsm, bus.names);
    const first = await bus.js.publish(bus.names.subjects.judgeJob(), '{}', { msgID: 'submit:1' });
    const second = await bus.js.publish(bus.names.subjects.judgeJob(), '{}', { msgID: 'submit:1' });
    expect([first.duplicate, second.duplicate]).toEqual([false, true]);
  });

  it('creates the three queue consumers with disjoint filters and explicit acks, and updates their ack wait', async () => {
    await ensureJudgeStreams(bus.jsm, bus.names);
    const created = await ensureJudgeConsumers(bus.jsm, bus.names, { ackWaitMs: 60_000 });
    const common = { ack_policy: 'explicit', deliver_policy: 'all', max_deliver: -1, ack_wait: msToNanos(60_000) };
    for (const queue of ['test', 'contest', 'normal'] as const) {
      expect(created[queue].config).toMatchObject({
        ...common,
        durable_name: JUDGE_QUEUE.consumerNames[queue],
        filter_subject: bus.names.subjects.judgeJob(queue),
      });
    }
    const again = await ensureJudgeConsumers(bus.jsm, bus.names, { ackWaitMs: 60_000 });
    expect([again.test.created, again.contest.created, again.normal.created]).toEqual([created.test.created, created.contest.created, created.normal.created]);
    const updated = await ensureJudgeConsumers(bus.jsm, bus.names, { ackWaitMs: 30_000 });
    expect([updated.test.config.ack_wait, updated.contest.config.ack_wait, updated.normal.config.ack_wait]).toEqual([
      msToNanos(30_000),
      msToNanos(30_000),
      msToNanos(30_000),
    ]);
    const names = [];
    for await (const consumer of bus.jsm.consumers.list(bus.names.streams.judgeJobs.name)) names.push(consumer.name);
    expect(names.sort()).toEqual(Object.values(JUDGE_QUEUE.consumerNames).sort());
  });

  it('adds the contest consumer to a platform with only the test and normal consumers, keeping their jobs', async () => {
    await ensureJudgeStreams(bus.jsm, bus.names);
    const stream = bus.names.streams.judgeJobs.name;
    // The two-queue layout, with a job waiting in each, and a contest job that a new dispatch already published.
    for (const queue of ['test', 'normal'] as const) {
      await bus.jsm.consumers.add(stream, {
        durable_name: JUDGE_QUEUE.consumerNames[queue],
        filter_subject: bus.names.subjects.judgeJob(queue),
        ack_policy: AckPolicy.Explicit,
        ack_wait: msToNanos(60_000),
        max_deliver: -1,
      });
    }
    await bus.js.publish(bus.names.subjects.judgeJob('normal'), JSON.stringify({ submitId: 1 }));
    await bus.js.publish(bus.names.subjects.judgeJob('test'), JSON.stringify({ submitId: -2 }));
    await bus.js.publish(bus.names.subjects.judgeJob('contest'), JSON.stringify({ submitId: 3 }));

    const upgraded = await ensureJudgeConsumers(bus.jsm, bus.names);
    expect(upgraded.contest.config.filter_subject).toBe(bus.names.subjects.judgeJob('contest'));
    for (const [queue, submitId] of [
      ['contest', 3],
      ['test', -2],
      ['normal', 1],
    ] as const) {
      const consumer = await bus.js.consumers.get(stream, JUDGE_QUEUE.consumerNames[queue]);
      const message = await consumer.next({ expires: 2000 });
      expect(message?.json()).toEqual({ submitId });
      message?.ack();
    }
    await waitFor('every job acked', async () => (await bus.jsm.streams.info(stream)).state.messages === 0);
  });

  it('replaces the unfiltered consumer of an older platform and keeps the job it had not acked', async () => {
    await ensureJudgeStreams(bus.jsm, bus.names);
    const stream = bus.names.streams.judgeJobs.name;
    // The layout before the two queues: one consumer on every job subject.
    await bus.jsm.consumers.add(stream, {
      durable_name: JUDGE_QUEUE.legacyConsumerName,
      ack_policy: AckPolicy.Explicit,
      ack_wait: msToNanos(60_000),
      max_deliver: -1,
    });
    await bus.js.publish(bus.names.subjects.judgeJob('normal'), JSON.stringify({ submitId: 1 }));
    await bus.js.publish(bus.names.subjects.judgeJob('test'), JSON.stringify({ submitId: -2 }));
    const legacy = await bus.js.consumers.get(stream, JUDGE_QUEUE.legacyConsumerName);
    // An old node took the first job and died without acking it.
    const taken = await legacy.next({ expires: 2000 });
    expect(taken?.json()).toEqual({ submitId: 1 });
    // A filtered consumer cannot join it: this is why it has to go first.
    await expect(
      bus.jsm.consumers.add(stream, { durable_name: 'probe', ack_policy: AckPolicy.Explicit, filter_subject: bus.names.subjects.judgeJob('test') }),
    ).rejects.toThrow(/not unique/);

    await ensureJudgeConsumers(bus.jsm, bus.names);
    await expect(bus.jsm.consumers.info(stream, JUDGE_QUEUE.legacyConsumerName)).rejects.toThrow(/consumer not found/);
    const normal = await bus.js.consumers.get(stream, JUDGE_QUEUE.consumerNames.normal);
    const test = await bus.js.consumers.get(stream, JUDGE_QUEUE.consumerNames.test);
    const kept = await normal.next({ expires: 2000 });
    expect(kept?.json()).toEqual({ submitId: 1 });
    expect(kept?.info.deliveryCount).toBe(1);
    kept?.ack();
    const waiting = await test.next({ expires: 2000 });
    expect(waiting?.json()).toEqual({ submitId: -2 });
    waiting?.ack();
    await waitFor('both acked', async () => (await bus.jsm.streams.info(stream)).state.messages === 0);
    // Idempotent once upgraded.
    await ensureJudgeConsumers(bus.jsm, bus.names);
  });
});
