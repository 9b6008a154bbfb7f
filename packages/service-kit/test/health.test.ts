import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService } from '../src/index.ts';
import { Role } from '@oj/contracts';
import { closedPort, testConfig } from './helpers.ts';

const METRICS_TOKEN = 'scraper-token-0123456789';

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
    const app = await start({ OJ_METRICS_TOKEN: METRICS_TOKEN });
    await app.inject({ method: 'GET', url: '/healthz' });
    await app.inject({ method: 'GET', url: '/api/nothing-here' });
    const response = await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.body).toContain('process_cpu_user_seconds_total');
    expect(response.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="\/healthz"[^}]*status_code="200"[^}]*\} 1/);
    expect(response.body).toMatch(/http_request_duration_seconds_count\{[^}]*route="unmatched"[^}]*status_code="404"/);
  });

  it('refuses /metrics on the public port to anonymous callers, while /healthz and /readyz stay open', async () => {
    const app = await start({ OJ_METRICS_TOKEN: METRICS_TOKEN });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    const base = `http://127.0.0.1:${address.port}`;
    const anonymous = await fetch(`${base}/metrics`);
    expect(anonymous.status).toBe(401);
    expect(await anonymous.text()).not.toContain('process_cpu');
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
    const scraper = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraper.status).toBe(200);
    expect(await scraper.text()).toContain('process_cpu');
  });

  it('serves /metrics to the token and to a super admin only', async () => {
    const app = await start({ OJ_METRICS_TOKEN: METRICS_TOKEN });
    const get = (authorization?: string) => app.inject({ method: 'GET', url: '/metrics', headers: authorization === undefined ? {} : { authorization } });
    const sign = (roles: number[]) => `Bearer ${app.signToken({ uid: `u${roles.join('')}`, username: 'someone', roles })}`;
    for (const [authorization, status] of [
      [undefined, 401],
      [`Bearer ${METRICS_TOKEN}x`, 401],
      [`Bearer ${METRICS_TOKEN.slice(1)}`, 401],
      ['Bearer not.a.token', 401],
      [sign([Role.User]), 403],
      [sign([Role.Admin]), 403],
      [sign([Role.ProblemAdmin]), 403],
    ] as const) {
      const response = await get(authorization);
      expect(response.statusCode, String(authorization)).toBe(status);
      expect(response.json<{ status: number }>().status).toBe(status);
    }
    expect((await get(METRICS_TOKEN)).statusCode).toBe(200);
    expect((await get(sign([Role.SuperAdmin]))).body).toContain('process_cpu');
  });

  it('without OJ_METRICS_TOKEN, serves /metrics to the super admin only', async () => {
    const app = await start();
    expect((await app.inject({ method: 'GET', url: '/metrics' })).statusCode).toBe(401);
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: 'Bearer ' } })).statusCode).toBe(401);
    const root = `Bearer ${app.signToken({ uid: 'r', username: 'root', roles: [Role.SuperAdmin] })}`;
    expect((await app.inject({ method: 'GET', url: '/metrics', headers: { authorization: root } })).statusCode).toBe(200);
  });

  it('refuses a short or spaced OJ_METRICS_TOKEN at start, naming the variable', () => {
    expect(() => testConfig({ OJ_METRICS_TOKEN: 'short' })).toThrow(/OJ_METRICS_TOKEN.*at least 16/);
    expect(() => testConfig({ OJ_METRICS_TOKEN: 'has a space in the middle' })).toThrow(/OJ_METRICS_TOKEN.*spaces/);
    expect(testConfig({ OJ_METRICS_TOKEN: '  ' }).metricsToken).toBeUndefined();
  });
});
