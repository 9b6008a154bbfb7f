import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Role } from '@oj/contracts';
import { ROOT_USERNAME, UserInfoEntity, seedDefaults, seedDemoProblems } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword, isTokenRevoked } from '@oj/service-kit';
import { gatewayService } from '../../src/app.ts';
import { syncLanguageTable } from '../../src/modules/problem/index.ts';
import { createUser } from '../problem/helpers.ts';
import { deleteNamespaceBuckets, gatewayTestConfig } from '../helpers.ts';

/** The whole gateway (all-in-one, so judge-dispatch's routes too) on a fresh database with the demo problems. */
export interface SiteHarness {
  app: FastifyInstance;
  database: TestDatabase;
  rootToken: string;
  userToken: string;
  /** One request as a JSON call; `token` undefined = anonymous. */
  call(
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options?: { token?: string | undefined; body?: unknown; query?: Record<string, string> },
  ): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** Starts the gateway; `env` overrides its environment (e.g. OJ_DB_PASSWORD for the data-source panel). */
export async function startSiteHarness(prefix: string, env: Record<string, string> = {}): Promise<SiteHarness> {
  const database = await createTestDatabase(prefix);
  await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
  await syncLanguageTable(database.dataSource);
  await seedDemoProblems(database.dataSource);
  const app = await createService({ config: gatewayTestConfig(env), dataSource: database.dataSource, isTokenRevoked, plugin: gatewayService });
  const root = await database.dataSource.getRepository(UserInfoEntity).findOneByOrFail({ username: ROOT_USERNAME });
  const rootToken = app.signToken({ uid: root.uid, username: root.username, roles: [Role.SuperAdmin] });
  const { token: userToken } = await createUser(app, 'student', [Role.User]);
  return {
    app,
    database,
    rootToken,
    userToken,
    call: (method, url, options = {}) =>
      app.inject({
        method,
        url,
        ...(options.query ? { query: options.query } : {}),
        headers: {
          ...(options.token ? { authorization: options.token } : {}),
          ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        ...(options.body === undefined ? {} : { payload: JSON.stringify(options.body) }),
      }),
    async close() {
      await deleteNamespaceBuckets(app);
      await app.close();
      await database.drop();
    },
  };
}

/** The envelope of an answer, its data read as T. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- T names what the test expects the data to be
export function envelope<T = unknown>(response: LightMyRequestResponse): { status: number; msg: string; data: T } {
  return response.json<{ status: number; msg: string; data: T }>();
}
