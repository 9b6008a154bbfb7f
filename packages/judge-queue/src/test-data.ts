import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, rename, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { JetStreamClient } from '@nats-io/jetstream';
import { StorageType } from '@nats-io/obj';
import type { ObjectStore } from '@nats-io/obj';
import { isSafeTestDataName, natsReplicas, testDataFileName, testDataManifestName } from '@oj/contracts';
import type { NatsNames, TestDataManifest } from '@oj/contracts';
import { objectStores } from './object-stores.ts';

/** Opens the test-data object store, creating it on first use (judge-dispatch, which uploads). */
export async function openTestDataStore(js: JetStreamClient, names: NatsNames): Promise<ObjectStore> {
  return objectStores(js).create(names.objectStores.testData, { storage: StorageType.File, replicas: natsReplicas(process.env.OJ_NATS_REPLICAS) });
}

/**
 * Opens the existing test-data object store without creating or changing it: what a judge node
 * does, whose NATS permissions only let it read the store. Fails while dispatch has not created it.
 */
export async function openTestDataStoreForReading(js: JetStreamClient, names: NatsNames): Promise<ObjectStore> {
  return objectStores(js).open(names.objectStores.testData);
}

function checkVersion(problemId: number, dataVersion: string): void {
  if (!Number.isSafeInteger(problemId) || problemId < 0) throw new Error(`invalid problem id: ${problemId}`);
  if (!isSafeTestDataName(dataVersion)) throw new Error(`invalid test data version: ${JSON.stringify(dataVersion)}`);
}

/**
 * Uploads every regular file of `dir` (flat, no sub-directories) as the test data of one problem
 * version: one object per file, then the manifest, so readers never see a half-written set.
 */
export async function publishTestData(store: ObjectStore, problemId: number, dataVersion: string, dir: string): Promise<TestDataManifest> {
  checkVersion(problemId, dataVersion);
  const entries = await readdir(dir, { withFileTypes: true });
  const files: TestDataManifest['files'] = [];
  for (const entry of entries.filter((item) => item.isFile()).sort((a, b) => a.name.localeCompare(b.name))) {
    if (!isSafeTestDataName(entry.name)) throw new Error(`test data file name not allowed: ${JSON.stringify(entry.name)}`);
    const source = Readable.toWeb(createReadStream(join(dir, entry.name))) as ReadableStream<Uint8Array>;
    const info = await store.put({ name: testDataFileName(problemId, dataVersion, entry.name) }, source);
    files.push({ name: entry.name, sizeBytes: info.size });
  }
  return putManifest(store, { problemId, dataVersion, files });
}

/** Writes a version's manifest, after its files: readers take a version with a manifest as complete. */
async function putManifest(store: ObjectStore, manifest: TestDataManifest): Promise<TestDataManifest> {
  await store.putBlob({ name: testDataManifestName(manifest.problemId, manifest.dataVersion) }, new TextEncoder().encode(JSON.stringify(manifest)));
  return manifest;
}

/** Whether the store holds a complete version (the manifest is written last, so present means complete). */
export async function hasTestData(store: ObjectStore, problemId: number, dataVersion: string): Promise<boolean> {
  // A version that could never be stored is not stored.
  if (!Number.isSafeInteger(problemId) || problemId < 0 || !isSafeTestDataName(dataVersion)) return false;
  const manifest = await store.info(testDataManifestName(problemId, dataVersion));
  return manifest !== null && !manifest.deleted;
}

/** One test-data file held in memory. */
export interface TestDataFile {
  name: string;
  content: string | Uint8Array;
}

/**
 * Uploads files held in memory as the test data of one problem version (the demo seeder's data),
 * as `publishTestData` does a directory's: the files first, then the manifest.
 */
export async function publishTestDataFiles(
  store: ObjectStore,
  problemId: number,
  dataVersion: string,
  files: readonly TestDataFile[],
): Promise<TestDataManifest> {
  checkVersion(problemId, dataVersion);
  const listed: TestDataManifest['files'] = [];
  for (const file of [...files].sort((a, b) => a.name.localeCompare(b.name))) {
    if (!isSafeTestDataName(file.name)) throw new Error(`test data file name not allowed: ${JSON.stringify(file.name)}`);
    const bytes = typeof file.content === 'string' ? new TextEncoder().encode(file.content) : file.content;
    const info = await store.putBlob({ name: testDataFileName(problemId, dataVersion, file.name) }, bytes);
    listed.push({ name: file.name, sizeBytes: info.size });
  }
  return putManifest(store, { problemId, dataVersion, files: listed });
}

/** Test data in an object store, as the demo seeder writes it (the `TestDataTarget` of @oj/db). */
export interface TestDataStoreTarget {
  has(problemId: number, dataVersion: string): Promise<boolean>;
  put(problemId: number, dataVersion: string, files: readonly TestDataFile[]): Promise<void>;
}

/** The seeder's view of the test-data object store. */
export function testDataStoreTarget(store: ObjectStore): TestDataStoreTarget {
  return {
    has: (problemId, dataVersion) => hasTestData(store, problemId, dataVersion),
    put: async (problemId, dataVersion, files) => {
      await publishTestDataFiles(store, problemId, dataVersion, files);
    },
  };
}

/** Thrown when the object store holds no test data for a (problem, version). */
export class TestDataMissingError extends Error {
  constructor(problemId: number, dataVersion: string) {
    super(`no test data for problem ${problemId} version ${dataVersion} in the object store`);
    this.name = 'TestDataMissingError';
  }
}

function parseManifest(bytes: Uint8Array, problemId: number, dataVersion: string): TestDataManifest {
  const value = JSON.parse(new TextDecoder().decode(bytes)) as Partial<TestDataManifest>;
  const files = Array.isArray(value.files) ? value.files : null;
  const valid = files?.every((file) => typeof file.name === 'string' && isSafeTestDataName(file.name) && Number.isSafeInteger(file.sizeBytes)) === true;
  if (!files || !valid) throw new Error(`malformed test data manifest for problem ${problemId} version ${dataVersion}`);
  return { problemId, dataVersion, files };
}

/** A directory of test data held for one job; `release` lets eviction remove it later. */
export interface TestDataLease {
  dir: string;
  release: () => void;
}

/** Options of the local test-data cache. */
export interface TestDataCacheOptions {
  /** Usually `<OJ_DATA_DIR>/judge-cache`. */
  rootDir: string;
  store: () => Promise<ObjectStore>;
  /** Other versions of a problem unused for this long are removed when a new one arrives. */
  evictAfterMs?: number;
}

const DEFAULT_EVICT_AFTER_MS = 10 * 60_000;
const INCOMING_PREFIX = '.incoming-';

/**
 * Test data cached on local disk under `<rootDir>/<problemId>/<dataVersion>/`. A version is
 * downloaded once into a private directory and renamed into place, so concurrent jobs (and other
 * processes sharing the directory) never see a partial copy. When a new version is cached, older
 * versions of the problem are removed unless a job holds them or they were used recently.
 */
export class TestDataCache {
  readonly #options: Required<TestDataCacheOptions>;
  readonly #downloads = new Map<string, Promise<void>>();
  readonly #holders = new Map<string, number>();
  /** Versions downloaded from the object store (not served from disk), for metrics and tests. */
  downloads = 0;

  constructor(options: TestDataCacheOptions) {
    this.#options = { evictAfterMs: DEFAULT_EVICT_AFTER_MS, ...options };
  }

  /** Path of a version's directory (whether or not it is cached). */
  pathOf(problemId: number, dataVersion: string): string {
    return join(this.#options.rootDir, String(problemId), dataVersion);
  }

  /** Makes a version available locally and holds it until `release`. */
  async acquire(problemId: number, dataVersion: string): Promise<TestDataLease> {
    checkVersion(problemId, dataVersion);
    const dir = this.pathOf(problemId, dataVersion);
    this.#hold(dir, 1);
    try {
      if (await isDirectory(dir)) {
        const now = new Date();
        await utimes(dir, now, now); // last use, read by eviction
      } else {
        let download = this.#downloads.get(dir);
        if (!download) {
          download = this.#download(problemId, dataVersion, dir).finally(() => this.#downloads.delete(dir));
          this.#downloads.set(dir, download);
        }
        await download;
      }
    } catch (error) {
      this.#hold(dir, -1);
      throw error;
    }
    let released = false;
    return {
      dir,
      release: () => {
        if (released) return;
        released = true;
        this.#hold(dir, -1);
      },
    };
  }

  #hold(dir: string, delta: number): void {
    const count = (this.#holders.get(dir) ?? 0) + delta;
    if (count > 0) this.#holders.set(dir, count);
    else this.#holders.delete(dir);
  }

  async #download(problemId: number, dataVersion: string, dir: string): Promise<void> {
    let store: ObjectStore;
    try {
      store = await this.#options.store();
    } catch (error) {
      // A node opens the store without creating it: no store yet means no test data yet.
      if (error instanceof Error && error.message === 'object store not found') throw new TestDataMissingError(problemId, dataVersion);
      throw error;
    }
    const manifestBytes = await store.getBlob(testDataManifestName(problemId, dataVersion));
    if (!manifestBytes) throw new TestDataMissingError(problemId, dataVersion);
    const manifest = parseManifest(manifestBytes, problemId, dataVersion);
    const problemDir = join(this.#options.rootDir, String(problemId));
    await mkdir(problemDir, { recursive: true });
    const incoming = join(problemDir, `${INCOMING_PREFIX}${dataVersion}-${randomBytes(4).toString('hex')}`);
    await mkdir(incoming);
    try {
      for (const file of manifest.files) {
        await downloadFile(store, testDataFileName(problemId, dataVersion, file.name), join(incoming, file.name), file.sizeBytes);
      }
      try {
        await rename(incoming, dir);
      } catch (error) {
        // Another process renamed its own copy first; theirs is as good as ours.
        if (!isDirectoryInUse(error)) throw error;
      }
    } finally {
      await rm(incoming, { recursive: true, force: true });
    }
    this.downloads += 1;
    await this.#evictOthers(problemDir, dataVersion);
  }

  async #evictOthers(problemDir: string, keepVersion: string): Promise<void> {
    for (const name of await readdir(problemDir)) {
      if (name === keepVersion) continue;
      const path = join(problemDir, name);
      if (this.#holders.has(path) || this.#downloads.has(path)) continue;
      const info = await stat(path).catch(() => null);
      // Crashed downloads are only swept once clearly abandoned.
      const grace = name.startsWith(INCOMING_PREFIX) ? Math.max(this.#options.evictAfterMs, 60 * 60_000) : this.#options.evictAfterMs;
      if (info?.isDirectory() && info.mtimeMs <= Date.now() - grace) {
        await rm(path, { recursive: true, force: true });
      }
    }
  }
}

async function isDirectory(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  return info?.isDirectory() === true;
}

function isDirectoryInUse(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 'ENOTEMPTY' || code === 'EEXIST';
}

async function downloadFile(store: ObjectStore, objectName: string, path: string, sizeBytes: number): Promise<void> {
  const result = await store.get(objectName);
  if (!result) throw new Error(`test data object ${objectName} is missing`);
  await pipeline(Readable.fromWeb(result.data), createWriteStream(path));
  // The client checks the object's digest once the stream ends and reports a mismatch here.
  const failure = await result.error;
  if (failure) throw failure;
  const written = (await stat(path)).size;
  if (written !== sizeBytes) throw new Error(`test data object ${objectName} has ${written} bytes, manifest says ${sizeBytes}`);
}
