import { availableParallelism, hostname } from 'node:os';
import { join } from 'node:path';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import type { ObjectStore } from '@nats-io/obj';
import type { NatsNames } from '@oj/contracts';
import { openJudgeNodesBucket, startHeartbeat } from '@oj/judge-queue';
import type { Heartbeat } from '@oj/judge-queue';
import { ensureJudgeConsumers, ensureJudgeStreams } from '@oj/judge-queue';
import { TestDataCache, openTestDataStoreForReading } from '@oj/judge-queue';
import type { NatsConnection } from '@nats-io/transport-node';
import { startCompileResponder } from './compile-responder.ts';
import type { CompileChecker, CompileResponder } from './compile-responder.ts';
import type { JudgeNodeConfig } from './config.ts';
import type { Judge, WorkerLog, WorkerObserver } from './types.ts';
import { JudgeWorker } from './worker.ts';

/** Everything a judge node runs besides HTTP. */
export interface JudgeNodeRuntimeOptions {
  js: JetStreamClient;
  jsm: JetStreamManager;
  names: NatsNames;
  judge: Judge;
  nodeId: string;
  concurrency: number;
  /** The node's data directory; test data is cached under `<dataDir>/judge-cache`. */
  dataDir: string;
  ackWaitMs: number;
  maxDeliver: number;
  retryDelayMs: number;
  jobTimeoutMs: number;
  heartbeatIntervalMs: number;
  version: string;
  log: WorkerLog;
  observer?: WorkerObserver;
  /** Defaults to a third of ack wait, at most 10 s; 0 disables (tests of stalled nodes). */
  inProgressIntervalMs?: number;
  pullExpiresMs?: number;
  /** Test-data versions unused this long are evicted when a newer one arrives. */
  evictAfterMs?: number;
  /** Answer checker compile requests (the back office's compile-spj / compile-interactive) on `nc`. */
  compiler?: { nc: NatsConnection; compile: CompileChecker; concurrency?: number };
}

/** The runtime options the node's config sets (the app and the crash-test process alike). */
export function runtimeSettings(
  config: JudgeNodeConfig,
): Pick<JudgeNodeRuntimeOptions, 'nodeId' | 'concurrency' | 'dataDir' | 'ackWaitMs' | 'maxDeliver' | 'retryDelayMs' | 'jobTimeoutMs' | 'heartbeatIntervalMs'> {
  const { nodeId, concurrency, ackWaitMs, maxDeliver, retryDelayMs, jobTimeoutMs, heartbeatIntervalMs } = config.judge;
  return { nodeId, concurrency, dataDir: config.dataDir, ackWaitMs, maxDeliver, retryDelayMs, jobTimeoutMs, heartbeatIntervalMs };
}

/** A started judge node. */
export interface JudgeNodeRuntime {
  nodeId: string;
  worker: JudgeWorker;
  cache: TestDataCache;
  heartbeat: Heartbeat;
  /** Stops pulling, finishes the jobs in hand, and removes the node's heartbeat. */
  stop: () => Promise<void>;
}

/**
 * Sets up the streams and the shared consumers (test, contest and normal queue), then starts pulling jobs
 * and sending heartbeats.
 * Capacity grows by starting more of these, on any host that reaches NATS and a Docker engine.
 */
export async function startJudgeNodeRuntime(options: JudgeNodeRuntimeOptions): Promise<JudgeNodeRuntime> {
  const { js, jsm, names, log } = options;
  await ensureJudgeStreams(jsm, names);
  await ensureJudgeConsumers(jsm, names, { ackWaitMs: options.ackWaitMs });
  const bucket = await openJudgeNodesBucket(js, names);

  let store: Promise<ObjectStore> | null = null;
  const cache = new TestDataCache({
    rootDir: join(options.dataDir, 'judge-cache'),
    store: () => {
      // Open, never create: a node may only read test data (docs/operations.md, NATS permissions).
      store ??= openTestDataStoreForReading(js, names).catch((error: unknown) => {
        store = null;
        throw error;
      });
      return store;
    },
    ...(options.evictAfterMs === undefined ? {} : { evictAfterMs: options.evictAfterMs }),
  });

  const worker = new JudgeWorker({
    js,
    channel: { js, jsm, names, judger: options.nodeId },
    judge: options.judge,
    cache,
    concurrency: options.concurrency,
    maxDeliver: options.maxDeliver,
    inProgressIntervalMs: options.inProgressIntervalMs ?? Math.min(10_000, Math.floor(options.ackWaitMs / 3)),
    retryDelayMs: options.retryDelayMs,
    jobTimeoutMs: options.jobTimeoutMs,
    log,
    observer: options.observer ?? {},
    ...(options.pullExpiresMs === undefined ? {} : { pullExpiresMs: options.pullExpiresMs }),
  });
  worker.start();

  const startedAt = new Date().toISOString();
  const heartbeat = startHeartbeat(
    bucket,
    () => ({
      nodeId: options.nodeId,
      hostname: hostname(),
      cores: availableParallelism(),
      concurrency: options.concurrency,
      running: worker.running,
      judged: worker.judged,
      startedAt,
      version: options.version,
    }),
    options.heartbeatIntervalMs,
    log,
  );
  const responder: CompileResponder | null = options.compiler ? startCompileResponder({ ...options.compiler, names, nodeId: options.nodeId, log }) : null;
  log.info({ nodeId: options.nodeId, concurrency: options.concurrency, compiles: responder !== null }, 'judge node pulling jobs');

  return {
    nodeId: options.nodeId,
    worker,
    cache,
    heartbeat,
    stop: async () => {
      await responder?.stop();
      await worker.stop();
      await heartbeat.stop({ remove: true });
    },
  };
}
