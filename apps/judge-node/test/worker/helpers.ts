import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { natsNames, Verdict } from '@oj/contracts';
import type { JudgeJob, JudgeResult, NatsNames, VerdictCode } from '@oj/contracts';
import { sampleJudgeJob } from '@oj/judge-queue/testing';
import { startJudgeNodeRuntime } from '../../src/worker/runtime.ts';
import type { JudgeNodeRuntime, JudgeNodeRuntimeOptions } from '../../src/worker/runtime.ts';
import { silentLog } from '../../src/worker/types.ts';
import { watchChild } from '../../src/testing/watched-child.ts';
import type { WatchedChild } from '../../src/testing/watched-child.ts';
import type { Judge } from '../../src/worker/types.ts';

export const NATS_URL = process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222';

/** A NATS connection on a namespace of its own, and a temp data dir; `close` removes both. */
export interface TestBus {
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  names: NatsNames;
  dataDir: string;
  close: () => Promise<void>;
}

export async function openTestBus(): Promise<TestBus> {
  const nc = await connect({ servers: NATS_URL });
  const jsm = await jetstreamManager(nc);
  const names = natsNames(`t${randomBytes(5).toString('hex')}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'oj-judge-node-'));
  const close = async (): Promise<void> => {
    const streams = [names.streams.judgeJobs.name, names.streams.judgeResults.name, `KV_${names.kv.judgeNodes}`, `OBJ_${names.objectStores.testData}`];
    for (const stream of streams) await jsm.streams.delete(stream).catch(() => false);
    await nc.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  return { nc, js: jetstream(nc), jsm, names, dataDir, close };
}

let nextSubmitId = 1000;

/** A small A+B job; every field can be overridden. */
export function makeJob(overrides: Partial<JudgeJob> = {}): JudgeJob {
  nextSubmitId += 1;
  return sampleJudgeJob({
    submitId: nextSubmitId,
    problemId: 1,
    dataVersion: 'v1',
    language: 'C++ 17 With O2',
    code: 'int main() {}',
    cases: [{ caseId: 1, inputName: '1.in', outputName: '1.out', score: 0, groupNum: null }],
    ...overrides,
  });
}

/** What a judge returns; the worker fills in judger and attempt. */
export function verdict(job: JudgeJob, status: VerdictCode = Verdict.Accepted, compileMessage: string | null = null): JudgeResult {
  return {
    submitId: job.submitId,
    status,
    timeMs: 12,
    memoryKb: 3400,
    score: 0,
    compileMessage,
    cases: job.cases.map((item) => ({ caseId: item.caseId, status, timeMs: 12, memoryKb: 3400, score: 0, groupNum: null })),
    judger: 'fake',
    finishedAt: new Date().toISOString(),
    attempt: 0,
  };
}

/** Enqueues a job the way dispatch does: a test run on the test queue, a submission on `queue` (normal unless told). */
export async function enqueue(bus: TestBus, job: JudgeJob, queue: 'normal' | 'contest' = 'normal'): Promise<void> {
  await bus.js.publish(bus.names.subjects.judgeJob(job.isTestJudge === true ? 'test' : queue), JSON.stringify(job));
}

/** Starts a node on the bus with short timings; options override. */
export async function startNode(bus: TestBus, judge: Judge, options: Partial<JudgeNodeRuntimeOptions> = {}): Promise<JudgeNodeRuntime> {
  return startJudgeNodeRuntime({
    js: bus.js,
    jsm: bus.jsm,
    names: bus.names,
    judge,
    nodeId: `node-${randomBytes(3).toString('hex')}`,
    concurrency: 2,
    dataDir: bus.dataDir,
    ackWaitMs: 2000,
    maxDeliver: 3,
    retryDelayMs: 100,
    jobTimeoutMs: 30_000,
    heartbeatIntervalMs: 500,
    version: 'test',
    log: silentLog,
    pullExpiresMs: 1000,
    ...options,
  });
}

/** Stored messages on one subject of the results stream. */
export async function storedCount(bus: TestBus, subject: string): Promise<number> {
  const info = await bus.jsm.streams.info(bus.names.streams.judgeResults.name, { subjects_filter: subject });
  return info.state.subjects?.[subject] ?? 0;
}

/** The last stored final result of a submission, or null. */
export async function storedResult(bus: TestBus, submitId: number): Promise<JudgeResult | null> {
  try {
    const stored = await bus.jsm.streams.getMessage(bus.names.streams.judgeResults.name, {
      last_by_subj: bus.names.subjects.judgeResult(submitId),
    });
    return stored ? stored.json<JudgeResult>() : null;
  } catch (error) {
    // A node that is still starting may not have created the results stream yet: no result so far.
    if (error instanceof Error && error.name === 'StreamNotFoundError') return null;
    throw error;
  }
}

/** Jobs still in the work queue (not acked). */
export async function queuedJobs(bus: TestBus): Promise<number> {
  return (await bus.jsm.streams.info(bus.names.streams.judgeJobs.name)).state.messages;
}

/** Polls until `probe` returns a value other than null/false, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, probe: () => Promise<T | null | false> | T | null | false, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(50);
  }
}

/** Records every progress and result message of the namespace, in arrival order. */
export function recordJudgeTraffic(bus: TestBus): Array<{ subject: string; data: Record<string, unknown> }> {
  const seen: Array<{ subject: string; data: Record<string, unknown> }> = [];
  const subscription = bus.nc.subscribe(`${bus.names.namespace}.judge.*.*`);
  void (async () => {
    for await (const message of subscription) {
      if (message.subject.includes('.judge.job.')) continue;
      seen.push({ subject: message.subject, data: message.json<Record<string, unknown>>() });
    }
  })();
  return seen;
}

/** A judge node started as its own process, with everything it printed. */
export type NodeProcess = WatchedChild;

/**
 * Runs a TypeScript entry (a node or its fixture) as a child process on `bus`, with the given extra
 * environment, and resolves once `ready` says so (it may read the output; the child dying first fails).
 */
export async function spawnNodeProcess(
  bus: TestBus,
  entry: string,
  nodeId: string,
  env: Record<string, string>,
  ready: (output: string) => Promise<boolean> | boolean,
  timeoutMs = 15_000,
): Promise<NodeProcess> {
  const child = spawn(process.execPath, [entry], {
    env: { ...process.env, OJ_NATS_URL: NATS_URL, OJ_NATS_NAMESPACE: bus.names.namespace, OJ_JUDGE_NODE_ID: nodeId, OJ_JUDGE_CONCURRENCY: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const watched = watchChild(child);
  await waitFor(
    `${nodeId} to start`,
    async () => {
      if (child.exitCode !== null) throw new Error(`${nodeId} exited early:\n${watched.output()}`);
      return ready(watched.output());
    },
    timeoutMs,
  );
  return watched;
}

/** Kills (SIGKILL) every process still running and waits for all of them to exit; empties the list. */
export async function killAll(processes: NodeProcess[]): Promise<void> {
  for (const process of processes.splice(0)) {
    if (process.child.exitCode === null && process.child.signalCode === null) process.child.kill('SIGKILL');
    await process.exited;
  }
}
export { freePort } from '@oj/service-kit/no-database';
