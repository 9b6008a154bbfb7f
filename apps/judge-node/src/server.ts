/**
 * Runs a judge node: health and metrics on OJ_JUDGE_NODE_PORT, and the worker judging jobs in the
 * Docker sandbox. SIGTERM or SIGINT stops pulling, finishes the jobs in hand, drains NATS and exits;
 * a second signal, or OJ_JUDGE_SHUTDOWN_TIMEOUT_MS, exits at once (unfinished jobs are redelivered).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { ConfigError } from '@oj/service-kit';
import { buildJudgeNodeApp } from './app.ts';
import { SandboxPool, judgeSubmission } from './sandbox/index.ts';
import { loadJudgeNodeConfig } from './worker/config.ts';
import type { JudgeNodeConfig } from './worker/config.ts';
import type { Judge } from './worker/types.ts';

function fail(error: unknown): never {
  const text = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`[judge-node] failed to start: ${text}\n`);
  process.exit(1);
}

const { version } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as { version: string };

let config: JudgeNodeConfig;
let app: FastifyInstance;
let pool: SandboxPool;
try {
  config = loadJudgeNodeConfig();
  const sandboxLog: { log: (message: string) => void } = { log: () => undefined };
  pool = new SandboxPool({
    // One core per slot when there are enough cores: jobs judged at once then do not move each other's CPU time.
    slots: config.judge.concurrency,
    log: (message) => {
      sandboxLog.log(message);
    },
  });
  const checkerCacheDir = join(config.dataDir, 'checker-cache');
  const judge: Judge = (job, testDataDir, onProgress) =>
    judgeSubmission(job, testDataDir ?? '', { pool, cacheDir: checkerCacheDir, onProgress });
  app = await buildJudgeNodeApp({ config, judge, version, docker: pool.docker, prepare: () => pool.start() });
  sandboxLog.log = (message) => {
    app.log.info(message);
  };
  await app.listen({ host: config.host, port: config.port });
} catch (error) {
  fail(error);
}

let closing = false;
const shutdown = (signal: NodeJS.Signals): void => {
  if (closing) {
    app.log.warn({ signal }, 'second signal, exiting now');
    process.exit(1);
  }
  closing = true;
  app.log.info({ signal }, 'shutting down');
  setTimeout(() => {
    app.log.error('graceful shutdown timed out; unfinished jobs go to other nodes');
    process.exit(1);
  }, config.judge.shutdownTimeoutMs).unref();
  app
    .close()
    .then(() => pool.close())
    .then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
};
process.once('SIGINT', shutdown);
process.once('SIGTERM', shutdown);
