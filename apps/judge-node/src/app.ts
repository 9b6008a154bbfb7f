import { setTimeout as sleep } from 'node:timers/promises';
import Docker from 'dockerode';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { JudgeStreamsNotReadyError } from '@oj/judge-queue';
import { errorHandlerPlugin, healthPlugin, metricsPlugin, natsPlugin } from '@oj/service-kit/no-database';
import type { JudgeNodeConfig } from './worker/config.ts';
import { registerJudgeMetrics } from './worker/metrics.ts';
import { runtimeSettings, startJudgeNodeRuntime } from './worker/runtime.ts';
import type { JudgeNodeRuntime, JudgeNodeRuntimeOptions } from './worker/runtime.ts';
import type { CompileChecker } from './worker/compile-responder.ts';
import type { Judge } from './worker/types.ts';

/** Options of the judge node app. */
export interface JudgeNodeAppOptions {
  config: JudgeNodeConfig;
  judge: Judge;
  /** Compiles checkers on request (compile-spj / compile-interactive); without it the node answers none. */
  compileChecker?: CompileChecker;
  version: string;
  /** The engine readiness pings; the local one (DOCKER_HOST or the default socket) when absent. */
  docker?: Docker;
  /** Runs before the worker starts (warming the sandbox pool); a failure is logged and retried. */
  prepare?: () => Promise<void>;
  /** Frees what the judge holds (the sandbox pool) on close, once the jobs in hand are finished. */
  cleanup?: () => Promise<void>;
  natsRetryDelayMs?: number;
  /** Finer worker settings, for tests. */
  tuning?: Pick<Partial<JudgeNodeRuntimeOptions>, 'inProgressIntervalMs' | 'pullExpiresMs' | 'evictAfterMs'>;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The running worker, heartbeat and cache; null until NATS is reached and the streams are set up. */
    judgeNode: () => JudgeNodeRuntime | null;
  }
}

const RESTART_DELAY_MS = 2000;

/**
 * The judge node as a Fastify plugin: NATS, metrics and health, and the worker, which starts once
 * NATS is reached (retrying set-up failures) and, on close, stops pulling and finishes its jobs
 * before NATS drains. It needs no database.
 */
export const judgeNodeApp = fp<JudgeNodeAppOptions>(
  async (app, options) => {
    const { config } = options;
    await app.register(errorHandlerPlugin);
    await app.register(metricsPlugin, { service: config.service });
    await app.register(natsPlugin, {
      servers: config.nats.servers,
      namespace: config.nats.namespace,
      name: `oj-judge-node-${config.judge.nodeId}`,
      role: 'judge',
      auth: config.nats.auth,
      tls: config.nats.tls,
      ...(options.natsRetryDelayMs === undefined ? {} : { retryDelayMs: options.natsRetryDelayMs }),
    });
    // Readiness: NATS (found by the health plugin) and the Docker engine; no database.
    const docker = options.docker ?? new Docker();
    await app.register(healthPlugin, { checks: { docker: () => docker.ping() } });

    let runtime: JudgeNodeRuntime | null = null;
    app.decorate('judgeNode', () => runtime);
    const observer = registerJudgeMetrics(app.metrics, () => runtime);
    const stop = new AbortController();

    const startWorker = async (): Promise<void> => {
      // Closing before NATS was ever reached must not wait for it: the stop signal ends the wait.
      await app.waitForNats(stop.signal);
      while (!stop.signal.aborted) {
        try {
          await options.prepare?.();
          runtime = await startJudgeNodeRuntime({
            js: app.js,
            jsm: app.jsm,
            names: app.natsNames,
            judge: options.judge,
            ...(options.compileChecker ? { compiler: { nc: app.nats, compile: options.compileChecker } } : {}),
            ...runtimeSettings(config),
            version: options.version,
            log: app.log,
            observer,
            ...options.tuning,
          });
          return;
        } catch (error) {
          if (error instanceof JudgeStreamsNotReadyError) app.log.info({ reason: error.message }, 'waiting for judge-dispatch to set up the judge streams');
          else app.log.error({ err: error }, 'judge node set-up failed; retrying');
          await sleep(RESTART_DELAY_MS, undefined, { signal: stop.signal }).catch(() => undefined);
        }
      }
    };

    let starting: Promise<void> = Promise.resolve();
    app.addHook('onReady', () => {
      starting = startWorker().catch(() => undefined); // rejects only when closed before NATS was reached
      return Promise.resolve();
    });
    // preClose runs before any onClose, so jobs finish while NATS is still connected.
    app.addHook('preClose', async () => {
      stop.abort();
      await starting;
      if (runtime) {
        app.log.info({ running: runtime.worker.running }, 'judge node stopping; finishing jobs in hand');
        await runtime.stop();
      }
    });
    if (options.cleanup) app.addHook('onClose', options.cleanup);
  },
  { name: 'oj-judge-node', fastify: '5.x' },
);

/** Builds the judge node app without listening; tests `inject` into it. */
export async function buildJudgeNodeApp(options: JudgeNodeAppOptions & { logStream?: { write: (line: string) => void } }): Promise<FastifyInstance> {
  const { logStream, ...appOptions } = options;
  const logger = { level: options.config.logLevel };
  const app = Fastify({ logger: logStream ? { ...logger, stream: logStream } : logger, routerOptions: { ignoreTrailingSlash: true } });
  try {
    await app.register(judgeNodeApp, appOptions);
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
