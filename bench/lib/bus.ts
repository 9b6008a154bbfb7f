/**
 * The benchmark's side of NATS: a namespace of its own, A+B test data in the object store, jobs
 * published the way judge-dispatch does, and progress and results caught on arrival by a core
 * subscription (so arrival times do not include any polling).
 */
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import type { JudgeCaseSpec, JudgeJob, JudgeResult, NatsNames } from '@oj/contracts';
import { openTestDataStore, publishTestData } from '@oj/judge-queue';
import { sampleJudgeJob } from '@oj/judge-queue/testing';
import { nowMs } from './stats.ts';

/** A published job's result and when it arrived. */
export interface Arrival {
  result: JudgeResult;
  arrivedAtMs: number;
}

/** Connection, names and arrival bookkeeping of one benchmark run. */
export class BenchBus {
  readonly nc: NatsConnection;
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
  readonly names: NatsNames;
  readonly dataDir: string;
  /** Arrival time of each progress message, by submitId and status. */
  readonly progressAtMs = new Map<number, Map<number, number>>();
  private readonly results = new Map<number, Arrival>();
  private readonly waiters = new Map<number, (arrival: Arrival) => void>();
  private readonly subscriptions: Subscription[] = [];

  private constructor(nc: NatsConnection, jsm: JetStreamManager, names: NatsNames, dataDir: string) {
    this.nc = nc;
    this.js = jetstream(nc);
    this.jsm = jsm;
    this.names = names;
    this.dataDir = dataDir;
  }

  /** Connects and claims a fresh namespace `bench<random>`. */
  static async open(natsUrl: string): Promise<BenchBus> {
    const nc = await connect({ servers: natsUrl });
    const bus = new BenchBus(nc, await jetstreamManager(nc), natsNames(`bench${randomBytes(4).toString('hex')}`), await mkdtemp(join(tmpdir(), 'oj-bench-')));
    bus.listen();
    return bus;
  }

  private listen(): void {
    const ns = this.names.namespace;
    const results = this.nc.subscribe(`${ns}.judge.result.*`, {
      callback: (error, message) => {
        if (error) return;
        const arrival = { result: message.json<JudgeResult>(), arrivedAtMs: nowMs() };
        this.results.set(arrival.result.submitId, arrival);
        this.waiters.get(arrival.result.submitId)?.(arrival);
      },
    });
    const progress = this.nc.subscribe(`${ns}.judge.progress.*`, {
      callback: (error, message) => {
        if (error) return;
        const { submitId, status } = message.json<{ submitId: number; status: number }>();
        const seen = this.progressAtMs.get(submitId) ?? new Map<number, number>();
        if (!seen.has(status)) seen.set(status, nowMs());
        this.progressAtMs.set(submitId, seen);
      },
    });
    this.subscriptions.push(results, progress);
  }

  /** Writes `count` A+B cases and publishes them as test data of (problemId, dataVersion). */
  async publishAPlusB(problemId: number, dataVersion: string, count: number): Promise<JudgeCaseSpec[]> {
    const dir = join(this.dataDir, `upload-${problemId}`);
    await mkdir(dir, { recursive: true });
    const cases: JudgeCaseSpec[] = [];
    for (let index = 1; index <= count; index++) {
      const a = index * 7919;
      const b = index * 104_729;
      await writeFile(join(dir, `${index}.in`), `${a} ${b}\n`);
      await writeFile(join(dir, `${index}.out`), `${a + b}\n`);
      cases.push({ caseId: index, inputName: `${index}.in`, outputName: `${index}.out`, score: 0, groupNum: null });
    }
    await publishTestData(await openTestDataStore(this.js, this.names), problemId, dataVersion, dir);
    return cases;
  }

  /** Enqueues a job as dispatch does; resolves once JetStream has stored it. */
  async publish(job: JudgeJob): Promise<void> {
    await this.js.publish(this.names.subjects.judgeJob('normal'), JSON.stringify(job));
  }

  /** The job's final result, as soon as it arrives (or at once if it already has). */
  async result(submitId: number, timeoutMs: number): Promise<Arrival> {
    const known = this.results.get(submitId);
    if (known) return known;
    return new Promise<Arrival>((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiters.delete(submitId);
        reject(new Error(`no result for submission ${submitId} within ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.set(submitId, (arrival) => {
        clearTimeout(timer);
        this.waiters.delete(submitId);
        resolve(arrival);
      });
    });
  }

  /** Deletes every stream and bucket of the namespace, then disconnects and removes the temp dir. */
  async close(): Promise<void> {
    for (const subscription of this.subscriptions) subscription.unsubscribe();
    const streams = [
      this.names.streams.judgeJobs.name,
      this.names.streams.judgeResults.name,
      `KV_${this.names.kv.judgeNodes}`,
      `OBJ_${this.names.objectStores.testData}`,
    ];
    for (const stream of streams) await this.jsm.streams.delete(stream).catch(() => false);
    await this.nc.close();
    await rm(this.dataDir, { recursive: true, force: true });
  }
}

let lastSubmitId = 0;

/** An A+B submission in the given language, with the problem's cases and the node's usual limits. */
export function aPlusBJob(language: string, code: string, problemId: number, dataVersion: string, cases: JudgeCaseSpec[]): JudgeJob {
  lastSubmitId += 1;
  return sampleJudgeJob({ submitId: lastSubmitId, problemId, dataVersion, language, code, cases });
}
