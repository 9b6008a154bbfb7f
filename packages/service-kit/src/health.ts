import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Type } from '@sinclair/typebox';
import { pingDatabase } from '@oj/db';

/** What a readiness check reports for one dependency. */
export type CheckState = 'ok' | 'down';

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

/** The dependency checks of this app: the database and NATS when their plugins are registered. */
function dependencyChecks(app: FastifyInstance): Record<string, () => Promise<void>> {
  const checks: Record<string, () => Promise<void>> = {};
  if (app.hasDecorator('db')) {
    checks.database = () => withinTimeout(() => pingDatabase(app.db));
  }
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
export const healthPlugin = fp(
  (app, _options, done) => {
    const checks = dependencyChecks(app);

    app.get(
      '/healthz',
      { schema: { hide: true, response: { 200: Type.Object({ status: Type.Literal('ok') }) } } },
      () => ({ status: 'ok' as const }),
    );

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
