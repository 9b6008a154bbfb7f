// Test support for the services' own suites (import from '@oj/service-kit/testing'; never from
// production code). It builds a service the way its server does, against a real test database and
// its own NATS namespace.
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Role } from '@oj/contracts';
import type { ServiceNameValue } from '@oj/contracts';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadServiceConfig } from './config.ts';
import type { BaseConfig } from './config.ts';
import { createService } from './service.ts';
import type { ServicePlugin } from './service.ts';

/** A started service with its own database; `close` stops it and drops the database. */
export interface TestService {
  app: FastifyInstance;
  database: TestDatabase;
  close: () => Promise<void>;
}

/** Starts `plugin` as the service `name` alone, silent, on a fresh database and NATS namespace. */
export async function startTestService(name: ServiceNameValue, plugin: ServicePlugin<BaseConfig>): Promise<TestService> {
  const database = await createTestDatabase(`${name.replaceAll('-', '_')}_svc`);
  try {
    const config = loadServiceConfig(name, { OJ_LOG_LEVEL: 'silent', OJ_NATS_NAMESPACE: `t${randomBytes(5).toString('hex')}` });
    const app = await createService({ config, dataSource: database.dataSource, plugin });
    return {
      app,
      database,
      close: async () => {
        await app.close();
        await database.drop();
      },
    };
  } catch (error) {
    await database.drop();
    throw error;
  }
}

/**
 * The suite every service runs about itself: it starts alone, its admin-only ping route answers
 * admin roles and refuses anonymous callers (401) and plain users (403), and it is ready with its
 * database and NATS.
 */
export function describeStandaloneService(name: ServiceNameValue, plugin: ServicePlugin<BaseConfig>, pingUrl: string): void {
  describe(`${name} service standalone`, () => {
    let service: TestService;
    beforeAll(async () => {
      service = await startTestService(name, plugin);
    });
    afterAll(async () => {
      await service.close();
    });

    const ping = (authorization?: string) => service.app.inject({ method: 'GET', url: pingUrl, headers: authorization ? { authorization } : {} });

    it('answers admin roles', async () => {
      for (const role of [Role.SuperAdmin, Role.Admin, Role.ProblemAdmin]) {
        const response = await ping(service.app.signToken({ uid: 'u', username: 'boss', roles: [role] }));
        expect(response.statusCode).toBe(200);
        expect(response.json()).toMatchObject({ status: 200, data: { service: name, username: 'boss' } });
      }
    });

    it('refuses anonymous callers with 401 and plain users with 403', async () => {
      expect((await ping()).statusCode).toBe(401);
      expect((await ping(service.app.signToken({ uid: 'u', username: 'alice', roles: [Role.User] }))).statusCode).toBe(403);
    });

    it('is ready with its database and NATS', async () => {
      const response = await service.app.inject({ method: 'GET', url: '/readyz' });
      expect(response.json()).toEqual({ database: 'ok', nats: 'ok' });
    });
  });
}
