/**
 * A real judge node in-process that also answers checker compile requests (the judge-node runtime
 * with the Docker sandbox and `compileCheckerOnRequest`), as `src/server.ts` wires it.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsNames } from '@oj/contracts';
import { SandboxPool, compileCheckerOnRequest, judgeSubmission } from '../../judge-node/src/sandbox/index.ts';
import { startJudgeNodeRuntime } from '../../judge-node/src/worker/runtime.ts';
import { silentLog } from '../../judge-node/src/worker/types.ts';
import { NATS_URL } from './helpers.ts';
import type { TestJudgeNode } from './judge-node.ts';

/** Starts one node (concurrency 1, one warm container) that judges and compiles on the namespace of `names`. */
export async function startCompilingJudgeNode(names: NatsNames): Promise<TestJudgeNode> {
  const nc = await connect({ servers: NATS_URL });
  const dataDir = await mkdtemp(join(tmpdir(), 'oj-dispatch-compile-node-'));
  const cacheDir = join(dataDir, 'checker-cache');
  const pool = new SandboxPool({ warm: { main: 1, py2: 0 } });
  await pool.start();
  const nodeId = 'dispatch-compile-node';
  const runtime = await startJudgeNodeRuntime({
    js: jetstream(nc),
    jsm: await jetstreamManager(nc),
    names,
    judge: (job, testDataDir, onProgress) => judgeSubmission(job, testDataDir ?? '', { pool, cacheDir, judger: nodeId, onProgress }),
    compiler: { nc, compile: (request) => compileCheckerOnRequest(pool, request, cacheDir) },
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
