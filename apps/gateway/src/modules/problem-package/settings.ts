import { createHash } from 'node:crypto';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { env, loadConfig } from '@oj/service-kit';
import type { EnvSource } from '@oj/service-kit';

const MB = 1024 * 1024;

/** How the problem import runs: its caps, where packages wait, how long things may take. */
export interface ProblemImportSettings {
  /** Largest package accepted, bytes (OJ_PROBLEM_IMPORT_MAX_UPLOAD_MB, default 1024). */
  maxUploadBytes: number;
  /** Most bytes one package may unpack to in all, bytes (OJ_PROBLEM_IMPORT_MAX_UNPACKED_MB, default 2048). */
  maxUnpackedBytes: number;
  /** How long a judged reference solution may wait for its verdict (OJ_PROBLEM_IMPORT_VERIFY_MINUTES, default 20). */
  verifyTimeoutMs: number;
  /** How long an uploaded package waits to be started before it is removed (24 h). */
  uploadTtlMs: number;
  /** A running job whose row was not written for this long is taken for dead (its process stopped): 2 min. */
  staleAfterMs: number;
  /** How often an instance looks for queued jobs it holds, and for dead or expired ones (5 s). */
  pollIntervalMs: number;
  /** How often a running job writes its progress (1 s). */
  progressIntervalMs: number;
  /** How often a job waiting for verdicts asks for them (1 s). */
  verifyPollMs: number;
}

/** The settings from the environment, with the defaults above. */
export function problemImportSettingsFromEnv(source: EnvSource = process.env): ProblemImportSettings {
  const config = loadConfig(
    {
      maxUploadMb: env.integer('OJ_PROBLEM_IMPORT_MAX_UPLOAD_MB', { default: 1024, min: 1, max: 65_536 }),
      maxUnpackedMb: env.integer('OJ_PROBLEM_IMPORT_MAX_UNPACKED_MB', { default: 2048, min: 1, max: 262_144 }),
      verifyMinutes: env.integer('OJ_PROBLEM_IMPORT_VERIFY_MINUTES', { default: 20, min: 1, max: 24 * 60 }),
    },
    source,
  );
  return {
    maxUploadBytes: config.maxUploadMb * MB,
    maxUnpackedBytes: config.maxUnpackedMb * MB,
    verifyTimeoutMs: config.verifyMinutes * 60_000,
    uploadTtlMs: 24 * 60 * 60_000,
    staleAfterMs: 2 * 60_000,
    pollIntervalMs: 5_000,
    progressIntervalMs: 1_000,
    verifyPollMs: 1_000,
  };
}

/** Where this instance keeps uploaded packages (and the FPS spool of the job it runs). */
export function packageDir(dataDir: string): string {
  return join(dataDir, 'problem-imports');
}

/**
 * This gateway instance's name in the job table: its host and a digest of its data directory, so a
 * restarted process on the same disk finds the jobs it held.
 */
export function instanceName(dataDir: string): string {
  const digest = createHash('sha256').update(resolve(dataDir)).digest('hex').slice(0, 16);
  return `${hostname().slice(0, 80)}:${digest}`;
}

/** Bytes as whole MB, for messages. */
export function megabytes(bytes: number): number {
  return Math.floor(bytes / MB);
}
