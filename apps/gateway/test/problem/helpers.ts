import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { Role } from '@oj/contracts';
import { JudgeEntity, ProblemCountEntity, ProblemEntity, ProblemTagEntity, TagEntity, UserInfoEntity, UserRoleEntity, seedDefaults } from '@oj/db';
import type { JudgeRow, ProblemRow } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword, isTokenRevoked } from '@oj/service-kit';
import { problemModule } from '../../src/modules/problem/index.ts';
import { deleteNamespaceBuckets, gatewayTestConfig, testDeps } from '../helpers.ts';

/** A problem test's app on its own database and NATS namespace. */
export interface ProblemHarness {
  app: FastifyInstance;
  database: TestDatabase;
  dataDir: string;
  close(): Promise<void>;
}

/** Builds service-kit's core plus the problem module (languages synced at start) on a fresh database. */
export async function startProblemApp(prefix: string): Promise<ProblemHarness> {
  const database = await createTestDatabase(prefix);
  const dataDir = await mkdtemp(join(tmpdir(), 'oj-problem-'));
  const config = gatewayTestConfig({ OJ_DATA_DIR: dataDir });
  await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
  const withProblemModule: FastifyPluginAsync = async (instance) => {
    await instance.register(problemModule, { prefix: '/api', deps: testDeps(instance) });
  };
  const app = await createService({ config, dataSource: database.dataSource, isTokenRevoked, plugin: withProblemModule });
  return {
    app,
    database,
    dataDir,
    async close() {
      await deleteNamespaceBuckets(app);
      await app.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** A user row with roles, and a real signed token for it. */
export async function createUser(app: FastifyInstance, username: string, roles: number[] = [Role.User]): Promise<{ uid: string; token: string }> {
  const uid = randomUUID();
  await app.db.getRepository(UserInfoEntity).insert({ uid, username, email: `${username}@example.org`, password: 'not-used', gender: 'secrecy' });
  for (const roleId of roles) await app.db.getRepository(UserRoleEntity).insert({ uid, roleId });
  return { uid, token: app.signToken({ uid, username, roles }) };
}

/** Inserts a problem (public, own bank by default); returns its pid. */
export async function insertProblem(app: FastifyInstance, problem: Partial<ProblemRow> & { problemId: string }): Promise<number> {
  const inserted = await app.db.getRepository(ProblemEntity).insert({ title: `Title of ${problem.problemId}`, ...problem });
  return Number(inserted.identifiers[0]?.id);
}

/** Inserts a site tag; returns its id. */
export async function insertTag(
  app: FastifyInstance,
  tag: { name: string; color?: string; oj?: string; tcid?: number | null; gid?: number | null },
): Promise<number> {
  const inserted = await app.db.getRepository(TagEntity).insert({ color: '#123456', oj: 'ME', gid: null, tcid: null, ...tag });
  return Number(inserted.identifiers[0]?.id);
}

/** Tags a problem. */
export async function tagProblem(app: FastifyInstance, pid: number, tids: number[]): Promise<void> {
  await app.db.getRepository(ProblemTagEntity).insert(tids.map((tid) => ({ pid, tid })));
}

/** Sets a problem's counters. */
export async function setCounts(app: FastifyInstance, pid: number, counts: { total?: number; ac?: number; wa?: number }): Promise<void> {
  await app.db.getRepository(ProblemCountEntity).insert({ pid, ...counts });
}

/** Inserts a submission; returns its submitId. */
export async function insertJudge(app: FastifyInstance, judge: Partial<JudgeRow> & { pid: number; uid: string; status: number }): Promise<number> {
  const inserted = await app.db.getRepository(JudgeEntity).insert({
    displayPid: 'P',
    username: 'someone',
    submitTime: new Date(),
    code: 'int main() {}',
    language: 'C++',
    length: 13,
    ...judge,
  });
  return Number(inserted.identifiers[0]?.submitId);
}

/** GET with an optional token. */
export function get(app: FastifyInstance, url: string, query: Record<string, string> = {}, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'GET', url, query, ...(token ? { headers: { authorization: token } } : {}) });
}

/** POST JSON with an optional token. */
export function post(app: FastifyInstance, url: string, payload: object, token?: string): Promise<LightMyRequestResponse> {
  return app.inject({ method: 'POST', url, payload, ...(token ? { headers: { authorization: token } } : {}) });
}

/** The `data` of a 200 envelope; throws with the body otherwise. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- callers name the payload type the response schema promises
export function dataOf<T>(response: LightMyRequestResponse): T {
  if (response.statusCode !== 200) throw new Error(`expected 200, got ${response.statusCode}: ${response.body}`);
  return response.json<{ data: T }>().data;
}

/** The `msg` of a failed envelope. */
export function msgOf(response: LightMyRequestResponse): string {
  return response.json<{ msg: string }>().msg;
}
