import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import { CHECKER_COMPILE_QUEUE, Role, Verdict } from '@oj/contracts';
import {
  DiscussionEntity,
  JudgeEntity,
  LanguageEntity,
  ProblemEntity,
  UserInfoEntity,
  UserRecordEntity,
  UserRoleEntity,
  saveSystemConfig,
  saveWebsiteConfig,
  seedDefaults,
  seedDemoProblems,
} from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { fastifyOptions, hashPassword, serviceCore } from '@oj/service-kit';
import { gatewayService } from '../../src/app.ts';
import { startSmtp } from '../account/helpers.ts';
import { startFakeUpstream } from '../ai/fake-upstream.ts';
import { seedDemoTestDataOf } from '../demo-data.ts';
import { fakeDists, gatewayTestConfig } from '../helpers.ts';
import { routeInfos } from './mutations.ts';
import type { RouteInfo } from './mutations.ts';
import type { NamedValues } from './schema-values.ts';

/** Root's password in the harness database. */
export const ROOT_PASSWORD = 'root-password';

/** The whole gateway (all-in-one) on a seeded database, with every route it registered. */
export interface BadInputHarness {
  app: FastifyInstance;
  database: TestDatabase;
  /** Every route, one entry per method, as `onRoute` saw it. */
  routes: RouteInfo[];
  /** Realistic values of seeded rows by field name. */
  named: NamedValues;
  /** Signs a fresh token (a logout in the pass must not revoke the next request's token). */
  tokenOf(role: 'user' | 'root'): string;
  /** Warn and error log lines that mention a request id. */
  logLinesOf(requestId: string): string[];
  /** Rows of the tables whose loss would hurt. */
  countRows(): Promise<Record<string, number>>;
  close(): Promise<void>;
}

function logCollector(): { stream: Writable; linesOf: (requestId: string) => string[] } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(
        ...chunk
          .toString()
          .split('\n')
          .filter((line) => line !== ''),
      );
      callback();
    },
  });
  return { stream, linesOf: (requestId) => lines.filter((line) => line.includes(`"${requestId}"`)) };
}

/**
 * Builds the app the way service-kit's createService does, with an `onRoute` hook in front of
 * everything, so the core's probes and every service plugin's routes are seen without a list.
 */
export async function startBadInputHarness(): Promise<BadInputHarness> {
  const database = await createTestDatabase('bad_input');
  const dataDir = await mkdtemp(join(tmpdir(), 'oj-bad-input-'));
  // Built SPAs, so the fallback routes answer as in production instead of "not built" (503).
  const dists = await fakeDists();
  // Live-channel streams end after 1 s, so the pass's valid GET /api/live calls come back (inject reads to the end).
  const config = gatewayTestConfig({
    OJ_DATA_DIR: dataDir,
    OJ_LOG_LEVEL: 'warn',
    OJ_WEB_DIST: dists.web,
    OJ_ADMIN_DIST: dists.admin,
    OJ_LIVE_MAX_STREAM_SEC: '1',
  });
  const logs = logCollector();
  // A real SMTP server for the email config calls: set-email-config's sample body points at it, so
  // test-email really sends (until a mutation stores other settings, which then fail fast).
  const smtp = await startSmtp();
  // A fake AI provider, with AI chat switched on, so the AI calls run their handlers for valid input
  // (answering 200 event streams) instead of stopping at the switch.
  const aiUpstream = await startFakeUpstream();
  await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword(ROOT_PASSWORD) });
  const app = Fastify(fastifyOptions(config, logs.stream));
  const routes: RouteInfo[] = [];
  app.addHook('onRoute', (route) => {
    routes.push(...routeInfos(route));
  });
  try {
    await app.register(serviceCore, { config, dataSource: database.dataSource });
    await app.register(gatewayService, { config });
    await app.ready();
  } catch (error) {
    await app.close();
    await smtp.close();
    await database.drop();
    await dists.remove();
    throw error;
  }

  // A stand-in judge node for checker compiles (there is no Docker node here): without one a valid
  // compile request is a 503 by design, which the pass would count as a server failure.
  app.nats.subscribe(app.natsNames.subjects.checkerCompile, {
    queue: CHECKER_COMPILE_QUEUE,
    callback: (_error, message) => {
      message.respond(JSON.stringify({ ok: false, message: 'main.cpp:1: error: stand-in judge node', judger: 'bad-input-harness' }));
    },
  });

  // Languages are synced when the app is ready; demo problems take the languages present then.
  await seedDemoProblems(database.dataSource);
  await seedDemoTestDataOf(app);
  const db = database.dataSource;
  const problem = await db.getRepository(ProblemEntity).findOneOrFail({ where: {}, order: { id: 'ASC' }, select: { id: true, problemId: true } });
  const language = await db.getRepository(LanguageEntity).findOneOrFail({ where: { oj: 'ME' }, order: { seq: 'ASC', id: 'ASC' }, select: { name: true } });
  const root = await db.getRepository(UserInfoEntity).findOneOrFail({ where: { username: 'root' }, select: { uid: true, username: true } });
  const uid = randomUUID();
  await db
    .getRepository(UserInfoEntity)
    .insert({ uid, username: 'alice', email: 'alice@example.org', password: await hashPassword('alice-password'), gender: 'secrecy' });
  await db.getRepository(UserRoleEntity).insert({ uid, roleId: Role.User });
  await db.getRepository(UserRecordEntity).insert({ uid });
  const judges = await db.getRepository(JudgeEntity).insert(
    [Verdict.Accepted, Verdict.WrongAnswer, Verdict.Pending].map((status) => ({
      pid: problem.id,
      displayPid: problem.problemId,
      uid,
      username: 'alice',
      submitTime: new Date(),
      status,
      code: 'int main() { return 0; }',
      language: language.name,
      length: 24,
    })),
  );
  const submitId = Number(judges.identifiers[0]?.submitId);
  await saveWebsiteConfig(db, { openAiChat: true });
  await saveSystemConfig(db, { aiApiUrl: aiUpstream.url, aiModel: 'bad-input-model', aiApiKey: 'bad-input-key' }, config.jwt.secret);

  // A discussion of alice's, so the discussion calls reach their rules with a real `did`.
  const discussion = await db.getRepository(DiscussionEntity).insert({
    title: 'A discussion',
    description: 'In short',
    content: 'The question',
    categoryId: 1,
    uid,
    role: 'user',
  });
  const did = Number(discussion.identifiers[0]?.id);

  const named: NamedValues = {
    did,
    pid: problem.id,
    pidList: [problem.id],
    problemId: problem.problemId,
    problemID: problem.problemId,
    submitId,
    submitIds: [submitId],
    uid,
    username: 'alice',
    email: 'alice@example.org',
    newEmail: 'alice.new@example.org',
    language: language.name,
    code: 'int main() { return 0; }',
    userInput: '1 2',
    testJudgeKey: '1',
    name: `${randomUUID()}.png`,
    host: '127.0.0.1',
    port: smtp.port,
    ssl: false,
    from: 'OJ <noreply@oj.test>',
    apiUrl: aiUpstream.url,
    model: 'bad-input-model',
  };

  return {
    app,
    database,
    routes,
    named,
    tokenOf: (role) =>
      role === 'root'
        ? app.signToken({ uid: root.uid, username: root.username, roles: [Role.SuperAdmin] })
        : app.signToken({ uid, username: 'alice', roles: [Role.User] }),
    logLinesOf: logs.linesOf,
    async countRows() {
      const counts: Record<string, number> = {};
      for (const table of ['user_info', 'user_role', 'problem', 'problem_case', 'judge', 'tag', 'language']) {
        const rows = await db.query<{ n: string | number }[]>(`SELECT COUNT(*) AS n FROM \`${table}\``);
        counts[table] = Number(rows[0]?.n ?? -1);
      }
      return counts;
    },
    async close() {
      const namespace = app.natsNames.namespace;
      const names: string[] = [];
      for await (const stream of app.jsm.streams.list()) names.push(stream.config.name);
      await app.close();
      await smtp.close();
      await aiUpstream.close();
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
      await dists.remove();
      await deleteStreams(config.nats.servers, namespace, names);
    },
  };
}

// Streams (judge queues, KV buckets, object stores) of the run's namespace, deleted after the app
// closed (its consumers are gone by then) through a connection of our own.
async function deleteStreams(servers: string | string[], namespace: string, names: readonly string[]): Promise<void> {
  const mine = names.filter((name) => name.includes(namespace) || name.includes(namespace.toUpperCase()));
  if (mine.length === 0) return;
  const connection = await connect({ servers });
  try {
    const manager = await jetstreamManager(connection);
    for (const name of mine) await manager.streams.delete(name).catch(() => false);
  } finally {
    await connection.close();
  }
}
