import type { FastifyPluginAsync } from 'fastify';
import { testDataLimitsFromEnv } from './limits.ts';
import type { TestDataLimits } from './limits.ts';
import { testDataRoutes } from './routes.ts';
import { sweepTestData } from './sweep.ts';

export { commitManualTestData, commitUploadedTestData } from './commit.ts';
export { sweepTestData } from './sweep.ts';
export type { SweepResult, TestDataSweepDeps } from './sweep.ts';
export { testDataLimitsFromEnv } from './limits.ts';
export type { TestDataLimits } from './limits.ts';
export type { CommittedCaseFiles, CommittedTestData, TestDataDeps } from './types.ts';

/** Options of `testDataModule`. */
export interface TestDataModuleOptions {
  /** Overrides of the limits read from the environment (OJ_TEST_DATA_*). */
  limits?: Partial<TestDataLimits>;
  /** How often the retention sweep runs (default hourly, first run 5 minutes after start); 0 = never. */
  sweepIntervalMs?: number;
}

const HOUR = 60 * 60_000;

/**
 * Test data of the back office (spec 03 §7 "Files"): the zip upload, which stages an archive in
 * the object store, and the download of a problem's current data; the problem save commits a
 * staging with `commitUploadedTestData` (or hand-entered cases with `commitManualTestData`) as a
 * new immutable version. Also runs the retention sweep (`sweepTestData`). Register with
 * `{ prefix: '/api' }`.
 */
export const testDataModule: FastifyPluginAsync<TestDataModuleOptions> = async (app, options) => {
  const limits: TestDataLimits = { ...testDataLimitsFromEnv(), ...options.limits };
  await app.register(testDataRoutes, { limits });

  const interval = options.sweepIntervalMs ?? HOUR;
  if (interval > 0) {
    let timer: NodeJS.Timeout | null = null;
    const sweep = (): void => {
      sweepTestData(app, { retainMs: limits.retainMs, stagingTtlMs: limits.stagingTtlMs })
        .then((result) => {
          if (result.versions.length + result.stagings.length > 0) app.log.info({ removed: result }, 'test-data sweep');
        })
        .catch((error: unknown) => {
          app.log.warn({ err: error }, 'test-data sweep failed');
        })
        .finally(() => {
          if (timer !== null) timer = setTimeout(sweep, interval).unref();
        });
    };
    app.addHook('onReady', (done) => {
      timer = setTimeout(sweep, Math.min(interval, 5 * 60_000)).unref();
      done();
    });
    app.addHook('onClose', (_instance, done) => {
      if (timer !== null) clearTimeout(timer);
      timer = null;
      done();
    });
  }
};
