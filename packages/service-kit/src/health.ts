import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';

/** What a readiness check reports for one dependency. */
export type CheckState = 'ok' | 'down';

/** A readiness check of one dependency: settles when it answers, rejects when it does not. */
export type ReadinessCheck = () => Promise<unknown>;

/** Options of the health plugin. */
export interface HealthOptions {
  /**
   * Dependencies to check besides NATS (found by its plugin), by name: the database for a service,
   * the Docker engine for a judge node. This plugin imports no database code, so a process without one
   * does not load it.
   */
  checks?: Readonly<Record<string, ReadinessCheck>>;
}

const CHECK_TIMEOUT_MS = 2000;

async function withinTimeout(work: () => Promise<unknown>): Promise<void> {
  const abort = new AbortController();
  try {
    await Promise.race([
      work(),
      sleep(CHECK_TIMEOUT_MS, undefined, { signal: abort.signal }).then(() => {
        throw new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`);
      }),
    ]);
  } finally {
    abort.abort();
  }
}

/** The dependency checks of this app: those it was given, and NATS when its plugin is registered. */
function dependencyChecks(app: FastifyInstance, given: Readonly<Record<string, ReadinessCheck>>): Record<string, () => Promise<void>> {
  const checks: Record<string, () => Promise<void>> = {};
  for (const [name, check] of Object.entries(given)) checks[name] = () => withinTimeout(check);
  if (app.hasDecorator('natsStatus')) {
    checks.nats = () =>
      withinTimeout(async () => {
        if (!app.natsStatus().connected) throw new Error(app.natsStatus().lastError ?? 'not connected');
        await app.nats.rtt();
      });
  }
  return checks;
}

const ReadinessSchema = Type.Record(Type.String(), Type.Union([Type.Literal('ok'), Type.Literal('down')]), {
  description: 'One entry per dependency',
});

/**
 * `/healthz` answers while the process runs (liveness); `/readyz` answers 200 only when every
 * dependency responds, else 503 naming the ones that failed (readiness). Not under /api: they
 * are for probes, not for the SPAs, and carry no envelope.
 */
export const healthPlugin = fp<HealthOptions>(
  (app, options, done) => {
    const checks = dependencyChecks(app, options.checks ?? {});

    app.get('/healthz', { schema: { hide: true, response: { 200: Type.Object({ status: Type.Literal('ok') }) } } }, () => ({ status: 'ok' as const }));

    app.get('/readyz', { schema: { hide: true, response: { 200: ReadinessSchema, 503: ReadinessSchema } } }, async (request, reply) => {
      const report: Record<string, CheckState> = {};
      await Promise.all(
        Object.entries(checks).map(async ([name, check]) => {
          try {
            await check();
            report[name] = 'ok';
          } catch (error) {
            request.log.warn({ err: error, dependency: name }, 'readiness check failed');
            report[name] = 'down';
          }
        }),
      );
      const healthy = Object.values(report).every((state) => state === 'ok');
      return reply.code(healthy ? 200 : 503).send(report);
    });
    done();
  },
  { name: 'oj-health', fastify: '5.x' },
);
