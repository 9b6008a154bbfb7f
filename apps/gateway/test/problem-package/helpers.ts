import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import yazl from 'yazl';
import { JudgeMode, ProblemImportStatus, Role } from '@oj/contracts';
import type { ProblemImportJobDto, ProblemImportStartDto, ProblemImportUploadedDto } from '@oj/contracts';
import { seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { readProblemPackage } from '@oj/problem-package';
import { createService, hashPassword, isTokenRevoked, markCheckerCompiled, openCheckerCompiledBucket } from '@oj/service-kit';
import { localFileStorage } from '../../src/modules/account/storage.ts';
import { adminProblemModule } from '../../src/modules/admin-problem/index.ts';
import { problemPackageModule } from '../../src/modules/problem-package/index.ts';
import type { ProblemImportSettings } from '../../src/modules/problem-package/index.ts';
import { problemModule } from '../../src/modules/problem/index.ts';
import { testDataModule } from '../../src/modules/test-data/index.ts';
import { tokenFor } from '../admin-problem/helpers.ts';
import { deleteNamespaceBuckets, gatewayTestConfig, testDeps } from '../helpers.ts';

/** The problem-package library's fixtures: one folder per format. */
export const FIXTURES = resolve(import.meta.dirname, '../../../../packages/problem-package/test/fixtures');

/** Quick settings for tests: short polls, verdicts awaited briefly. */
export const TEST_SETTINGS: Partial<ProblemImportSettings> = { pollIntervalMs: 100, progressIntervalMs: 100, verifyPollMs: 200, verifyTimeoutMs: 3_000 };

/** What a harness is started on: a database, a data directory and a NATS namespace it may share with a later one (a restart). */
export interface HarnessPlace {
  database: TestDatabase;
  dataDir: string;
  namespace: string;
}

/** An import test's app: the problem, test-data, admin-problem and problem-package modules. */
export interface ImportHarness {
  app: FastifyInstance;
  place: HarnessPlace;
  admin: string;
  /** Closes the app only (the database, data and store stay: a restart). */
  stop(): Promise<void>;
  /** Closes the app and removes the database, the store and the data directory. */
  close(): Promise<void>;
}

export async function newPlace(prefix: string): Promise<HarnessPlace> {
  const database = await createTestDatabase(prefix);
  await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
  return { database, dataDir: await mkdtemp(join(tmpdir(), 'oj-import-')), namespace: `t${randomBytes(5).toString('hex')}` };
}

/** Starts the app on `place` (a new one when not given); `extra` registers more (a judge-dispatch service). */
export async function startImportApp(
  place: HarnessPlace,
  options: { settings?: Partial<ProblemImportSettings>; extra?: FastifyPluginAsync; admin?: string } = {},
): Promise<ImportHarness> {
  const plugin: FastifyPluginAsync = async (instance) => {
    const deps = testDeps(instance, {
      testData: { sweepIntervalMs: 0 },
      problemImport: { ...TEST_SETTINGS, ...options.settings },
      files: { storage: localFileStorage(place.dataDir) },
    });
    await instance.register(problemModule, { prefix: '/api', deps });
    await instance.register(testDataModule, { prefix: '/api', deps });
    await instance.register(adminProblemModule, { prefix: '/api', deps });
    await instance.register(problemPackageModule, { prefix: '/api', deps });
    if (options.extra) await instance.register(options.extra);
  };
  const config = gatewayTestConfig({ OJ_DATA_DIR: place.dataDir, OJ_NATS_NAMESPACE: place.namespace });
  const app = await createService({ config, dataSource: place.database.dataSource, isTokenRevoked, plugin });
  await app.ready();
  const admin = options.admin ?? (await tokenFor(app, `imp${randomBytes(3).toString('hex')}`, [Role.ProblemAdmin]));
  return {
    app,
    place,
    admin,
    stop: () => app.close(),
    async close() {
      for await (const stream of app.jsm.streams.list()) {
        if (stream.config.name === `OBJ_${app.natsNames.objectStores.testData}`) await app.jsm.streams.delete(stream.config.name);
      }
      await deleteNamespaceBuckets(app);
      await app.close();
      await place.database.drop();
      await rm(place.dataDir, { recursive: true, force: true });
    },
  };
}

async function walk(dir: string): Promise<string[]> {
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await walk(path)));
    else found.push(path);
  }
  return found.sort();
}

/** A zip of fixture folders (`hoj`, `icpc/hello`...), each under `prefix` of its own when given. */
export async function zipFixtures(folders: readonly { folder: string; prefix?: string }[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const { folder, prefix = '' } of folders) {
    const root = join(FIXTURES, folder);
    for (const path of await walk(root)) zip.addBuffer(await readFile(path), `${prefix}${relative(root, path)}`);
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** A zip of named entries. */
export async function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of Object.entries(entries)) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Marks the checkers and interactors of a package compiled (as a judge node's compile would), so imports need no node. */
export async function markPackageCheckers(app: FastifyInstance, data: Buffer, name: string): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'oj-import-pkg-'));
  try {
    const path = join(dir, name);
    await pipeline([data], createWriteStream(path));
    const pkg = await readProblemPackage(path);
    const kv = await openCheckerCompiledBucket(app.js, app.natsNames);
    for (const problem of pkg.problems) {
      if (problem.judgeMode !== JudgeMode.Default && problem.program) await markCheckerCompiled(kv, problem.program.language, problem.program.code);
    }
    await pkg.close();
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** Uploads a package through the route (multipart). */
export async function uploadPackage(
  harness: ImportHarness,
  data: Buffer,
  fileName: string,
): Promise<{ statusCode: number; body: { status: number; msg: string; data: ProblemImportUploadedDto | null } }> {
  const boundary = `b${randomBytes(8).toString('hex')}`;
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    data,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/admin/problem/upload-import-package',
    headers: { authorization: harness.admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** Starts an uploaded job. */
export async function startJob(
  harness: ImportHarness,
  body: ProblemImportStartDto,
): Promise<{ statusCode: number; body: { msg: string; data: ProblemImportJobDto | null } }> {
  const response = await harness.app.inject({
    method: 'POST',
    url: '/api/admin/problem/start-import',
    headers: { authorization: harness.admin },
    payload: body,
  });
  return { statusCode: response.statusCode, body: response.json() };
}

/** Reads a job (in `language`). */
export async function readJob(harness: ImportHarness, id: number, language = 'en-US'): Promise<ProblemImportJobDto> {
  const response = await harness.app.inject({
    method: 'GET',
    url: '/api/admin/problem/get-import-job',
    query: { id: String(id) },
    headers: { authorization: harness.admin, 'accept-language': language },
  });
  if (response.statusCode !== 200) throw new Error(`get-import-job ${response.statusCode}: ${response.body}`);
  return response.json<{ data: ProblemImportJobDto }>().data;
}

/** Polls a job until it is done or failed. */
export async function waitForJob(harness: ImportHarness, id: number, timeoutMs = 20_000): Promise<ProblemImportJobDto> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const job = await readJob(harness, id);
    if (job.status === ProblemImportStatus.Done || job.status === ProblemImportStatus.Failed) return job;
    if (Date.now() > deadline) throw new Error(`job ${id} still ${job.status}: ${JSON.stringify(job.progress)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Uploads, starts and waits for one package; answers the finished job. */
export async function importPackage(
  harness: ImportHarness,
  data: Buffer,
  fileName: string,
  options: Partial<Omit<ProblemImportStartDto, 'jobId'>> = {},
): Promise<ProblemImportJobDto> {
  const uploaded = await uploadPackage(harness, data, fileName);
  if (uploaded.statusCode !== 200 || !uploaded.body.data) throw new Error(`upload ${uploaded.statusCode}: ${uploaded.body.msg}`);
  const started = await startJob(harness, { jobId: uploaded.body.data.jobId, duplicateIds: 'rename', verify: false, ...options });
  if (started.statusCode !== 200) throw new Error(`start ${started.statusCode}: ${started.body.msg}`);
  return waitForJob(harness, uploaded.body.data.jobId);
}
