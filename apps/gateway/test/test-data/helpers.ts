import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import yauzl from 'yauzl';
import { Role } from '@oj/contracts';
import { ProblemEntity, UserInfoEntity, UserRoleEntity, seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword, isTokenRevoked } from '@oj/service-kit';
import { testDataModule } from '../../src/modules/test-data/index.ts';
import type { TestDataLimits } from '../../src/modules/test-data/index.ts';
import { deleteNamespaceBuckets, gatewayTestConfig, testDeps } from '../helpers.ts';

/** A test-data test's app, listening on a real port, on its own database and NATS namespace. */
export interface TestDataHarness {
  app: FastifyInstance;
  database: TestDatabase;
  baseUrl: string;
  close(): Promise<void>;
}

export async function startTestDataApp(prefix: string, limits: Partial<TestDataLimits> = {}): Promise<TestDataHarness> {
  const database = await createTestDatabase(prefix);
  await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
  const plugin: FastifyPluginAsync = async (instance) => {
    await instance.register(testDataModule, { prefix: '/api', deps: testDeps(instance, { testData: { limits, sweepIntervalMs: 0 } }) });
  };
  const app = await createService({ config: gatewayTestConfig(), dataSource: database.dataSource, isTokenRevoked, plugin });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    app,
    database,
    baseUrl: address,
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

/** A user row with roles and a signed token. */
export async function createUser(app: FastifyInstance, username: string, roles: number[]): Promise<string> {
  const uid = randomUUID();
  await app.db.getRepository(UserInfoEntity).insert({ uid, username, email: `${username}@example.org`, password: 'not-used', gender: 'secrecy' });
  for (const roleId of roles) await app.db.getRepository(UserRoleEntity).insert({ uid, roleId });
  return app.signToken({ uid, username, roles });
}

export const adminToken = (app: FastifyInstance): Promise<string> => createUser(app, `admin${Date.now()}`, [Role.Admin]);

/** Inserts a problem; returns its pid. */
export async function insertProblem(app: FastifyInstance, problemId: string, caseVersion = '0'): Promise<number> {
  const inserted = await app.db.getRepository(ProblemEntity).insert({ problemId, title: `Title of ${problemId}`, caseVersion });
  return Number(inserted.identifiers[0]?.id);
}

/** Uploads an archive through the real HTTP route. */
export async function upload(
  baseUrl: string,
  token: string | undefined,
  archive: Buffer,
  fileName = 'cases.zip',
): Promise<{
  status: number;
  body: { status: number; msg: string; data: { fileList: { input: string; output: string; score: number; groupNum?: number }[]; fileListDir: string } | null };
}> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(archive)], { type: 'application/zip' }), fileName);
  const response = await fetch(`${baseUrl}/api/file/upload-testcase-zip?gid=0`, { method: 'POST', body: form, headers: token ? { authorization: token } : {} });
  return { status: response.status, body: (await response.json()) as never };
}

/** The files of a zip held in memory, by name. */
export async function unzip(archive: Buffer): Promise<Map<string, string>> {
  const zip = await yauzl.fromBufferPromise(archive, { lazyEntries: true });
  const files = new Map<string, string>();
  for await (const entry of zip.eachEntry()) {
    const stream = await zip.openReadStreamPromise(entry);
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    files.set(entry.fileName, Buffer.concat(chunks).toString('utf8'));
  }
  return files;
}
