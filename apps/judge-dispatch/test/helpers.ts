/**
 * Fixtures of the judge-dispatch tests: the service on a fresh database and NATS namespace, problems
 * with test data in the object store, tokens for each role, and a waiting helper.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { JudgeCaseMode, Role, Verdict } from '@oj/contracts';
import type { JudgeCaseModeName, NatsNames, RoleCode, SubmissionJudgedEvent } from '@oj/contracts';
import { JudgeEntity, LanguageEntity, ProblemCaseEntity, ProblemEntity, ProblemLanguageEntity, saveSystemConfig, seedDefaults } from '@oj/db';
import type { JudgeRow } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { openTestDataStore, publishTestDataFiles } from '@oj/judge-queue';
import { createService, loadServiceConfig, natsConnectOptions } from '@oj/service-kit';
import type { BaseConfig } from '@oj/service-kit';
import { judgeDispatchService } from '../src/app.ts';
import type { JudgeDispatchOptions } from '../src/options.ts';

export const NATS_URL = process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222';

/** OJ_DATA_DIR of the service under test: a path that does not exist. */
export const NO_DATA_DIR = '/nonexistent/oj-judge-dispatch-needs-no-data-dir';

/** Languages the tests' problems accept (names as in the judge-core table). */
export const LANGUAGES = ['C++', 'C', 'Python3'] as const;

/** Polls `check` until it returns a value that is not null/false, or fails after `timeoutMs`. */
export async function waitFor<T>(what: string, check: () => Promise<T | null | false> | T | null | false, timeoutMs = 20_000, everyMs = 100): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== null && value !== false) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** One test case of a problem. */
export interface CaseData {
  input: string;
  output: string;
  score?: number;
  groupNum?: number;
}

/** Settings of a problem made by `createProblem`. */
export interface ProblemSpec {
  problemId?: string;
  title?: string;
  cases?: CaseData[];
  type?: number;
  auth?: number;
  difficulty?: number;
  codeShare?: boolean;
  openCaseResult?: boolean;
  judgeCaseMode?: JudgeCaseModeName;
  isRemote?: boolean;
  isGroup?: boolean;
  gid?: number | null;
  languages?: readonly string[];
  /** Upload no test data (a problem whose test data is missing). */
  withoutData?: boolean;
}

/** A+B cases. */
export const A_PLUS_B_CASES: CaseData[] = [
  { input: '1 2\n', output: '3\n' },
  { input: '-5 5\n', output: '0\n' },
  { input: '1000000 1000000\n', output: '2000000\n' },
];

/** The service, its database and namespace; `restart` closes and rebuilds the app on the same state. */
export interface Harness {
  app: FastifyInstance;
  database: TestDatabase;
  names: NatsNames;
  config: BaseConfig;
  /** A separate NATS connection, for acting as a judge node and inspecting streams. */
  nc: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
  /** Closes the app (consumer stopped, NATS drained) and builds a new one. */
  restart(): Promise<void>;
  /** Closes the app only. */
  stopApp(): Promise<void>;
  /** Builds the app again after `stopApp` (`changes` replace some of its options), and waits until its results consumer reads. */
  startApp(changes?: JudgeDispatchOptions): Promise<void>;
  token(role?: RoleCode, user?: { uid?: string; username?: string }): { authorization: string; uid: string; username: string };
  close(): Promise<void>;
}

async function buildApp(config: BaseConfig, database: TestDatabase, options: JudgeDispatchOptions): Promise<FastifyInstance> {
  let ready: () => void = () => undefined;
  const backgroundReady = new Promise<void>((resolve) => {
    ready = resolve;
  });
  const plugin: FastifyPluginAsync = async (instance) => {
    await instance.register(judgeDispatchService, {
      ...options,
      onBackgroundReady: () => {
        ready();
      },
    });
  };
  const app = await createService({ config, dataSource: database.dataSource, plugin });
  if (options.consumeResults !== false) await backgroundReady;
  return app;
}

/**
 * Starts the service on a fresh database (seeded, with the test languages) and NATS namespace.
 * `natsEnv` replaces the NATS settings (OJ_NATS_URL, OJ_NATS_NAMESPACE, OJ_NATS_USER...): the
 * permission test runs it against a server with the generated authorization; the harness's own
 * connection then uses the same (service) credentials.
 */
export async function startHarness(prefix: string, options: JudgeDispatchOptions = {}, natsEnv: Record<string, string> = {}): Promise<Harness> {
  const database = await createTestDatabase(prefix);
  const config = loadServiceConfig('judge-dispatch', {
    OJ_LOG_LEVEL: process.env.OJ_TEST_LOG_LEVEL ?? 'silent',
    OJ_NATS_URL: NATS_URL,
    OJ_NATS_NAMESPACE: `t${randomBytes(5).toString('hex')}`,
    // Dispatch keeps test data in the object store only: a data directory that does not exist
    // proves it needs none (test-data.test.ts checks it is never created).
    OJ_DATA_DIR: NO_DATA_DIR,
    OJ_JWT_SECRET: 'judge-dispatch-test-secret-0123',
    ...natsEnv,
  });
  await seedDefaults(database.dataSource, { rootPasswordHash: 'not-a-real-hash' });
  await saveSystemConfig(database.dataSource, { submissionIntervalSec: 0 }, config.jwt.secret);
  await database.dataSource
    .getRepository(LanguageEntity)
    .insert(LANGUAGES.map((name, seq) => ({ name, contentType: 'text/plain', oj: 'ME', seq, isSpj: name !== 'Python3' })));
  // Tests change the system config and judge rows behind the service's back: no reuse unless a test asks for it.
  const settings: JudgeDispatchOptions = { testJudgeIntervalMs: 0, pullExpiresMs: 1000, systemConfigCacheMs: 0, listPageCacheMs: 0, ...options };
  const nc = await connect(natsConnectOptions({ ...config.nats, name: 'oj-dispatch-test', role: 'service' }));
  const app = await buildApp(config, database, settings);
  const harness: Harness = {
    app,
    database,
    names: app.natsNames,
    config,
    nc,
    js: jetstream(nc),
    jsm: await jetstreamManager(nc),
    async stopApp() {
      await harness.app.close();
    },
    async startApp(changes = {}) {
      harness.app = await buildApp(config, database, { ...settings, ...changes });
    },
    async restart() {
      await harness.stopApp();
      await harness.startApp();
    },
    token(role = Role.User, user = {}) {
      const uid = user.uid ?? randomUUID();
      const username = user.username ?? `u${randomBytes(4).toString('hex')}`;
      return { authorization: `Bearer ${harness.app.signToken({ uid, username, roles: [role] })}`, uid, username };
    },
    async close() {
      await harness.app.close();
      const ns = config.nats.namespace;
      const names: string[] = [];
      for await (const stream of harness.jsm.streams.list()) names.push(stream.config.name);
      for (const name of names) {
        if (name.includes(ns) || name.includes(ns.toUpperCase())) await harness.jsm.streams.delete(name).catch(() => false);
      }
      await nc.close();
      await database.drop();
    },
  };
  return harness;
}

/** Creates a problem with its cases, languages and (unless told otherwise) its test data in the object store; returns its pid. */
export async function createProblem(harness: Harness, spec: ProblemSpec = {}): Promise<{ pid: number; problemId: string; caseIds: number[] }> {
  const db = harness.database.dataSource;
  const cases = spec.cases ?? A_PLUS_B_CASES;
  const caseVersion = randomBytes(6).toString('hex');
  const problemId = spec.problemId ?? `T${randomBytes(3).toString('hex').toUpperCase()}`;
  const inserted = await db.getRepository(ProblemEntity).insert({
    problemId,
    title: spec.title ?? `Problem ${problemId}`,
    type: spec.type ?? 0,
    judgeMode: 'default',
    judgeCaseMode: spec.judgeCaseMode ?? JudgeCaseMode.Default,
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    difficulty: spec.difficulty ?? 0,
    auth: spec.auth ?? 1,
    ioScore: 100,
    codeShare: spec.codeShare ?? true,
    openCaseResult: spec.openCaseResult ?? true,
    caseVersion,
    isRemote: spec.isRemote ?? false,
    isGroup: spec.isGroup ?? false,
    gid: spec.gid ?? null,
  });
  const pid = Number(inserted.identifiers[0]?.id);
  const caseIds: number[] = [];
  for (const [index, item] of cases.entries()) {
    const row = await db.getRepository(ProblemCaseEntity).insert({
      pid,
      input: `${index + 1}.in`,
      output: `${index + 1}.out`,
      score: item.score ?? 0,
      groupNum: item.groupNum ?? 1,
      status: 0,
    });
    caseIds.push(Number(row.identifiers[0]?.id));
  }
  const languages = await db.getRepository(LanguageEntity).find({ select: { id: true, name: true } });
  const allowed = spec.languages ?? LANGUAGES;
  await db.getRepository(ProblemLanguageEntity).insert(languages.filter((item) => allowed.includes(item.name)).map((item) => ({ pid, lid: item.id })));
  if (spec.withoutData !== true) await uploadTestData(harness, pid, caseVersion, cases);
  return { pid, problemId, caseIds };
}

/** Uploads cases as a problem version's test data (`1.in`, `1.out`…), as the seeder and admin uploads do. */
export async function uploadTestData(harness: Harness, pid: number, caseVersion: string, cases: readonly CaseData[]): Promise<void> {
  const files = cases.flatMap((item, index) => [
    { name: `${index + 1}.in`, content: item.input },
    { name: `${index + 1}.out`, content: item.output },
  ]);
  await publishTestDataFiles(await openTestDataStore(harness.js, harness.names), pid, caseVersion, files);
}

/** A submission row with plausible defaults for the fields a test does not care about. */
export function submissionRow(row: Partial<JudgeRow> & { pid: number; uid: string; username: string }) {
  return {
    displayPid: 'X',
    submitTime: new Date(),
    status: Verdict.Accepted,
    share: false,
    code: 'int main() { return 0; }',
    length: 24,
    language: 'C++',
    cid: 0,
    cpid: 0,
    gid: null,
    version: 0,
    isManual: false,
    isRemote: false,
    ...row,
  };
}

/** Inserts a submission row directly (for visibility, list and admin tests). */
export async function insertSubmission(harness: Harness, row: Partial<JudgeRow> & { pid: number; uid: string; username: string }): Promise<number> {
  const inserted = await harness.database.dataSource.getRepository(JudgeEntity).insert(submissionRow(row));
  return Number(inserted.identifiers[0]?.submitId);
}

/** The stored judge row of a submission. */
export async function judgeRow(harness: Harness, submitId: number): Promise<JudgeRow> {
  return harness.database.dataSource.getRepository(JudgeEntity).findOneOrFail({ where: { submitId } });
}

/**
 * The judge row once its job's sequence is recorded as the version: a new submission's answer comes once its row
 * is stored, and the publish and the version's UPDATE follow it (`DispatchRetries.publishLater`).
 */
export async function confirmedJudgeRow(harness: Harness, submitId: number): Promise<JudgeRow> {
  return waitFor(
    `submission ${submitId}'s job sequence recorded`,
    async () => {
      const row = await judgeRow(harness, submitId);
      return row.version > 0 ? row : null;
    },
    5_000,
    20,
  );
}

/** Every `submission judged` event stored so far, oldest first. */
export async function storedEvents(harness: Harness): Promise<SubmissionJudgedEvent[]> {
  const stream = harness.names.streams.events.name;
  const info = await harness.jsm.streams.info(stream).catch(() => null);
  if (!info) return [];
  const events: SubmissionJudgedEvent[] = [];
  for (let seq = info.state.first_seq; seq <= info.state.last_seq && info.state.messages > 0; seq += 1) {
    const message = await harness.jsm.streams.getMessage(stream, { seq });
    if (message) events.push(message.json<SubmissionJudgedEvent>());
  }
  return events;
}

/** The JSON body of a response. */
// eslint-disable-next-line @typescript-eslint/no-unnecessary-type-parameters -- a typed view of a test response, as response.json<T>() is
export function body<T = { status: number; msg: string; data: unknown }>(response: LightMyRequestResponse): T {
  return response.json<T>();
}
