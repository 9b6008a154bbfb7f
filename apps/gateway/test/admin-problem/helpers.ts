import { randomUUID } from 'node:crypto';
import yazl from 'yazl';
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { In } from 'typeorm';
import { Role } from '@oj/contracts';
import type { AdminProblemSaveDto } from '@oj/contracts';
import { LanguageEntity, UserInfoEntity, UserRoleEntity, seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword, isTokenRevoked, markCheckerCompiled, openCheckerCompiledBucket } from '@oj/service-kit';
import { adminProblemModule } from '../../src/modules/admin-problem/index.ts';
import { groupProblemModule } from '../../src/modules/group-problem/index.ts';
import { problemModule } from '../../src/modules/problem/index.ts';
import { testDataModule } from '../../src/modules/test-data/index.ts';
import { deleteNamespaceBuckets, gatewayTestConfig, testDeps } from '../helpers.ts';

/** An admin-problem test's app (problem, test-data, admin-problem and group-problem modules), listening for uploads. */
export interface AdminProblemHarness {
  app: FastifyInstance;
  database: TestDatabase;
  baseUrl: string;
  admin: string;
  user: string;
  close(): Promise<void>;
}

/** A new account with these roles, and its token. */
export async function tokenFor(app: FastifyInstance, username: string, roles: number[]): Promise<string> {
  const uid = randomUUID();
  await app.db.getRepository(UserInfoEntity).insert({ uid, username, email: `${username}@example.org`, password: 'not-used', gender: 'secrecy' });
  for (const roleId of roles) await app.db.getRepository(UserRoleEntity).insert({ uid, roleId });
  return app.signToken({ uid, username, roles });
}

/**
 * Starts the app on a fresh database; `routes`, when given, receives every /api route it registers ("METHOD /path" below /api);
 * `services` are other services' plugins hosted in the same process, as all-in-one mode does (the contest service for a training clone).
 */
export async function startAdminProblemApp(prefix: string, routes?: Set<string>, services: readonly FastifyPluginAsync[] = []): Promise<AdminProblemHarness> {
  const database = await createTestDatabase(prefix);
  await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
  const plugin: FastifyPluginAsync = async (instance) => {
    instance.addHook('onRoute', (route) => {
      if (!routes || !route.url.startsWith('/api/')) return;
      for (const method of [route.method].flat()) if (method !== 'HEAD') routes.add(`${method} ${route.url.slice('/api'.length)}`);
    });
    const deps = testDeps(instance, { testData: { sweepIntervalMs: 0 } });
    await instance.register(problemModule, { prefix: '/api', deps });
    await instance.register(testDataModule, { prefix: '/api', deps });
    await instance.register(adminProblemModule, { prefix: '/api', deps });
    await instance.register(groupProblemModule, { prefix: '/api', deps });
    for (const service of services) await instance.register(service);
  };
  const app = await createService({ config: gatewayTestConfig(), dataSource: database.dataSource, isTokenRevoked, plugin });
  const baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database,
    baseUrl,
    admin: await tokenFor(app, 'padmin', [Role.ProblemAdmin]),
    user: await tokenFor(app, 'plainuser', [Role.User]),
    async close() {
      for await (const stream of app.jsm.streams.list()) {
        if (stream.config.name === `OBJ_${app.natsNames.objectStores.testData}`) await app.jsm.streams.delete(stream.config.name);
      }
      await deleteNamespaceBuckets(app);
      await app.close();
      await database.drop();
    },
  };
}

/** One call with JSON body or query and an optional token. */
export function call(
  app: FastifyInstance,
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  options: { token?: string; query?: Record<string, string | number>; body?: object } = {},
): Promise<LightMyRequestResponse> {
  const query = Object.fromEntries(Object.entries(options.query ?? {}).map(([key, value]) => [key, String(value)]));
  return app.inject({
    method,
    url,
    query,
    ...(options.body ? { payload: options.body } : {}),
    ...(options.token ? { headers: { authorization: options.token } } : {}),
  });
}

/** The `data` of a 200 envelope; throws with the body otherwise. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- callers name the payload type the response schema promises
export function dataOf<T>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response.json<{ data: T }>().data;
}

/** The `msg` of an envelope. */
export function msgOf(response: LightMyRequestResponse): string {
  return response.json<{ msg: string }>().msg;
}

/** Language ids by name (the language table is synced at start). */
export async function languageIds(app: FastifyInstance, names: string[]): Promise<number[]> {
  const rows = await app.db.getRepository(LanguageEntity).find({ where: { name: In(names), oj: 'ME' } });
  return names.map((name) => {
    const row = rows.find((language) => language.name === name);
    if (!row) throw new Error(`no language ${name}`);
    return row.id;
  });
}

/** Marks a checker as compiled, as judge-dispatch's compile routes do. */
export async function markCompiled(app: FastifyInstance, language: string, code: string): Promise<void> {
  await markCheckerCompiled(await openCheckerCompiledBucket(app.js, app.natsNames), language, code);
}

/** A valid create body with manual cases: ACM, default judge, one language. */
export function problemBody(problemId: string, lids: number[], overrides: Partial<AdminProblemSaveDto> = {}): AdminProblemSaveDto {
  return {
    problem: { problemId, title: `Title ${problemId}`, description: 'desc', input: 'in', output: 'out' },
    languages: lids,
    isUploadTestCase: false,
    samples: [{ input: '1 2\n', output: '3\n' }],
    ...overrides,
  };
}

/** A zip archive of `files`, made by a real archiver. */
export function zipOf(files: Record<string, string>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) zip.addBuffer(Buffer.from(content), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => {
      resolve(Buffer.concat(chunks));
    });
    zip.outputStream.on('error', reject);
  });
}

/** Uploads an archive through the real route (as the admin, or `as` with the group `gid`); returns its staging id and file list. */
export async function uploadZip(
  harness: AdminProblemHarness,
  archive: Buffer,
  as: { token: string; gid: number } | null = null,
): Promise<{ fileListDir: string; fileList: { input: string; output: string; score: number }[] }> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(archive)], { type: 'application/zip' }), 'cases.zip');
  const url = `${harness.baseUrl}/api/file/upload-testcase-zip${as ? `?gid=${String(as.gid)}` : ''}`;
  const response = await fetch(url, { method: 'POST', body: form, headers: { authorization: as?.token ?? harness.admin } });
  const body = (await response.json()) as { data: { fileListDir: string; fileList: { input: string; output: string; score: number }[] } };
  if (response.status !== 200) throw new Error(`upload failed: ${JSON.stringify(body)}`);
  return body.data;
}
