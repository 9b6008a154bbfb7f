import fp from 'fastify-plugin';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';

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
}

/**
 * `/metrics` in Prometheus text format: the default process metrics plus a request-duration
 * histogram by method, route pattern (never the raw URL, which would explode cardinality) and status.
 * Each app gets its own registry, so several apps can live in one process (tests, all-in-one).
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

    app.addHook('onResponse', (request, reply, next) => {
      const route = request.routeOptions.url ?? 'unmatched';
      duration.observe({ method: request.method, route, status_code: String(reply.statusCode) }, reply.elapsedTime / 1000);
      next();
    });

    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) => {
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
