/**
 * A real judge node in-process: the judge-node worker runtime with the Docker sandbox, on its own
 * NATS connection (so it keeps judging while the dispatch app restarts); with `compiles`, it also
 * answers checker compile requests (`compileCheckerOnRequest`), as `src/server.ts` wires it.
 */
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsNames } from '@oj/contracts';
import { SandboxPool, compileCheckerOnRequest, judgeSubmission } from '../../judge-node/src/sandbox/index.ts';
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

/** Starts one node (concurrency 1, one warm container) on the namespace of `names`; `compiles`: it also compiles checkers on request. */
export async function startJudgeNode(names: NatsNames, options: { compiles?: boolean } = {}): Promise<TestJudgeNode> {
  const nc = await connect({ servers: NATS_URL });
  const dataDir = await mkdtemp(join(tmpdir(), 'oj-dispatch-node-'));
  const cacheDir = join(dataDir, 'checker-cache');
  const pool = new SandboxPool({ warm: { main: 1, py2: 0 } });
  await pool.start();
  const nodeId = options.compiles ? 'dispatch-compile-node' : 'dispatch-test-node';
  const runtime = await startJudgeNodeRuntime({
    js: jetstream(nc),
    jsm: await jetstreamManager(nc),
    names,
    judge: (job, testDataDir, onProgress) => judgeSubmission(job, testDataDir ?? '', { pool, cacheDir, judger: nodeId, onProgress }),
    ...(options.compiles
      ? { compiler: { nc, compile: (request: Parameters<typeof compileCheckerOnRequest>[1]) => compileCheckerOnRequest(pool, request, cacheDir) } }
      : {}),
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
