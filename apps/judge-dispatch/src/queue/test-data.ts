import { stat } from 'node:fs/promises';
import type { JetStreamClient } from '@nats-io/jetstream';
import type { ObjectStore } from '@nats-io/obj';
import { testDataManifestName } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';
import { problemDataDir } from '@oj/db';
import { openTestDataStore, publishTestData } from '@oj/judge-queue';

/** The problem's test-data folder for its case version does not exist: nothing can judge it. */
export class NoTestDataError extends Error {
  constructor(pid: number, caseVersion: string) {
    super(`no test data for problem ${pid} version ${caseVersion}`);
    this.name = 'NoTestDataError';
  }
}

/**
 * Makes sure the object store holds a problem's test data for its case version before a job that
 * needs it is enqueued: uploaded from `<dataDir>/problem-data/<pid>/<caseVersion>/` when the
 * manifest is missing. Versions known to be present are remembered, so a submit costs no look-up.
 */
export class TestDataUploader {
  readonly #js: () => JetStreamClient;
  readonly #names: NatsNames;
  readonly #dataDir: string;
  readonly #present = new Set<string>();
  readonly #uploads = new Map<string, Promise<void>>();
  #store: Promise<ObjectStore> | null = null;

  constructor(js: () => JetStreamClient, names: NatsNames, dataDir: string) {
    this.#js = js;
    this.#names = names;
    this.#dataDir = dataDir;
  }

  /** Resolves once the version is in the store; NoTestDataError when there is nothing to upload. */
  async ensure(pid: number, caseVersion: string): Promise<void> {
    const key = testDataManifestName(pid, caseVersion);
    if (this.#present.has(key)) return;
    let upload = this.#uploads.get(key);
    if (!upload) {
      upload = this.#upload(pid, caseVersion).finally(() => this.#uploads.delete(key));
      this.#uploads.set(key, upload);
    }
    await upload;
    this.#present.add(key);
  }

  async #upload(pid: number, caseVersion: string): Promise<void> {
    const store = await this.#openStore();
    const manifest = await store.info(testDataManifestName(pid, caseVersion));
    if (manifest && !manifest.deleted) return;
    const dir = problemDataDir(this.#dataDir, pid, caseVersion);
    const folder = await stat(dir).catch(() => null);
    if (!folder?.isDirectory()) throw new NoTestDataError(pid, caseVersion);
    await publishTestData(store, pid, caseVersion, dir);
  }

  #openStore(): Promise<ObjectStore> {
    this.#store ??= openTestDataStore(this.#js(), this.#names).catch((error: unknown) => {
      this.#store = null;
      throw error;
    });
    return this.#store;
  }
}
