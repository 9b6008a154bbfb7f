import { randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { communityService } from '@oj/community';
import { contestService } from '@oj/contest';
import { PLANNED_ROUTES, ROUTE_OWNERS, ownerOf, routeMatches } from '@oj/contracts';
import type { ServiceNameValue } from '@oj/contracts';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { judgeDispatchService } from '@oj/judge-dispatch';
import { createService, loadServiceConfig } from '@oj/service-kit';
import type { BaseConfig, ServicePlugin } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayService } from '../src/app.ts';
import { gatewayTestConfig } from './helpers.ts';

// In split mode the gateway forwards exactly the ROUTE_OWNERS paths: a route its owner registers
// but the table does not give it is a 404 there, though all-in-one mode (one process) answers it.
// So every /api route each service registers is checked against the table, and the table against
// the routes (PLANNED_ROUTES, reserved for later issues, must not have any yet).

type Upstream = keyof typeof ROUTE_OWNERS;
type RouteTable = Readonly<Record<ServiceNameValue & ('gateway' | Upstream), readonly string[]>>;

/** What is wrong between the routes each service registers (paths below /api) and the table. */
function ownershipProblems(registered: RouteTable, owners: typeof ROUTE_OWNERS, planned: readonly string[]): string[] {
  const problems: string[] = [];
  for (const [service, paths] of Object.entries(registered)) {
    for (const path of paths) {
      const owner = ownerOf(path, owners);
      if (owner !== service) problems.push(`${service} registers ${path}, which ROUTE_OWNERS gives to ${owner}`);
    }
  }
  for (const [service, entries] of Object.entries(owners) as [Upstream, readonly string[]][]) {
    for (const entry of entries) {
      const used = registered[service].some((path) => routeMatches(entry, path));
      if (!used && !planned.includes(entry)) problems.push(`ROUTE_OWNERS gives ${entry} to ${service}, which registers no route there`);
      if (used && planned.includes(entry)) problems.push(`${entry} is planned but ${service} registers it now: take it off the planned list`);
    }
  }
  return problems;
}

/** The plugin, with every /api route it registers recorded (path below /api). */
function recording<C extends BaseConfig>(plugin: ServicePlugin<C>, paths: Set<string>): FastifyPluginAsync<{ config: C }> {
  return async (app, options) => {
    app.addHook('onRoute', (route) => {
      // The API root ('/' below /api) reaches onRoute as '/api' (Fastify adds '/api/' without it).
      if (route.url === '/api') paths.add('/');
      else if (route.url.startsWith('/api/')) paths.add(route.url.slice('/api'.length));
    });
    await app.register(plugin, options);
  };
}

describe('route ownership', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];
  const routes: Record<'all-in-one' | Upstream, Set<string>> = {
    'all-in-one': new Set(),
    'judge-dispatch': new Set(),
    contest: new Set(),
    community: new Set(),
  };
  let table: RouteTable;

  beforeAll(async () => {
    database = await createTestDatabase('gw_route_owners');
    // A namespace each: the hosted and the standalone judge-dispatch must not share a results consumer.
    const namespace = () => `t${randomBytes(5).toString('hex')}`;
    const standalone = { 'judge-dispatch': judgeDispatchService, contest: contestService, community: communityService } as const;
    for (const [service, plugin] of Object.entries(standalone) as [Upstream, ServicePlugin<BaseConfig>][]) {
      const config = loadServiceConfig(service, {
        OJ_LOG_LEVEL: 'silent',
        OJ_NATS_NAMESPACE: namespace(),
        OJ_JWT_SECRET: 'route-owner-test-secret-0123456789',
      });
      apps.push(await createService({ config, dataSource: database.dataSource, plugin: recording(plugin, routes[service]) }));
    }
    const gatewayConfig = gatewayTestConfig();
    apps.push(await createService({ config: gatewayConfig, dataSource: database.dataSource, plugin: recording(gatewayService, routes['all-in-one']) }));
    const hosted = new Set([...routes['judge-dispatch'], ...routes.contest, ...routes.community]);
    table = {
      gateway: [...routes['all-in-one']].filter((path) => !hosted.has(path)),
      'judge-dispatch': [...routes['judge-dispatch']],
      contest: [...routes.contest],
      community: [...routes.community],
    };
  });

  afterAll(async () => {
    for (const app of apps.reverse()) {
      // The streams and buckets each app made in its namespace go with it.
      const namespace = app.natsNames.namespace;
      const streams: string[] = [];
      for await (const stream of app.jsm.streams.list()) streams.push(stream.config.name);
      for (const name of streams.filter((stream) => stream.toLowerCase().includes(namespace.toLowerCase()))) await app.jsm.streams.delete(name);
      await app.close();
    }
    await database.drop();
  });

  it('sees the routes of every service', () => {
    expect(table.gateway).toEqual(expect.arrayContaining(['/login', '/get-problem-list', '/get-website-config']));
    expect(table['judge-dispatch']).toEqual(expect.arrayContaining(['/submit-problem-judge', '/admin/judge/manual-judge']));
    expect(table.contest).toContain('/contest-service/ping');
    expect(table.community).toEqual(expect.arrayContaining(['/community/ping', '/msg/unread', '/get-group-list', '/group/member']));
  });

  it('hosts every service route in all-in-one mode', () => {
    for (const service of ['judge-dispatch', 'contest', 'community'] as const) {
      expect([...routes[service]].filter((path) => !routes['all-in-one'].has(path))).toEqual([]);
    }
  });

  it('gives every registered route to the service that registers it, and every entry a route', () => {
    expect(ownershipProblems(table, ROUTE_OWNERS, PLANNED_ROUTES)).toEqual([]);
  });

  it('reports a route missing from the table, an entry without a route, and a planned entry in use', () => {
    const owners = { ...ROUTE_OWNERS, community: ROUTE_OWNERS.community.filter((entry) => entry !== '/msg/*') };
    expect(ownershipProblems(table, owners, PLANNED_ROUTES)).toContain('community registers /msg/unread, which ROUTE_OWNERS gives to gateway');
    const withStray = { ...table, contest: [...table.contest, '/training/stray'] };
    expect(
      ownershipProblems(
        withStray,
        ROUTE_OWNERS,
        PLANNED_ROUTES.filter((entry) => entry !== '/discussion/*'),
      ),
    ).toEqual([
      '/training/* is planned but contest registers it now: take it off the planned list',
      'ROUTE_OWNERS gives /discussion/* to community, which registers no route there',
    ]);
  });
});
