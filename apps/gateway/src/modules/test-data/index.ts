import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { testDataRoutes } from './routes.ts';
import { sweepTestData } from './sweep.ts';

export { commitManualTestData, commitUploadedTestData } from './commit.ts';
export { dropDataVersion, dropStagedFiles, stageCaseFiles } from './stage-files.ts';
export type { CaseToStage, FileToStage, StageProgress } from './stage-files.ts';
export { newStagingId, objectStream, openStore, resolveObject } from './store.ts';
export { sweepTestData } from './sweep.ts';
export type { SweepResult, TestDataSweepDeps } from './sweep.ts';
export { testDataLimitsFromEnv } from './limits.ts';
export type { TestDataLimits } from './limits.ts';
export type { CommittedCaseFiles, CommittedTestData, TestDataDeps } from './types.ts';

/**
 * Test data of the back office (spec 03 §7 "Files"): the zip upload, which stages an archive in
 * the object store, and the download of a problem's current data; the problem save commits a
 * staging with `commitUploadedTestData` (or hand-entered cases with `commitManualTestData`) as a
 * new immutable version. Also runs the retention sweep (`sweepTestData`). Register with
 * `{ prefix: '/api' }`.
 */
export const testDataModule: ModulePlugin<Deps> = async (app, { deps }) => {
  const { limits, sweepIntervalMs: interval } = deps.testData;
  await app.register(testDataRoutes, { deps });

  if (interval > 0) {
    let timer: NodeJS.Timeout | null = null;
    const sweep = (): void => {
      sweepTestData(deps.testDataStore, { retainMs: limits.retainMs, stagingTtlMs: limits.stagingTtlMs })
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
