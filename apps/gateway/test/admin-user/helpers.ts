import { randomUUID } from 'node:crypto';
import { Writable } from 'node:stream';
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { Role } from '@oj/contracts';
import { UserInfoEntity, UserRecordEntity, UserRoleEntity, seedDefaults, usernameKey } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword, isTokenRevoked } from '@oj/service-kit';
import { accountModule } from '../../src/modules/account/index.ts';
import { adminDashboardModule } from '../../src/modules/admin-dashboard/index.ts';
import { adminUserModule } from '../../src/modules/admin-user/index.ts';
import { deleteNamespaceBuckets, gatewayTestConfig, testDeps } from '../helpers.ts';

/** An admin-user test's app: account (login), admin user and dashboard modules on a fresh database. */
export interface AdminUserHarness {
  app: FastifyInstance;
  database: TestDatabase;
  /** The seeded root's token. */
  rootToken: string;
  /** Every log line the app wrote (trace level). */
  logs: string[];
  close(): Promise<void>;
}

export const ROOT_PASSWORD = 'root-password';

/** Builds service-kit's core with the modules; signs the seeded root in through POST /api/login. */
export async function startAdminUserApp(prefix: string): Promise<AdminUserHarness> {
  const database = await createTestDatabase(prefix);
  await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword(ROOT_PASSWORD) });
  const plugin: FastifyPluginAsync = async (instance) => {
    const deps = testDeps(instance);
    await instance.register(accountModule, { prefix: '/api', deps });
    await instance.register(adminUserModule, { prefix: '/api', deps });
    await instance.register(adminDashboardModule, { prefix: '/api', deps });
  };
  const logs: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      logs.push(chunk.toString('utf8'));
      callback();
    },
  });
  const config = gatewayTestConfig({ OJ_LOG_LEVEL: 'trace' });
  const app = await createService({ config, dataSource: database.dataSource, isTokenRevoked, plugin, logStream });
  const rootToken = await login(app, 'root', ROOT_PASSWORD);
  if (!rootToken) throw new Error('root cannot sign in');
  return {
    app,
    database,
    rootToken,
    logs,
    async close() {
      await deleteNamespaceBuckets(app);
      await app.close();
      await database.drop();
    },
  };
}

/** Signs in through POST /api/login; the token, or null when refused. */
export async function login(app: FastifyInstance, username: string, password: string, userAgent = 'vitest'): Promise<string | null> {
  const response = await app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, headers: { 'user-agent': userAgent } });
  if (response.statusCode !== 200) return null;
  const header = response.headers.authorization;
  return typeof header === 'string' ? header : null;
}

/** A call with a token. */
export function call(
  app: FastifyInstance,
  token: string,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<LightMyRequestResponse> {
  return app.inject({ method, url, headers: { authorization: token }, ...(payload ? { payload } : {}) });
}

/** A user with a password and roles, inserted directly. */
export async function insertUser(app: FastifyInstance, username: string, password: string, roles: number[] = [Role.User]): Promise<string> {
  const uid = randomUUID();
  await app.db.getRepository(UserInfoEntity).insert({
    uid,
    username,
    usernameKey: usernameKey(username),
    email: `${username}@example.org`,
    password: await hashPassword(password),
    gender: 'secrecy',
  });
  for (const roleId of roles) await app.db.getRepository(UserRoleEntity).insert({ uid, roleId });
  await app.db.getRepository(UserRecordEntity).insert({ uid });
  return uid;
}

/** The envelope's data. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- callers name the payload type the response schema promises
export function dataOf<T>(response: LightMyRequestResponse): T {
  return response.json<{ data: T }>().data;
}
