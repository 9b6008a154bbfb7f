import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JUDGE_QUEUE } from '@oj/contracts';
import { listJudgeNodes, openJudgeNodesBucket, startHeartbeat } from '@oj/judge-queue';
import { ensureJudgeConsumer, ensureJudgeStreams, msToNanos } from '@oj/judge-queue';
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

  it('creates the shared consumer with explicit acks and updates its ack wait', async () => {
    await ensureJudgeStreams(bus.jsm, bus.names);
    const created = await ensureJudgeConsumer(bus.jsm, bus.names, { ackWaitMs: 60_000 });
    expect(created.config).toMatchObject({ durable_name: JUDGE_QUEUE.consumerName, ack_policy: 'explicit', ack_wait: msToNanos(60_000) });
    const updated = await ensureJudgeConsumer(bus.jsm, bus.names, { ackWaitMs: 30_000 });
    expect(updated.config.ack_wait).toBe(msToNanos(30_000));
  });
});
