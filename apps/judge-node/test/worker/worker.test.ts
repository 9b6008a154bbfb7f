import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { JUDGE_QUEUE, Verdict, judgeResultMsgId } from '@oj/contracts';
import type { JudgeJob } from '@oj/contracts';
import { ensureJudgeConsumers, ensureJudgeStreams } from '@oj/judge-queue';
import type { JudgeNodeRuntime } from '../../src/worker/runtime.ts';
import type { Judge } from '../../src/worker/types.ts';
import { enqueue, makeJob, openTestBus, queuedJobs, recordJudgeTraffic, startNode, storedCount, storedResult, verdict, waitFor } from './helpers.ts';
import type { TestBus } from './helpers.ts';

describe('judge worker', () => {
  let bus: TestBus;
  const nodes: JudgeNodeRuntime[] = [];

  beforeEach(async () => {
    bus = await openTestBus();
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

  it('publishes Compiling, Judging, then exactly one result, and acks the job', async () => {
    const traffic = recordJudgeTraffic(bus);
    const judge: Judge = async (job, _dir, onProgress) => {
      await sleep(50);
      onProgress(Verdict.Judging);
      await sleep(50);
      return verdict(job);
    };
    const started = await node(judge);
    const job = makeJob({ isTestJudge: true, testInput: '1 2\n' });
    await enqueue(bus, job);

    const result = await waitFor('the result', () => storedResult(bus, job.submitId));
    expect(result).toMatchObject({ submitId: job.submitId, status: Verdict.Accepted, judger: started.nodeId, attempt: 1 });
    await waitFor('the ack', async () => (await queuedJobs(bus)) === 0);
    expect(await storedCount(bus, bus.names.subjects.judgeResult(job.submitId))).toBe(1);
    expect(await storedCount(bus, bus.names.subjects.judgeProgress(job.submitId))).toBe(2);
    await waitFor('traffic', () => traffic.length >= 3);
    expect(traffic.map((entry) => [entry.subject.split('.').at(-2), entry.data.status])).toEqual([
      ['progress', Verdict.Compiling],
      ['progress', Verdict.Judging],
      ['result', Verdict.Accepted],
    ]);
    expect(traffic[0]?.data.judger).toBe(result.judger);
    await waitFor('the node to count it', () => started.worker.judged === 1);
  });

  it('judges at most `concurrency` jobs at once per node, and more nodes add capacity', async () => {
    let running = 0;
    let peak = 0;
    const judgers = new Set<string>();
    const judge: Judge = async (job) => {
      running += 1;
      peak = Math.max(peak, running);
      await sleep(500);
      running -= 1;
      return verdict(job);
    };
    const first = await node(judge, { concurrency: 2 });
    const jobs = Array.from({ length: 6 }, () => makeJob({ isTestJudge: true, testInput: '' }));
    for (const job of jobs) await enqueue(bus, job);
    await waitFor('all results', async () => (await Promise.all(jobs.map((job) => storedResult(bus, job.submitId)))).every(Boolean));
    expect(peak).toBe(2);
    await waitFor('the node to count them', () => first.worker.judged === 6);

    peak = 0;
    const second = await node(judge, { concurrency: 1 });
    const more = Array.from({ length: 6 }, () => makeJob({ isTestJudge: true, testInput: '' }));
    for (const job of more) await enqueue(bus, job);
    const results = await waitFor('all results', async () => {
      const found = await Promise.all(more.map((job) => storedResult(bus, job.submitId)));
      return found.every(Boolean) ? found : null;
    });
    for (const result of results) judgers.add(result?.judger ?? '');
    expect(peak).toBe(3);
    await waitFor('the second node to count its jobs', () => second.worker.judged > 0);
    expect(judgers.size).toBe(2);
  });

  it('frees the slot when the judge call settles: the next job is judged while the last result is still being published', async () => {
    const published = new Map<number, number>();
    // Every final result takes 400 ms to publish; progress and everything else go straight through.
    const resultPrefix = bus.names.subjects.judgeResult('');
    const slowPublish: typeof bus.js.publish = async (subject, ...rest) => {
      if (!subject.startsWith(resultPrefix)) return bus.js.publish(subject, ...rest);
      await sleep(400);
      const ack = await bus.js.publish(subject, ...rest);
      published.set(Number(subject.slice(resultPrefix.length)), Date.now());
      return ack;
    };
    const slowResults = new Proxy(bus.js, {
      get: (target, key) => {
        if (key === 'publish') return slowPublish;
        const value: unknown = Reflect.get(target, key, target);
        return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(target) : value;
      },
    });
    const started = new Map<number, number>();
    const judge: Judge = async (job) => {
      started.set(job.submitId, Date.now());
      await sleep(50);
      return verdict(job);
    };
    const runtime = await node(judge, { concurrency: 1, js: slowResults });
    for (const job of [makeJob({ isTestJudge: true, testInput: '' }), makeJob({ isTestJudge: true, testInput: '' })]) await enqueue(bus, job);
    await waitFor('both results', () => published.size === 2);
    const [first, second] = [...started.entries()].sort((a, b) => a[1] - b[1]);
    expect(second![1]).toBeLessThan(published.get(first![0])!);
    expect(runtime.worker.running).toBe(0);
  });

  it('retries a throwing judge and ends as System Error exactly once after max deliver', async () => {
    const attempts: number[] = [];
    const judge: Judge = (job) => {
      attempts.push(job.submitId);
      return Promise.reject(new Error('sandbox exploded'));
    };
    await node(judge, { maxDeliver: 3 });
    const job = makeJob({ isTestJudge: true, testInput: '' });
    await enqueue(bus, job);

    const result = await waitFor('the System Error', () => storedResult(bus, job.submitId));
    expect(result).toMatchObject({ status: Verdict.SystemError, attempt: 3, score: 0, cases: [] });
    expect(result.compileMessage).toContain('sandbox exploded');
    await waitFor('the ack', async () => (await queuedJobs(bus)) === 0);
    await sleep(2500); // past ack wait: nothing comes back
    expect(attempts).toHaveLength(3);
    expect(await storedCount(bus, bus.names.subjects.judgeResult(job.submitId))).toBe(1);
  });

  it('publishes a System Error verdict of the judge as final, without retrying', async () => {
    let calls = 0;
    const judge: Judge = (job) => {
      calls += 1;
      return Promise.resolve(verdict(job, Verdict.SystemError, 'Unknown language: Brainfuck'));
    };
    await node(judge);
    const job = makeJob({ isTestJudge: true, testInput: '' });
    await enqueue(bus, job);
    const result = await waitFor('the result', () => storedResult(bus, job.submitId));
    expect(result).toMatchObject({ status: Verdict.SystemError, attempt: 1, compileMessage: 'Unknown language: Brainfuck' });
    await waitFor('the ack', async () => (await queuedJobs(bus)) === 0);
    expect(calls).toBe(1);
  });

  it('counts a judge that never settles as a failed attempt', async () => {
    let calls = 0;
    const judge: Judge = (job) => {
      calls += 1;
      return calls === 1 ? new Promise(() => undefined) : Promise.resolve(verdict(job, Verdict.WrongAnswer));
    };
    await node(judge, { jobTimeoutMs: 500 });
    const job = makeJob({ isTestJudge: true, testInput: '' });
    await enqueue(bus, job);
    const result = await waitFor('the result', () => storedResult(bus, job.submitId));
    expect(result).toMatchObject({ status: Verdict.WrongAnswer, attempt: 2 });
    expect(await storedCount(bus, bus.names.subjects.judgeResult(job.submitId))).toBe(1);
  });

  it('acks a redelivered job whose result is already stored, without judging it again', async () => {
    await ensureJudgeStreams(bus.jsm, bus.names);
    await ensureJudgeConsumers(bus.jsm, bus.names, { ackWaitMs: 1000 });
    const job = makeJob({ isTestJudge: true, testInput: '' });
    await enqueue(bus, job);
    // A node takes the job, publishes its verdict and dies before acking.
    const consumer = await bus.js.consumers.get(bus.names.streams.judgeJobs.name, JUDGE_QUEUE.consumerNames.test);
    const taken = await consumer.next({ expires: 2000 });
    expect(taken).not.toBeNull();
    const sequence = taken?.info.streamSequence ?? 0;
    await bus.js.publish(bus.names.subjects.judgeResult(job.submitId), JSON.stringify({ ...verdict(job), judger: 'dead-node', attempt: 1 }), {
      msgID: judgeResultMsgId(job.submitId, sequence),
    });

    let calls = 0;
    await node(
      (j) => {
        calls += 1;
        return Promise.resolve(verdict(j));
      },
      { ackWaitMs: 1000 },
    );
    await waitFor('the redelivery to be acked', async () => (await queuedJobs(bus)) === 0);
    expect(calls).toBe(0);
    expect(await storedCount(bus, bus.names.subjects.judgeResult(job.submitId))).toBe(1);
    expect((await storedResult(bus, job.submitId))?.judger).toBe('dead-node');
  });

  it('ends as System Error without judging when the node of the last attempt died', async () => {
    await ensureJudgeStreams(bus.jsm, bus.names);
    await ensureJudgeConsumers(bus.jsm, bus.names, { ackWaitMs: 1000 });
    const job = makeJob({ isTestJudge: true, testInput: '' });
    await enqueue(bus, job);
    // Two nodes take it in turn and die without a word.
    const consumer = await bus.js.consumers.get(bus.names.streams.judgeJobs.name, JUDGE_QUEUE.consumerNames.test);
    expect((await consumer.next({ expires: 2000 }))?.info.deliveryCount).toBe(1);
    expect((await consumer.next({ expires: 3000 }))?.info.deliveryCount).toBe(2);

    let calls = 0;
    await node(
      (j) => {
        calls += 1;
        return Promise.resolve(verdict(j));
      },
      { ackWaitMs: 1000, maxDeliver: 2 },
    );
    const result = await waitFor('the System Error', () => storedResult(bus, job.submitId));
    expect(result).toMatchObject({ status: Verdict.SystemError, attempt: 3, compileMessage: 'Judging was interrupted 2 times' });
    expect(calls).toBe(0);
    await waitFor('the ack', async () => (await queuedJobs(bus)) === 0);
  });

  it('stores one result when a stalled node and a second node both judge the same job', async () => {
    const calls: string[] = [];
    const slow: Judge = async (job) => {
      calls.push('stalled');
      await sleep(2500);
      return verdict(job, Verdict.TimeLimitExceeded);
    };
    const fast: Judge = (job) => {
      calls.push('healthy');
      return Promise.resolve(verdict(job));
    };
    // No in-progress acks: the server gives the job to another node after ack wait, as with a stalled node.
    const stalled = await node(slow, { concurrency: 1, ackWaitMs: 1000, inProgressIntervalMs: 0 });
    const job = makeJob({ isTestJudge: true, testInput: '' });
    await enqueue(bus, job);
    await waitFor('the stalled node to take the job', () => stalled.worker.running === 1);
    await node(fast, { concurrency: 1, ackWaitMs: 1000 });

    await waitFor('both judgings', () => calls.length === 2 && stalled.worker.running === 0, 10_000);
    expect(calls).toEqual(['stalled', 'healthy']);
    expect(await storedCount(bus, bus.names.subjects.judgeResult(job.submitId))).toBe(1);
    expect((await storedResult(bus, job.submitId))?.status).toBe(Verdict.Accepted);
  });

  it('settles a malformed job as System Error once, and drops one without a submitId', async () => {
    const judge: Judge = (job) => Promise.resolve(verdict(job));
    await node(judge);
    const broken = { submitId: 4242, problemId: 1, language: 'C' } as unknown as JudgeJob;
    await bus.js.publish(bus.names.subjects.judgeJob(), JSON.stringify(broken));
    await bus.js.publish(bus.names.subjects.judgeJob(), 'not json');
    const result = await waitFor('the System Error', () => storedResult(bus, 4242));
    expect(result.status).toBe(Verdict.SystemError);
    expect(result.compileMessage).toMatch(/Malformed judge job/);
    await waitFor('both acked', async () => (await queuedJobs(bus)) === 0);
  });

  it('checks a job against the contract before judging: a field broken deep inside is System Error naming it', async () => {
    let calls = 0;
    await node((job) => {
      calls += 1;
      return Promise.resolve(verdict(job));
    });
    const job = makeJob();
    const broken = { ...job, cases: [{ ...job.cases[0], score: 'ten' }] };
    await bus.js.publish(bus.names.subjects.judgeJob(), JSON.stringify(broken));
    const result = await waitFor('the System Error', () => storedResult(bus, job.submitId));
    expect(result).toMatchObject({ status: Verdict.SystemError, attempt: 1, compileMessage: 'Malformed judge job: /cases/0/score: Expected number' });
    await waitFor('the ack', async () => (await queuedJobs(bus)) === 0);
    expect(calls).toBe(0);
  });

  it('finishes the jobs in hand on stop, and stops pulling', async () => {
    const judge: Judge = async (job) => {
      await sleep(800);
      return verdict(job);
    };
    const started = await startNode(bus, judge, { concurrency: 1 });
    const job = makeJob({ isTestJudge: true, testInput: '' });
    const waiting = makeJob({ isTestJudge: true, testInput: '' });
    await enqueue(bus, job);
    await waitFor('the job to start', () => started.worker.running === 1);
    await enqueue(bus, waiting);
    await started.stop();
    expect((await storedResult(bus, job.submitId))?.status).toBe(Verdict.Accepted);
    expect(await storedResult(bus, waiting.submitId)).toBeNull();
    expect(await queuedJobs(bus)).toBe(1);
  });
});
