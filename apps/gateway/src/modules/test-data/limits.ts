import { env, loadConfig } from '@oj/service-kit';
import type { EnvSource } from '@oj/service-kit';

const MB = 1024 * 1024;

/** How much of an archive the upload accepts, and how long staged uploads and old versions are kept. */
export interface TestDataLimits {
  /** Largest archive accepted, in bytes (OJ_TEST_DATA_MAX_UPLOAD_MB, default 512). */
  maxUploadBytes: number;
  /** Largest total of unpacked case files, in bytes, counted as they inflate (OJ_TEST_DATA_MAX_UNZIPPED_MB, default 1024). */
  maxUnzippedBytes: number;
  /** Most entries (files and folders) in one archive (OJ_TEST_DATA_MAX_FILES, default 2000). */
  maxEntries: number;
  /** Largest unpacked/packed ratio of one entry once it passes `ratioFloorBytes` (OJ_TEST_DATA_MAX_RATIO, default 400). */
  maxRatio: number;
  /** Entries smaller than this unpacked are never refused for their ratio (1 MB). */
  ratioFloorBytes: number;
  /** How long a staged upload may be committed, ms (OJ_TEST_DATA_STAGING_HOURS, default 24). */
  stagingTtlMs: number;
  /** How long a replaced data version is kept for the jobs already judging with it, ms (OJ_TEST_DATA_RETAIN_HOURS, default 24). */
  retainMs: number;
}

const HOUR = 60 * 60_000;

/** The limits from the environment, with the defaults above. */
export function testDataLimitsFromEnv(source: EnvSource = process.env): TestDataLimits {
  const config = loadConfig(
    {
      maxUploadMb: env.integer('OJ_TEST_DATA_MAX_UPLOAD_MB', { default: 512, min: 1, max: 65_536 }),
      maxUnzippedMb: env.integer('OJ_TEST_DATA_MAX_UNZIPPED_MB', { default: 1024, min: 1, max: 262_144 }),
      maxEntries: env.integer('OJ_TEST_DATA_MAX_FILES', { default: 2000, min: 2, max: 100_000 }),
      maxRatio: env.integer('OJ_TEST_DATA_MAX_RATIO', { default: 400, min: 2, max: 100_000 }),
      stagingHours: env.integer('OJ_TEST_DATA_STAGING_HOURS', { default: 24, min: 1, max: 24 * 30 }),
      retainHours: env.integer('OJ_TEST_DATA_RETAIN_HOURS', { default: 24, min: 1, max: 24 * 365 }),
    },
    source,
  );
  return {
    maxUploadBytes: config.maxUploadMb * MB,
    maxUnzippedBytes: config.maxUnzippedMb * MB,
    maxEntries: config.maxEntries,
    maxRatio: config.maxRatio,
    ratioFloorBytes: MB,
    stagingTtlMs: config.stagingHours * HOUR,
    retainMs: config.retainHours * HOUR,
  };
}

/** Bytes as whole MB, for messages. */
export function megabytes(bytes: number): number {
  return Math.floor(bytes / MB);
}
