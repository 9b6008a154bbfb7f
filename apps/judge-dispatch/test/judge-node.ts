/**
 * A real judge node in-process: the judge-node worker runtime with the Docker sandbox, on its own
 * NATS connection (so it keeps judging while the dispatch app restarts).
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsNames } from '@oj/contracts';
import { SandboxPool, judgeSubmission } from '../../judge-node/src/sandbox/index.ts';
import { startJudgeNodeRuntime } from '../../judge-node/src/worker/runtime.ts';
import { silentLog } from '../../judge-node/src/worker/types.ts';
import { NATS_URL } from './helpers.ts';

const REPO_ROOT = resolve(import.meta.dirname, '../../..');

/** Long enough to build both judge images from scratch, should they be missing. */
export const IMAGE_BUILD_TIMEOUT_MS = 900_000;

/** Builds the judge images if they are missing or outdated (a quick check otherwise). */
export function ensureJudgeImages(): void {
  execFileSync('bash', ['-c', '. scripts/lib/judge-image.sh && oj_ensure_judge_images'], { cwd: REPO_ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
}

/** A running node; `stop` finishes its job in hand and removes its containers. */
export interface TestJudgeNode {
  nodeId: string;
  stop(): Promise<void>;
}

/** Starts one node (concurrency 1, one warm container) on the namespace of `names`. */
export async function startJudgeNode(names: NatsNames): Promise<TestJudgeNode> {
  const nc = await connect({ servers: NATS_URL });
  const dataDir = await mkdtemp(join(tmpdir(), 'oj-dispatch-node-'));
  const pool = new SandboxPool({ warm: { main: 1, py2: 0 } });
  await pool.start();
  const nodeId = 'dispatch-test-node';
  const runtime = await startJudgeNodeRuntime({
    js: jetstream(nc),
    jsm: await jetstreamManager(nc),
    names,
    judge: (job, testDataDir, onProgress) => judgeSubmission(job, testDataDir ?? '', { pool, cacheDir: join(dataDir, 'checker-cache'), judger: nodeId, onProgress }),
    nodeId,
    concurrency: 1,
    dataDir,
    ackWaitMs: 30_000,
    maxDeliver: 3,
    retryDelayMs: 500,
    jobTimeoutMs: 60_000,
    heartbeatIntervalMs: 1_000,
    version: 'test',
    log: silentLog,
    pullExpiresMs: 1_000,
  });
  return {
    nodeId,
    async stop() {
      await runtime.stop();
      await pool.close();
      await nc.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
