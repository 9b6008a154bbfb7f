import type { JetStreamClient } from '@nats-io/jetstream';
import type { ObjectStore } from '@nats-io/obj';
import { testDataManifestName } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';
import { hasTestData, openTestDataStore } from '@oj/judge-queue';

/** The problem's test data for its case version is not in the object store: nothing can judge it. */
export class NoTestDataError extends Error {
  constructor(pid: number, caseVersion: string) {
    super(`no test data for problem ${pid} version ${caseVersion}`);
    this.name = 'NoTestDataError';
  }
}

/**
 * Checks that the object store holds a problem's test data for its case version before a job that
 * needs it is enqueued. The store is the only place test data lives (the demo seeder and the
 * back office's uploads, gateway `modules/test-data`, write it there): dispatch reads no local
 * directory, so services on several hosts need no shared disk. Versions found are remembered (a
 * version's content never changes), so a submit costs no look-up after the first. Remembering a
 * version the gateway's sweep later removes is harmless: the sweep removes only versions that are
 * no longer a problem's caseVersion, and jobs are always built with the current one.
 */
export class TestDataPresence {
  readonly #js: () => JetStreamClient;
  readonly #names: NatsNames;
  readonly #present = new Set<string>();
  #store: Promise<ObjectStore> | null = null;

  constructor(js: () => JetStreamClient, names: NatsNames) {
    this.#js = js;
    this.#names = names;
  }

  /** Resolves once the version is known to be in the store; NoTestDataError when it is not. */
  async ensure(pid: number, caseVersion: string): Promise<void> {
    const key = testDataManifestName(pid, caseVersion);
    if (this.#present.has(key)) return;
    if (!(await hasTestData(await this.#openStore(), pid, caseVersion))) throw new NoTestDataError(pid, caseVersion);
    this.#present.add(key);
  }

  #openStore(): Promise<ObjectStore> {
    // Created here when missing, so judge nodes (which may only read it) can open it.
    this.#store ??= openTestDataStore(this.#js(), this.#names).catch((error: unknown) => {
      this.#store = null;
      throw error;
    });
    return this.#store;
  }
}
