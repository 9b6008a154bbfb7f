import type { JudgeJob, JudgeProgress, JudgeResult } from '@oj/contracts';

/** Tells the worker which phase a job reached: Compiling (6) or Judging (7). */
export type ProgressReporter = (status: JudgeProgress['status']) => void;

/**
 * Judges one job. `testDataDir` holds the problem's test data for `job.dataVersion`, or is null for a
 * test-judge job (its input is in the job). Every verdict it returns is final, System Error included
 * (a fault of the job itself: unknown language, broken checker). Throwing means the node failed
 * (Docker unreachable, image missing): the job is retried on any node, and ends as System Error
 * after the last attempt.
 */
export type Judge = (job: JudgeJob, testDataDir: string | null, onProgress: ProgressReporter) => Promise<JudgeResult>;

/** The log calls the worker makes (pino's and Fastify's loggers fit). */
export interface WorkerLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/** How one delivery of a job ended. */
export type JobOutcome = 'result' | 'retry' | 'system-error' | 'already-judged' | 'rejected';

/** Hooks for metrics; every member is optional. */
export interface WorkerObserver {
  jobStarted?: (details: { submitId: number; attempt: number; queueWaitMs: number }) => void;
  /** `durationMs` covers the whole delivery: test data, judging and publishing. */
  jobFinished?: (details: { submitId: number | null; attempt: number; outcome: JobOutcome; durationMs: number }) => void;
}

/** A logger that drops everything, for tests and tools. */
export const silentLog: WorkerLog = {
  info: () => undefined,
  warn: () => undefined,
  error: () => undefined,
};
