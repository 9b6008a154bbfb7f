import { randomBytes } from 'node:crypto';
import { availableParallelism, hostname } from 'node:os';
import { JUDGE_QUEUE } from '@oj/contracts';
import { env, loadConfig, processConfigSchema } from '@oj/service-kit/no-database';
import type { ConfigOf, EnvSource } from '@oj/service-kit/no-database';
import { DEFAULT_JUDGE_IMAGES } from '../sandbox/images.ts';

/** Default node id: host name plus a random suffix, so several nodes on one host never collide. */
function defaultNodeId(): string {
  const host =
    hostname()
      .replaceAll(/[^A-Za-z0-9_-]/g, '-')
      .slice(0, 40) || 'judge';
  return `${host}-${randomBytes(3).toString('hex')}`;
}

const IMAGE_REFERENCE = { regex: /^[A-Za-z0-9][A-Za-z0-9._/:@-]{0,254}$/, description: 'a Docker image reference such as oj-judge:latest' };

/** The sandbox images (SandboxPool's `images`); scripts/judge reads them too. */
export function judgeImagesSchema() {
  return {
    main: env.string('OJ_JUDGE_IMAGE', { default: DEFAULT_JUDGE_IMAGES.main, pattern: IMAGE_REFERENCE }),
    py2: env.string('OJ_JUDGE_PY2_IMAGE', { default: DEFAULT_JUDGE_IMAGES.py2, pattern: IMAGE_REFERENCE }),
  };
}

/**
 * The judge node's config: the shared fields it uses (no database, no JWT: a judge node holds no
 * user data and may run on hosts that have neither) plus its own.
 */
export function judgeNodeConfigSchema() {
  const base = processConfigSchema('judge-node');
  return {
    service: base.service,
    nodeEnv: base.nodeEnv,
    host: base.host,
    port: base.port,
    reusePort: base.reusePort,
    logLevel: base.logLevel,
    nats: base.nats,
    dataDir: base.dataDir,
    judge: {
      nodeId: env.custom('OJ_JUDGE_NODE_ID', (source) => {
        const value = source.OJ_JUDGE_NODE_ID?.trim();
        if (!value) return defaultNodeId();
        if (!/^[A-Za-z0-9_-]{1,64}$/.test(value)) throw new Error('must be 1 to 64 letters, digits, dashes or underscores');
        return value;
      }),
      concurrency: env.integer('OJ_JUDGE_CONCURRENCY', { default: availableParallelism(), min: 1, max: 256 }),
      ackWaitMs: env.integer('OJ_JUDGE_ACK_WAIT_MS', { default: JUDGE_QUEUE.ackWaitMs, min: 1_000, max: 60 * 60_000 }),
      maxDeliver: env.integer('OJ_JUDGE_MAX_DELIVER', { default: JUDGE_QUEUE.maxDeliver, min: 1, max: 20 }),
      retryDelayMs: env.integer('OJ_JUDGE_RETRY_DELAY_MS', { default: 1_000, min: 0, max: 60_000 }),
      jobTimeoutMs: env.integer('OJ_JUDGE_JOB_TIMEOUT_MS', { default: 15 * 60_000, min: 1_000 }),
      heartbeatIntervalMs: env.integer('OJ_JUDGE_HEARTBEAT_MS', { default: JUDGE_QUEUE.heartbeatIntervalMs, min: 100, max: 60_000 }),
      shutdownTimeoutMs: env.integer('OJ_JUDGE_SHUTDOWN_TIMEOUT_MS', { default: 5 * 60_000, min: 1_000 }),
      images: judgeImagesSchema(),
      /** Wipe and reuse sandbox containers between jobs (docs/judge.md, "Reuse"); false starts one per job. */
      reuseSandboxes: env.boolean('OJ_JUDGE_REUSE', true),
      /** Jobs one container judges before it is replaced anyway. */
      sandboxMaxUses: env.integer('OJ_JUDGE_SANDBOX_MAX_USES', { default: 500, min: 1, max: 1_000_000 }),
    },
  };
}

/** The validated judge node config. */
export type JudgeNodeConfig = ConfigOf<ReturnType<typeof judgeNodeConfigSchema>>;

/** Loads the judge node config; throws a ConfigError listing every bad variable. */
export function loadJudgeNodeConfig(source: EnvSource = process.env): JudgeNodeConfig {
  return loadConfig(judgeNodeConfigSchema(), source);
}
