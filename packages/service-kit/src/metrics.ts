import { createHash, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { Role } from '@oj/contracts';
import { tokenFromRequest } from './auth.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** This app's Prometheus registry; services add their own metrics to it. */
    metrics: Registry;
  }
}

/** Options of the metrics plugin. */
export interface MetricsOptions {
  /** Added as a `service` label to every metric. */
  service: string;
  /**
   * Who may read `/metrics`: the bearer of `token` (OJ_METRICS_TOKEN, for scrapers) or a signed-in
   * super admin (needs the auth plugin). Absent: anyone, for a process with no public port (a judge
   * node).
   */
  access?: { token: string | undefined };
}

/** Shortest OJ_METRICS_TOKEN accepted: a scraper's token is a password to the figures. */
export const METRICS_TOKEN_MIN_LENGTH = 16;

/** OJ_METRICS_TOKEN: unset or blank = none (only the super admin reads /metrics); throws when too short or spaced. */
export function metricsTokenOf(raw: string | undefined): string | undefined {
  const token = raw?.trim() ?? '';
  if (token === '') return undefined;
  if (/\s/.test(token)) throw new Error('must not contain spaces');
  if (token.length < METRICS_TOKEN_MIN_LENGTH) throw new Error(`must be at least ${METRICS_TOKEN_MIN_LENGTH} characters long`);
  return token;
}

function sameSecret(presented: string, expected: string): boolean {
  // Digests have one length, so the comparison takes the same time whatever was sent.
  const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(presented), digest(expected));
}

/** preHandler of `/metrics` under `access`: the token passes, else the super admin's own sign-in (401 / 403 otherwise). */
function metricsGuard(app: FastifyInstance, token: string | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
    const presented = tokenFromRequest(request);
    if (token !== undefined && presented !== undefined && sameSecret(presented, token)) return;
    // The auth plugin registers after this one; its guard exists by the time a request comes.
    await app.requireRoles(Role.SuperAdmin).call(app, request, reply);
  };
}

/**
 * `/metrics` in Prometheus text format: the default process metrics plus a request-duration
 * histogram by method, route pattern (never the raw URL, which would explode cardinality) and status.
 * Each app gets its own registry, so several apps can live in one process (tests, all-in-one).
 * The services guard it with `access` (their port serves the public: process and route figures
 * are not for anonymous visitors).
 */
export const metricsPlugin = fp<MetricsOptions>(
  (app, options, done) => {
    const registry = new Registry();
    registry.setDefaultLabels({ service: options.service });
    collectDefaultMetrics({ register: registry });
    const duration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Duration of HTTP requests in seconds',
      labelNames: ['method', 'route', 'status_code'] as const,
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });

    app.decorate('metrics', registry);

    // Each route observes through its own hook, which knows its pattern; children are kept per
    // method and status, so no request hashes the labels. Unmatched requests go to 'unmatched'.
    const observer = (route: string) => {
      const children = new Map<string, Map<number, ReturnType<typeof duration.labels>>>();
      return (request: FastifyRequest, reply: FastifyReply, next: () => void): void => {
        let byStatus = children.get(request.method);
        if (byStatus === undefined) {
          byStatus = new Map();
          children.set(request.method, byStatus);
        }
        let child = byStatus.get(reply.statusCode);
        if (child === undefined) {
          child = duration.labels({ method: request.method, route, status_code: String(reply.statusCode) });
          byStatus.set(reply.statusCode, child);
        }
        child.observe(reply.elapsedTime / 1000);
        next();
      };
    };
    app.addHook('onRoute', (route) => {
      const own = route.onResponse === undefined ? [] : Array.isArray(route.onResponse) ? route.onResponse : [route.onResponse];
      route.onResponse = [...own, observer(route.url)];
    });
    const unmatched = observer('unmatched');
    app.addHook('onResponse', (request, reply, next) => {
      if (request.is404) unmatched(request, reply, next);
      else next();
    });

    const guard = options.access ? { preHandler: metricsGuard(app, options.access.token) } : {};
    app.get('/metrics', { schema: { hide: true }, ...guard }, async (_request, reply) => {
      const body = await registry.metrics();
      return reply.type(registry.contentType).send(body);
    });

    app.addHook('onClose', (_app, next) => {
      registry.clear();
      next();
    });
    done();
  },
  { name: 'oj-metrics', fastify: '5.x' },
);
