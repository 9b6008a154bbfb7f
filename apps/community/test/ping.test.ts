import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Role } from '@oj/contracts';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, loadServiceConfig } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityService } from '../src/app.ts';

describe('community service standalone', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('community_ping');
    const config = loadServiceConfig('community', {
      OJ_LOG_LEVEL: 'silent',
      OJ_NATS_NAMESPACE: `t${randomBytes(5).toString('hex')}`,
    });
    app = await createService({ config, dataSource: database.dataSource, plugin: communityService });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const ping = (authorization?: string) =>
    app.inject({ method: 'GET', url: '/api/community/ping', headers: authorization ? { authorization } : {} });

  it('answers admin roles', async () => {
    for (const role of [Role.SuperAdmin, Role.Admin, Role.ProblemAdmin]) {
      const response = await ping(app.signToken({ uid: 'u', username: 'boss', roles: [role] }));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ status: 200, data: { service: 'community', username: 'boss' } });
    }
  });

  it('refuses anonymous callers with 401 and plain users with 403', async () => {
    expect((await ping()).statusCode).toBe(401);
    expect((await ping(app.signToken({ uid: 'u', username: 'alice', roles: [Role.User] }))).statusCode).toBe(403);
  });

  it('is ready with its database and NATS', async () => {
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.json()).toEqual({ database: 'ok', nats: 'ok' });
  });
});
