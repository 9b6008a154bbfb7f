/**
 * Runs a judge node: health and metrics on OJ_JUDGE_NODE_PORT, and the worker judging jobs in the
 * Docker sandbox. SIGTERM or SIGINT stops pulling, finishes the jobs in hand, drains NATS, closes the
 * sandbox pool and exits; a second signal, or OJ_JUDGE_SHUTDOWN_TIMEOUT_MS, exits at once (unfinished
 * jobs are redelivered). The process lifecycle is service-kit's runApp, as for every service.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { runApp } from '@oj/service-kit/no-database';
import { buildJudgeNodeApp } from './app.ts';
import { SandboxPool, compileCheckerOnRequest, judgeSubmission } from './sandbox/index.ts';
import { loadJudgeNodeConfig } from './worker/config.ts';
import type { JudgeNodeConfig } from './worker/config.ts';
import type { Judge } from './worker/types.ts';

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

/** The app with the real sandbox: a pool warmed before the worker starts and closed with the app. */
async function buildNode(config: JudgeNodeConfig): Promise<FastifyInstance> {
  // The pool logs through the app's logger, which exists only once the app is built.
  const sandboxLog: { log: (message: string) => void } = { log: () => undefined };
  const pool = new SandboxPool({
    images: config.judge.images,
    // One core per slot when there are enough cores: jobs judged at once then do not move each other's CPU time.
    slots: config.judge.concurrency,
    reuse: config.judge.reuseSandboxes,
    maxUses: config.judge.sandboxMaxUses,
    log: (message) => {
      sandboxLog.log(message);
    },
  });
  const checkerCacheDir = join(config.dataDir, 'checker-cache');
  const judge: Judge = (job, testDataDir, onProgress) => judgeSubmission(job, testDataDir ?? '', { pool, cacheDir: checkerCacheDir, onProgress });
  const app = await buildJudgeNodeApp({
    config,
    judge,
    compileChecker: (request) => compileCheckerOnRequest(pool, request, checkerCacheDir),
    version,
    docker: pool.docker,
    prepare: () => pool.start(),
    cleanup: () => pool.close(),
  });
  sandboxLog.log = (message) => {
    app.log.info(message);
  };
  return app;
}

await runApp({
  name: 'judge-node',
  loadConfig: () => loadJudgeNodeConfig(),
  build: buildNode,
  shutdownTimeoutMs: (config) => config.judge.shutdownTimeoutMs,
  timeoutMessage: 'graceful shutdown timed out; unfinished jobs go to other nodes',
});
