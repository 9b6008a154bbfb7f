import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { ROUTE_OWNERS, Role } from '@oj/contracts';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { judgeDispatchService } from '@oj/judge-dispatch';
import { createService, loadServiceConfig } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayService } from '../src/app.ts';
import { closedPort, gatewayTestConfig } from './helpers.ts';

const JWT_SECRET = 'gateway-test-secret-0123456789';

describe('gateway modes', () => {
  let database: TestDatabase;
  const apps: FastifyInstance[] = [];

  beforeAll(async () => {
    database = await createTestDatabase('gw_modes');
  });

  afterAll(async () => {
    for (const app of apps.reverse()) await app.close();
    await database.drop();
  });

  async function gateway(overrides: Record<string, string> = {}, logStream?: Writable): Promise<FastifyInstance> {
    const app = await createService({
      config: gatewayTestConfig(overrides),
      dataSource: database.dataSource,
      plugin: gatewayService,
      ...(logStream ? { logStream } : {}),
    });
    apps.push(app);
    return app;
  }

  /** A log destination keeping each JSON line. */
  const logLines = () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        for (const line of chunk.toString().split('\n')) if (line.trim() !== '') lines.push(JSON.parse(line) as Record<string, unknown>);
        callback();
      },
    });
    return { stream, lines };
  };

  const adminOf = (app: FastifyInstance) => app.signToken({ uid: 'a', username: 'boss', roles: [Role.Admin] });
  const userOf = (app: FastifyInstance) => app.signToken({ uid: 'u', username: 'alice', roles: [Role.User] });

  describe('all-in-one (default)', () => {
    let app: FastifyInstance;
    beforeAll(async () => {
      app = await gateway();
    });

    it('defaults to all-in-one', () => {
      expect(gatewayTestConfig().mode).toBe('all-in-one');
    });

    it('serves every service route in its own process', async () => {
      for (const [url, service] of [
        ['/api/judge-dispatch/ping', 'judge-dispatch'],
        ['/api/contest-service/ping', 'contest'],
        ['/api/community/ping', 'community'],
      ] as const) {
        const response = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${adminOf(app)}` } });
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ status: 200, data: { service, username: 'boss' } });
        expect((await app.inject({ method: 'GET', url, headers: { authorization: userOf(app) } })).statusCode).toBe(403);
      }
    });

    it('is ready with its database and NATS', async () => {
      const response = await app.inject({ method: 'GET', url: '/readyz' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ database: 'ok', nats: 'ok' });
    });

    it('publishes OpenAPI from the route schemas, including hosted services', async () => {
      const json = await app.inject({ method: 'GET', url: '/api/docs/json' });
      expect(json.statusCode).toBe(200);
      const paths = Object.keys(json.json<{ paths: Record<string, unknown> }>().paths);
      expect(paths).toEqual(expect.arrayContaining(['/api/get-website-config', '/api/admin/config/set-web-config', '/api/judge-dispatch/ping']));
      expect(paths).not.toContain('/readyz');
      const ui = await app.inject({ method: 'GET', url: '/api/docs/' });
      expect(ui.statusCode).toBe(200);
      expect(ui.headers['content-type']).toMatch(/text\/html/);
    });
  });

  describe('split', () => {
    let judgeDispatch: FastifyInstance;
    let app: FastifyInstance;

    beforeAll(async () => {
      const config = loadServiceConfig('judge-dispatch', {
        OJ_LOG_LEVEL: 'silent',
        OJ_JUDGE_DISPATCH_PORT: '0',
        OJ_NATS_NAMESPACE: `t${randomBytes(5).toString('hex')}`,
        OJ_JWT_SECRET: JWT_SECRET,
      });
      judgeDispatch = await createService({ config, dataSource: database.dataSource, plugin: judgeDispatchService });
      apps.push(judgeDispatch);
      await judgeDispatch.listen({ host: '127.0.0.1', port: 0 });
      const { port } = judgeDispatch.server.address() as AddressInfo;
      app = await gateway({
        OJ_MODE: 'split',
        OJ_JUDGE_DISPATCH_URL: `http://127.0.0.1:${port}`,
        OJ_CONTEST_URL: `http://127.0.0.1:${await closedPort()}`,
        OJ_COMMUNITY_URL: `http://127.0.0.1:${await closedPort()}`,
      });
    });

    it('forwards owned paths to the owner, token and answer untouched', async () => {
      const admin = await app.inject({ method: 'GET', url: '/api/judge-dispatch/ping?x=1', headers: { authorization: adminOf(app) } });
      expect(admin.statusCode).toBe(200);
      expect(admin.json()).toMatchObject({ status: 200, data: { service: 'judge-dispatch', username: 'boss' } });
      const user = await app.inject({ method: 'GET', url: '/api/judge-dispatch/ping', headers: { authorization: userOf(app) } });
      expect(user.statusCode).toBe(403);
      expect(user.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      const anonymous = await app.inject({ method: 'GET', url: '/api/judge-dispatch/ping' });
      expect(anonymous.statusCode).toBe(401);
    });

    it('keeps the owner’s hop-by-hop headers to itself', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/judge-dispatch/ping', headers: { authorization: adminOf(app) } });
      expect(response.statusCode).toBe(200);
      // The owner answered the gateway with `connection: keep-alive` and `keep-alive: timeout=…`.
      expect(response.headers['keep-alive']).toBeUndefined();
      expect(response.headers.connection).not.toBe('keep-alive');
    });

    it('forwards exactly the paths of ROUTE_OWNERS', async () => {
      expect(ROUTE_OWNERS['judge-dispatch']).toContain('/submit-problem-judge');
      // Owned by judge-dispatch: its own validation answers (the gateway has no such route in split mode).
      const owned = await app.inject({ method: 'POST', url: '/api/submit-problem-judge', payload: { pid: 1 } });
      expect(owned.statusCode).toBe(400);
      expect(owned.json<{ msg: string }>().msg).toContain('language');
      // Gateway-owned routes stay here.
      expect((await app.inject({ method: 'GET', url: '/api/get-website-config' })).statusCode).toBe(200);
    });

    it('answers the group problem calls itself inside community’s /group/* (GATEWAY_ROUTES)', async () => {
      // The community is down here: its group calls answer 503, the gateway's own ones its own 401.
      expect((await app.inject({ method: 'GET', url: '/api/group/get-member-list?gid=1' })).statusCode).toBe(503);
      for (const url of ['/api/group/get-problem-list?gid=1', '/api/group/problem?pid=1&gid=1']) {
        expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(401);
      }
      // The gateway's own schema answers a bad body (the community, being down, would answer 503).
      expect((await app.inject({ method: 'PUT', url: '/api/group/apply-public', payload: {} })).statusCode).toBe(400);
    });

    it('hands the owner its request id, and logs a forwarded call only when it fails', async () => {
      // The community here is a plain server that answers with the request id it was given.
      const echo = createServer((request, response) => {
        response.setHeader('content-type', 'application/json');
        response.end(JSON.stringify({ status: 200, data: request.headers['x-request-id'] ?? null, msg: 'ok' }));
      });
      await new Promise<void>((resolve) => echo.listen(0, '127.0.0.1', resolve));
      const logs = logLines();
      try {
        const traced = await gateway(
          {
            OJ_MODE: 'split',
            OJ_LOG_LEVEL: 'info',
            OJ_JUDGE_DISPATCH_URL: `http://127.0.0.1:${await closedPort()}`,
            OJ_CONTEST_URL: `http://127.0.0.1:${await closedPort()}`,
            OJ_COMMUNITY_URL: `http://127.0.0.1:${(echo.address() as AddressInfo).port}`,
          },
          logs.stream,
        );
        const given = await traced.inject({ method: 'GET', url: '/api/group/get-member-list?gid=1', headers: { 'x-request-id': 'trace-42' } });
        expect(given.json()).toMatchObject({ data: 'trace-42' });
        // An id the gateway chose itself reaches the owner too.
        const chosen = await traced.inject({ method: 'GET', url: '/api/group/get-member-list?gid=1' });
        expect(chosen.json<{ data: unknown }>().data).toMatch(/^req-/);
        const forwarded = logs.lines.filter((line) => line.reqId === 'trace-42' || line.reqId === chosen.json<{ data: unknown }>().data);
        expect(forwarded).toEqual([]);
        // The owner down: a warning, under the call's id.
        expect((await traced.inject({ method: 'GET', url: '/api/contest-service/ping', headers: { 'x-request-id': 'trace-43' } })).statusCode).toBe(503);
        expect(logs.lines.filter((line) => line.reqId === 'trace-43').map((line) => [line.level, line.msg])).toContainEqual([
          40,
          'upstream service unreachable',
        ]);
      } finally {
        await new Promise((resolve) => echo.close(resolve));
      }
    });

    it('answers 503 in the envelope when an owner is down', async () => {
      const response = await app.inject({ method: 'GET', url: '/api/contest-service/ping', headers: { authorization: adminOf(app) } });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toMatchObject({ status: 503, data: null, msg: 'Service temporarily unavailable, please try again later' });
      // The ICPC contest API's root (that exact path) and contest list are the contest service's too.
      for (const url of ['/api/', '/api', '/api/contests']) expect((await app.inject({ method: 'GET', url })).statusCode, url).toBe(503);
    });
  });
});
