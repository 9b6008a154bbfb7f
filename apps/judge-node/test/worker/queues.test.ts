import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JUDGE_QUEUE, Verdict } from '@oj/contracts';
import type { JudgeJob } from '@oj/contracts';
import { ensureJudgeConsumers, ensureJudgeStreams, openTestDataStore, publishTestData } from '@oj/judge-queue';
import type { JudgeNodeRuntime } from '../../src/worker/runtime.ts';
import type { Judge } from '../../src/worker/types.ts';
import { enqueue, makeJob, openTestBus, queuedJobs, startNode, storedResult, verdict, waitFor } from './helpers.ts';
import type { TestBus } from './helpers.ts';

const PROBLEM_ID = 5;

/** Online self-test runs (`judgeJob('test')`) go before queued submissions (`judgeJob('normal')`). */
describe('test and normal queues', () => {
  let bus: TestBus;
  const nodes: JudgeNodeRuntime[] = [];

  beforeEach(async () => {
    bus = await openTestBus();
    await ensureJudgeStreams(bus.jsm, bus.names);
    // Normal jobs read test data; one small case is enough for the fake judges.
    const dir = join(bus.dataDir, 'upload');
    await mkdir(dir, { recursive: true });
    await writeFile(join(dir, '1.in'), '1 2\n');
    await writeFile(join(dir, '1.out'), '3\n');
    await publishTestData(await openTestDataStore(bus.js, bus.names), PROBLEM_ID, 'v1', dir);
  });

  afterEach(async () => {
    for (const node of nodes.splice(0)) await node.stop();
    await bus.close();
  });

  async function node(judge: Judge, options: Parameters<typeof startNode>[2] = {}): Promise<JudgeNodeRuntime> {
    const started = await startNode(bus, judge, options);
    nodes.push(started);
    return started;
  }

  const normalJob = (): JudgeJob => makeJob({ problemId: PROBLEM_ID, dataVersion: 'v1' });
  const testJob = (): JudgeJob => makeJob({ isTestJudge: true, testInput: '1 2\n' });

  async function allJudged(jobs: JudgeJob[]): Promise<void> {
    await waitFor('every result', async () => (await Promise.all(jobs.map((job) => storedResult(bus, job.submitId)))).every(Boolean), 30_000);
  }

  it('judges a test job enqueued behind a backlog before the rest of the backlog', async () => {
    const order: number[] = [];
    let releaseFirst: () => void = () => undefined;
    const firstHeld = new Promise<void>((resolve) => {
      releaseFirst = resolve;
    });
    const judge: Judge = async (job) => {
      order.push(job.submitId);
      if (order.length === 1) await firstHeld;
      await sleep(50);
      return verdict(job);
    };
    const backlog = Array.from({ length: 6 }, normalJob);
    for (const job of backlog) await enqueue(bus, job);
    await node(judge, { concurrency: 1 });
    // The only slot judges the first submission; the other five wait in the queue.
    await waitFor('the first job to start', () => order.length === 1);
    const test = testJob();
    await enqueue(bus, test);
    releaseFirst();

    await allJudged([...backlog, test]);
    expect(order).toEqual([backlog[0]?.submitId, test.submitId, ...backlog.slice(1).map((job) => job.submitId)]);
    expect((await storedResult(bus, test.submitId))?.status).toBe(Verdict.Accepted);
    await waitFor('every ack', async () => (await queuedJobs(bus)) === 0);
  });

  it('takes test jobs that were already waiting before any queued submission', async () => {
    const order: number[] = [];
    const judge: Judge = async (job) => {
      order.push(job.submitId);
      await sleep(20);
      return verdict(job);
    };
    const normal = [normalJob(), normalJob(), normalJob()];
    const tests = [testJob(), testJob()];
    for (const job of [normal[0], tests[0], normal[1], tests[1], normal[2]]) if (job) await enqueue(bus, job);
    await node(judge, { concurrency: 1 });
    await allJudged([...normal, ...tests]);
    expect(order).toEqual([...tests, ...normal].map((job) => job.submitId));
  });

  it('takes a test job within about a second while an idle slot waits on the normal queue', async () => {
    const started = new Map<number, number>();
    const judge: Judge = (job) => {
      started.set(job.submitId, Date.now());
      return Promise.resolve(verdict(job));
    };
    await node(judge, { concurrency: 1, pullExpiresMs: 1000 });
    await sleep(1500); // the loop is now inside a pull on the normal queue
    for (const job of [testJob(), normalJob()]) {
      const enqueuedAt = Date.now();
      await enqueue(bus, job);
      await waitFor('the job to start', () => started.has(job.submitId));
      // A test job waits at most for the running normal pull to expire; a normal job is taken at once.
      expect((started.get(job.submitId) ?? Infinity) - enqueuedAt).toBeLessThan(job.isTestJudge === true ? 1800 : 800);
      await sleep(700);
    }
  });

  it('retries a test job it handed back right after its retry delay, ahead of the backlog', async () => {
    const order: string[] = [];
    let failures = 0;
    const judge: Judge = async (job) => {
      if (job.isTestJudge === true && failures === 0) {
        failures += 1;
        order.push('test-failed');
        throw new Error('docker hiccup');
      }
      order.push(job.isTestJudge === true ? 'test' : 'normal');
      await sleep(job.isTestJudge === true ? 0 : 300);
      return verdict(job);
    };
    const test = testJob();
    await enqueue(bus, test);
    const backlog = Array.from({ length: 6 }, normalJob);
    for (const job of backlog) await enqueue(bus, job);
    await node(judge, { concurrency: 1, retryDelayMs: 100 });
    await allJudged([...backlog, test]);
    // The nak'd job is offered again 100 ms later, while the first submission is being judged.
    expect(order).toEqual(['test-failed', 'normal', 'test', 'normal', 'normal', 'normal', 'normal', 'normal']);
    expect((await storedResult(bus, test.submitId))?.attempt).toBe(2);
  });

  it('finds a test job a dead node left behind before the backlog drains', async () => {
    await ensureJudgeConsumers(bus.jsm, bus.names, { ackWaitMs: 1000 });
    const test = testJob();
    await enqueue(bus, test);
    // Another node takes the test job and dies: the server offers it again after ack wait, unseen by num_pending.
    const consumer = await bus.js.consumers.get(bus.names.streams.judgeJobs.name, JUDGE_QUEUE.consumerNames.test);
    expect((await consumer.next({ expires: 2000 }))?.info.deliveryCount).toBe(1);
    const backlog = Array.from({ length: 20 }, normalJob);
    for (const job of backlog) await enqueue(bus, job);

    const order: number[] = [];
    const judge: Judge = async (job) => {
      order.push(job.submitId);
      await sleep(job.isTestJudge === true ? 0 : 400);
      return verdict(job);
    };
    await node(judge, { concurrency: 1, ackWaitMs: 1000 });
    await allJudged([...backlog, test]);
    // The test queue is searched for such jobs every 5 s: after about 13 of the 20 submissions (8 s).
    expect(order.indexOf(test.submitId)).toBeLessThan(17);
    expect((await storedResult(bus, test.submitId))?.attempt).toBe(2);
  });
});
