import type { FastifyInstance } from 'fastify';
import type { KV } from '@nats-io/kv';
import { loadSystemConfig } from '@oj/db';
import { withContestGroup } from '@oj/db/reads';
import type { SystemConfig } from '@oj/db';
import { TtlCache, bucketOpener, serviceDeps } from '@oj/service-kit';
import type { ServiceDeps } from '@oj/service-kit';
import { OutboxRelay, ensureEventsStream } from '@oj/service-kit/events';
import { KvContestGate } from './modules/contest-gate/bucket.ts';
import type { ContestGate } from './modules/contest-gate/bucket.ts';
import type { DispatchSettings } from './options.ts';
import { dispatchSubmission } from './modules/judging/dispatch.ts';
import { DispatchRetries } from './modules/judging/retries.ts';
import { TestDataPresence } from './modules/judging/test-data.ts';
import { JudgeRowChanges } from './modules/judge-rows/changes.ts';
import { RecentListPages } from './modules/submission/recent-pages.ts';

/**
 * What the judge-dispatch service's modules are given (built once in app.ts, registered with
 * `{ deps }`): the shared infrastructure (ServiceDeps) and what the routes, the results consumer
 * and the sweep share. A use case takes `Pick<Deps, ...>` of it.
 */
export interface Deps extends ServiceDeps {
  settings: DispatchSettings;
  testData: TestDataPresence;
  /**
   * Publishes the events recorded in the outbox (`submission judged`); `flush` after a commit sends
   * them at once. Runs only where `relayOutbox` is set; elsewhere `flush` does nothing.
   */
  outbox: OutboxRelay;
  /** natsNames(ns).kv.testJudge: test-judge runs and their results. */
  testJudges(): Promise<KV>;
  /** natsNames(ns).kv.rateLimits: submission and test-judge intervals. */
  rateLimits(): Promise<KV>;
  /** Whether a contest submission may go in, from what the contest service published. */
  contestGate: ContestGate;
  /**
   * The super admin's system config (judge limits, submission interval), read at most once per
   * `systemConfigCacheMs`: a change made in the back office applies to submissions within that time.
   */
  systemConfig(): Promise<SystemConfig>;
  /** Notices of committed judge-row changes in this process, by contest (0 = the main bank). */
  rowChanges: JudgeRowChanges;
  /** The status list's recent pages, kept per filter and forgotten on each change of their contest. */
  listPages: RecentListPages;
  /** The dispatches this instance could not publish, retried when NATS comes back (the sweep remains the backstop). */
  dispatchRetries: DispatchRetries;
}

// Entries carry their own expiry; the bucket's age only bounds storage.
const STATE_BUCKET_TTL_MS = 60 * 60_000;

const openBucket = bucketOpener();

/** Builds the service's deps from the app's infrastructure (serviceDeps: db, js, natsNames, config, ...). */
export function createDeps(app: FastifyInstance, settings: DispatchSettings): Deps {
  const shared = serviceDeps(app);
  const { js, natsNames } = shared;
  const systemConfig = new TtlCache<SystemConfig>(settings.systemConfigCacheMs, 1);
  const rowChanges = new JudgeRowChanges();
  const deps: Deps = {
    ...shared,
    settings,
    testData: new TestDataPresence(js, natsNames),
    outbox: new OutboxRelay(shared.events, {
      setUp: async () => {
        await ensureEventsStream(shared.jsm(), natsNames);
      },
      pollIntervalMs: settings.outboxPollIntervalMs,
    }),
    testJudges: () => openBucket(js(), natsNames.kv.testJudge, Math.max(STATE_BUCKET_TTL_MS, settings.testJudgeTtlMs)),
    rateLimits: () => openBucket(js(), natsNames.kv.rateLimits, STATE_BUCKET_TTL_MS),
    // Gate entries live as long as their contest: no age limit.
    contestGate: new KvContestGate(
      () => openBucket(js(), natsNames.kv.contestGate, 0),
      (gid, submitter) => withContestGroup(shared.db, gid, submitter),
    ),
    systemConfig: () => systemConfig.get('system', () => loadSystemConfig(shared.db, shared.config.jwt.secret)),
    rowChanges,
    listPages: new RecentListPages(rowChanges, settings.listPageCacheMs),
    dispatchRetries: new DispatchRetries({
      dispatch: (submitId, floor) => dispatchSubmission(deps, submitId, floor),
      waitForNats: (signal) => app.waitForNats(signal),
      log: shared.log,
    }),
  };
  return deps;
}
