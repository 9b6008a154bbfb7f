import type { FastifyInstance, FastifyPluginAsync, HTTPMethods } from 'fastify';
import { ADMIN_ROUTES_OUTSIDE_ADMIN, PUBLIC_ADMIN_ROUTES, Role, adminRolesFor, routeMatches } from '@oj/contracts';
import type { RoleCode } from '@oj/contracts';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService } from '@oj/service-kit';
import type { GatewayConfig } from '../src/config.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayService } from '../src/app.ts';
import { deleteNamespaceBuckets, gatewayTestConfig } from './helpers.ts';

// Issue 11, role enforcement: every admin route of the whole platform (all-in-one: the gateway plus
// every hosted service) is walked as registered, so a route added later without its guard fails
// here. Each is called with an empty request, which a route that forgot its guard would answer
// with 200 or 400 instead of 401/403: the guard must answer before validation.

interface Walked {
  method: HTTPMethods;
  path: string;
}

/** The gateway's plugin, with every /api route it registers recorded (one entry per method). */
function recording(routes: Walked[]): FastifyPluginAsync<{ config: GatewayConfig }> {
  return async (instance, options) => {
    instance.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) {
        if (method !== 'HEAD') routes.push({ method, path: route.url.slice('/api'.length) });
      }
    });
    await instance.register(gatewayService, options);
  };
}

const CALLERS: { name: string; roles: RoleCode[] }[] = [
  { name: 'user', roles: [Role.User] },
  { name: 'barred user', roles: [Role.NoSubmitMuted] },
  { name: 'admin', roles: [Role.Admin] },
  { name: 'problem admin', roles: [Role.ProblemAdmin] },
  { name: 'super admin', roles: [Role.SuperAdmin] },
];

describe('admin routes refuse callers without the role', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const routes: Walked[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('gw_admin_access');
    app = await createService({
      config: gatewayTestConfig(),
      dataSource: database.dataSource,
      plugin: recording(routes),
    });
  }, 60_000);

  afterAll(async () => {
    await deleteNamespaceBuckets(app);
    await app.close();
    await database.drop();
  });

  const adminRoutes = () => routes.filter((route) => adminRolesFor(route.path) !== null);

  it('finds the admin routes (the walk is not empty)', () => {
    const paths = adminRoutes().map((route) => route.path);
    expect(paths).toContain('/admin/judge/manual-judge');
    expect(paths).toContain('/admin/config/set-web-config');
    // The problem import and export (issue 24).
    for (const path of ['upload-import-package', 'start-import', 'get-import-job', 'get-import-job-list', 'export-package']) {
      expect(paths).toContain(`/admin/problem/${path}`);
    }
    expect(paths.length).toBeGreaterThan(5);
  });

  it('every admin route answers 401 to an anonymous caller and to a forged token', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      for (const authorization of [undefined, 'Bearer not.a.token']) {
        const response = await app.inject({ method: route.method, url: `/api${route.path}`, headers: authorization ? { authorization } : {} });
        if (response.statusCode !== 401) wrong.push(`${route.method} ${route.path} [${authorization ?? 'anonymous'}] -> ${response.statusCode}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('every admin route answers 403 to a caller without one of its roles, and lets the roles through the guard', async () => {
    const wrong: string[] = [];
    for (const route of adminRoutes()) {
      const needed = adminRolesFor(route.path) ?? [];
      for (const caller of CALLERS) {
        const allowed = caller.roles.some((role) => needed.includes(role));
        const token = app.signToken({ uid: `walk-${caller.name}`, username: `walk${caller.roles[0]}`, roles: caller.roles });
        const response = await app.inject({ method: route.method, url: `/api${route.path}`, headers: { authorization: `Bearer ${token}` } });
        const refused = response.statusCode === 401 || response.statusCode === 403;
        if (allowed ? refused : response.statusCode !== 403) {
          wrong.push(`${route.method} ${route.path} [${caller.name}] -> ${response.statusCode} (${allowed ? 'should pass the guard' : 'should be 403'})`);
        }
      }
    }
    expect(wrong).toEqual([]);
  });

  it('the table has no stale entries: each admin route outside /admin/ and each public admin route exists', () => {
    for (const entry of [...ADMIN_ROUTES_OUTSIDE_ADMIN, ...PUBLIC_ADMIN_ROUTES]) {
      expect(
        routes.some((route) => routeMatches(entry, route.path)),
        entry,
      ).toBe(true);
    }
  });
});
