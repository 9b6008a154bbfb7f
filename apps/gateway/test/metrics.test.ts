import type { FastifyInstance } from 'fastify';
import { Role } from '@oj/contracts';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayService } from '../src/app.ts';
import { fakeDists, gatewayTestConfig, nonRootCallers } from './helpers.ts';

const METRICS_TOKEN = 'gateway-scraper-token-0123';

// Issue 9 ("Trust"): the gateway's one public port serves the web app, the admin app and the API;
// /metrics there is for the scraper's token and the super admin, not for anonymous visitors.
describe('/metrics on the public port', () => {
  let database: TestDatabase;
  let dists: Awaited<ReturnType<typeof fakeDists>>;
  let app: FastifyInstance;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase('gw_metrics');
    dists = await fakeDists();
    app = await createService({
      config: gatewayTestConfig({ OJ_WEB_DIST: dists.web, OJ_ADMIN_DIST: dists.admin, OJ_METRICS_TOKEN: METRICS_TOKEN }),
      dataSource: database.dataSource,
      plugin: gatewayService,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('no port');
    base = `http://127.0.0.1:${address.port}`;
  });

  afterAll(async () => {
    await app.close();
    await dists.remove();
    await database.drop();
  });

  it('refuses anonymous callers with 401, and is not mistaken for a web app route', async () => {
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(401);
    expect(response.headers.get('content-type')).toMatch(/json/);
    expect(await response.text()).not.toMatch(/process_cpu|WEB INDEX/);
  });

  it('refuses every signed-in caller but the super admin', async () => {
    for (const [authorization, status] of nonRootCallers(app)) {
      const response = await fetch(`${base}/metrics`, { headers: authorization === undefined ? {} : { authorization } });
      expect(response.status, String(authorization)).toBe(status);
    }
  });

  it('serves the scraper token and the super admin', async () => {
    const scraper = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
    expect(scraper.status).toBe(200);
    expect(await scraper.text()).toContain('process_cpu');
    const root = app.signToken({ uid: 'root-uid', username: 'root', roles: [Role.SuperAdmin] });
    expect((await fetch(`${base}/metrics`, { headers: { authorization: root } })).status).toBe(200);
  });

  it('leaves /healthz and /readyz open', async () => {
    expect((await fetch(`${base}/healthz`)).status).toBe(200);
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });
});
