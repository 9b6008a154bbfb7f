import type { FastifyInstance } from 'fastify';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayService } from '../src/app.ts';
import { fakeDists, gatewayTestConfig } from './helpers.ts';

describe('SPA serving', () => {
  let database: TestDatabase;
  let dists: Awaited<ReturnType<typeof fakeDists>>;
  let app: FastifyInstance;
  let unbuilt: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('gw_spa');
    dists = await fakeDists();
    app = await createService({
      config: gatewayTestConfig({ OJ_WEB_DIST: dists.web, OJ_ADMIN_DIST: dists.admin }),
      dataSource: database.dataSource,
      plugin: gatewayService,
    });
    unbuilt = await createService({ config: gatewayTestConfig(), dataSource: database.dataSource, plugin: gatewayService });
  });

  afterAll(async () => {
    await app.close();
    await unbuilt.close();
    await dists.remove();
    await database.drop();
  });

  const get = (url: string, target = app) => target.inject({ method: 'GET', url });

  it('falls back to the user app for client routes', async () => {
    for (const url of ['/', '/problem/1', '/contest/3/rank?x=1']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('WEB INDEX');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('falls back to the admin app under /admin/', async () => {
    for (const url of ['/admin', '/admin/', '/admin/users', '/admin/problem/edit/5']) {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('ADMIN INDEX');
    }
  });

  it('serves real files, with long caching for hashed assets', async () => {
    const web = await get('/assets/app-1234.js');
    expect(web.statusCode).toBe(200);
    expect(web.body).toContain('WEB bundle');
    expect(web.headers['cache-control']).toContain('immutable');
    expect((await get('/admin/assets/app-1234.js')).body).toContain('ADMIN bundle');
    expect((await get('/favicon.ico')).body).toBe('icon');
  });

  it('never answers unknown API paths or missing files with a page', async () => {
    const api = await get('/api/no-such-call');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
    expect((await app.inject({ method: 'POST', url: '/problem/1' })).statusCode).toBe(404);
    expect((await get('/assets/missing-99.js')).statusCode).toBe(404);
    expect((await get('/..%2f..%2fetc%2fpasswd')).body).not.toContain('root:');
  });

  it('says to run the build when a dist is missing', async () => {
    for (const [url, app] of [
      ['/problem/1', 'web'],
      ['/admin/users', 'admin'],
    ] as const) {
      const response = await get(url, unbuilt);
      expect(response.statusCode).toBe(503);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(`pnpm --filter @oj/${app} build`);
    }
    expect((await get('/api/get-website-config', unbuilt)).statusCode).toBe(200);
  });
});
