import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JUDGE_QUEUE } from '@oj/contracts';
import type { JudgeJob } from '@oj/contracts';
import { ensureJudgeConsumers, ensureJudgeStreams, openTestDataStore, publishTestData } from '@oj/judge-queue';
import type { JudgeNodeRuntime } from '../../src/worker/runtime.ts';
import type { Judge } from '../../src/worker/types.ts';
import { enqueue, makeJob, openTestBus, startNode, storedResult, verdict, waitFor } from './helpers.ts';
import type { TestBus } from './helpers.ts';

const PROBLEM_ID = 6;

/** Submissions of running contests (`judgeJob('contest')`) go after test runs and before the rest. */
describe('the contest queue', () => {
  let bus: TestBus;
  const nodes: JudgeNodeRuntime[] = [];

  beforeEach(async () => {
    bus = await openTestBus();
    await ensureJudgeStreams(bus.jsm, bus.names);
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

  const submission = (): JudgeJob => makeJob({ problemId: PROBLEM_ID, dataVersion: 'v1' });
  const testRun = (): JudgeJob => makeJob({ isTestJudge: true, testInput: '1 2\n' });

  async function allJudged(jobs: JudgeJob[]): Promise<void> {
    await waitFor('every result', async () => (await Promise.all(jobs.map((job) => storedResult(bus, job.submitId)))).every(Boolean), 30_000);
  }

  /** A judge that records the order it starts jobs in, each taking `ms`. */
  function recording(order: number[], ms = 20): Judge {
    return async (job) => {
      order.push(job.submitId);
      await sleep(ms);
      return verdict(job);
    };
  }

  it('takes waiting test runs, then contest submissions, then the practice backlog', async () => {
    const practice = [submission(), submission(), submission()];
    const contest = [submission(), submission()];
    const tests = [testRun()];
    await enqueue(bus, practice[0] as JudgeJob);
    await enqueue(bus, contest[0] as JudgeJob, 'contest');
    await enqueue(bus, practice[1] as JudgeJob);
    await enqueue(bus, tests[0] as JudgeJob);
    await enqueue(bus, contest[1] as JudgeJob, 'contest');
    await enqueue(bus, practice[2] as JudgeJob);
    const order: number[] = [];
    await node(recording(order), { concurrency: 1 });
    await allJudged([...practice, ...contest, ...tests]);
    expect(order).toEqual([...tests, ...contest, ...practice].map((job) => job.submitId));
  });

  it('judges a contest submission enqueued behind a backlog next, and a test run enqueued later before it', async () => {
    const order: number[] = [];
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const judge: Judge = async (job) => {
      order.push(job.submitId);
      if (order.length === 1) await held;
      await sleep(20);
      return verdict(job);
    };
    const backlog = Array.from({ length: 8 }, submission);
    for (const job of backlog) await enqueue(bus, job);
    await node(judge, { concurrency: 1 });
    await waitFor('the first job to start', () => order.length === 1);
    const contest = submission();
    const test = testRun();
    await enqueue(bus, contest, 'contest');
    await enqueue(bus, test);
    release();
    await allJudged([...backlog, contest, test]);
    expect(order).toEqual([backlog[0], test, contest, ...backlog.slice(1)].map((job) => job?.submitId));
  });

  it('takes a contest submission within about a second while an idle slot waits on the normal queue', async () => {
    const started = new Map<number, number>();
    await node(
      (job) => {
        started.set(job.submitId, Date.now());
        return Promise.resolve(verdict(job));
      },
      { concurrency: 1, pullExpiresMs: 1000 },
    );
    await sleep(1500);
    const contest = submission();
    const enqueuedAt = Date.now();
    await enqueue(bus, contest, 'contest');
    await waitFor('the contest job to start', () => started.has(contest.submitId));
    expect((started.get(contest.submitId) ?? Infinity) - enqueuedAt).toBeLessThan(1800);
  });

  it('retries a contest submission it handed back right after its retry delay, ahead of the backlog', async () => {
    const order: string[] = [];
    const contest = submission();
    let failed = false;
    const judge: Judge = async (job) => {
      if (job.submitId === contest.submitId && !failed) {
        failed = true;
        order.push('contest-failed');
        throw new Error('docker hiccup');
      }
      order.push(job.submitId === contest.submitId ? 'contest' : 'practice');
      await sleep(job.submitId === contest.submitId ? 0 : 300);
      return verdict(job);
    };
    await enqueue(bus, contest, 'contest');
    const backlog = Array.from({ length: 5 }, submission);
    for (const job of backlog) await enqueue(bus, job);
    await node(judge, { concurrency: 1, retryDelayMs: 100 });
    await allJudged([...backlog, contest]);
    expect(order).toEqual(['contest-failed', 'practice', 'contest', 'practice', 'practice', 'practice', 'practice']);
    expect((await storedResult(bus, contest.submitId))?.attempt).toBe(2);
  });

  it('finds a contest submission a dead node left behind before the backlog drains', async () => {
    await ensureJudgeConsumers(bus.jsm, bus.names, { ackWaitMs: 1000 });
    const contest = submission();
    await enqueue(bus, contest, 'contest');
    const consumer = await bus.js.consumers.get(bus.names.streams.judgeJobs.name, JUDGE_QUEUE.consumerNames.contest);
    expect((await consumer.next({ expires: 2000 }))?.info.deliveryCount).toBe(1);
    const backlog = Array.from({ length: 20 }, submission);
    for (const job of backlog) await enqueue(bus, job);
    const order: number[] = [];
    await node(recording(order, 400), { concurrency: 1, ackWaitMs: 1000 });
    await waitFor('the contest job', () => order.includes(contest.submitId), 20_000);
    // Searched for every 5 s: after about 13 of the 20 submissions (400 ms each).
    expect(order.indexOf(contest.submitId)).toBeLessThan(17);
    expect((await waitFor('its result', () => storedResult(bus, contest.submitId))).attempt).toBe(2);
  });

  it('costs an idle node about two small requests a second', async () => {
    const jobs = bus.names.streams.judgeJobs.name;
    const requests: string[] = [];
    const subscription = bus.nc.subscribe('$JS.API.>', {
      callback: (_error, message) => {
        if (message.subject.includes(jobs)) requests.push(message.subject);
      },
    });
    await node(recording([]), { concurrency: 2, pullExpiresMs: 1000, heartbeatIntervalMs: 60_000 });
    await sleep(1500); // set-up done: both slots wait on the normal queue
    requests.length = 0;
    await sleep(4000);
    subscription.unsubscribe();
    // Each second: one stream info and one pull on the normal queue (the loop waits in it, whatever
    // the concurrency); no consumer info, no pull of an empty priority queue.
    const kinds = new Set(requests.map((subject) => subject.split('.').slice(2, 4).join('.')));
    expect([...kinds].sort()).toEqual(['CONSUMER.MSG', 'STREAM.INFO']);
    const pulls = requests.filter((subject) => subject.startsWith('$JS.API.CONSUMER.MSG.NEXT.'));
    expect(pulls.every((subject) => subject.endsWith(`.${JUDGE_QUEUE.consumerNames.normal}`))).toBe(true);
    expect(requests.length).toBeGreaterThanOrEqual(2 * 3);
    expect(requests.length).toBeLessThanOrEqual(2 * 5);
  });
});
