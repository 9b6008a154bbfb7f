import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../src/index.ts';
import { closedPort, testConfig } from './helpers.ts';

const noRoutes: FastifyPluginCallback = (_app, _options, done) => {
  done();
};

describe('health, readiness and metrics', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('kit_health');
  });

  afterAll(async () => {
    for (const app of apps) await app.close();
    await database.drop();
  });

  async function start(overrides: Record<string, string> = {}): Promise<FastifyInstance> {
    const app = await createService({ config: testConfig(overrides), dataSource: database.dataSource, plugin: noRoutes, natsRetryDelayMs: 200 });
    apps.push(app);
    return app;
  }

  it('reports ready with a real database and NATS', async () => {
    const app = await start();
    const live = await app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ database: 'ok', nats: 'ok' });
    expect(app.natsNames.namespace).toBe(app.config.nats.namespace);
    expect((await app.jsm.getAccountInfo()).limits).toBeDefined();
  });

  it('reports 503 naming NATS when it is unreachable, while staying alive', async () => {
    const app = await start({ OJ_NATS_URL: `nats://127.0.0.1:${await closedPort()}` });
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ database: 'ok', nats: 'down' });
    expect((await app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    expect(() => app.nats).toThrow(/Message bus unavailable/);
  });

  it('lets a stopping task stop waiting for NATS that is unreachable', async () => {
    const app = await start({ OJ_NATS_URL: `nats://127.0.0.1:${await closedPort()}` });
    const stop = new AbortController();
    const waiting = app.waitForNats(stop.signal);
    stop.abort();
    await expect(waiting).rejects.toThrow(/stopped before NATS was reached/);
    await expect(app.waitForNats(stop.signal)).rejects.toThrow(/stopped before NATS was reached/);
  });

  it('reports 503 naming the database when it is unreachable', async () => {
    const other = await createTestDatabase('kit_health_db');
    const app = await createService({ config: testConfig(), dataSource: other.dataSource, plugin: noRoutes });
    apps.push(app);
    await other.dataSource.destroy();
    const ready = await app.inject({ method: 'GET', url: '/readyz' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json()).toEqual({ database: 'down', nats: 'ok' });
    await other.drop();
  });

  it('exposes Prometheus metrics with a request histogram by route and status', async () => {
    const app = await start();
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/api/nothing-here' });
    const response = await app.inject({ method: 'GET', url: '/metrics' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/healthz"[^}]*status_code="200"[^}]*\} 1/);
    expect(response.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="unmatched"[^}]*status_code="404"/);
  });
});
