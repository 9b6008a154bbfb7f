// The background runner of one gateway instance: it runs the queued jobs whose packages it holds, one at a
// time, apart from any request (closing the page does not stop a job), writes their progress (also their
// heartbeat), and keeps the table honest across restarts: at start, its own jobs left running resume (or
// fail, "the service restarted during the import", when their package is gone); a job whose heartbeat
// stopped on any instance is failed the same way; an upload never started is removed after a day.
import { access, rm } from 'node:fs/promises';
import { ProblemImportMessage as M } from '@oj/contracts';
import type { ProblemImportRow } from '@oj/db';
import { claimQueuedJob, expiredUploads, finishJob, requeueJob, runningJobsOf, staleRunningJobs, writeProgress } from './jobs.ts';
import { reportOf } from './report.ts';
import { JobProgress, runImportJob } from './run-job.ts';
import type { JobDeps } from './run-job.ts';
import { packagePath } from './upload.ts';

async function exists(path: string): Promise<boolean> {
  return access(path).then(
    () => true,
    () => false,
  );
}

/** Runs this instance's import jobs in the background. */
export class ImportRunner {
  readonly #deps: JobDeps;
  readonly #abort = new AbortController();
  #timer: NodeJS.Timeout | null = null;
  #busy: Promise<void> | null = null;
  #currentId: number | null = null;
  #again = false;

  constructor(deps: JobDeps) {
    this.#deps = deps;
  }

  /** Recovers the jobs a stopped process left, then polls for queued jobs. */
  start(): void {
    this.#run(() => this.#recover());
  }

  /** Looks for queued jobs now (a job was just started). */
  wake(): void {
    this.#run(() => this.#pollOnce());
  }

  /** Stops polling and aborts the job in hand at its next safe point; it stays running and resumes on restart. */
  async stop(): Promise<void> {
    this.#abort.abort();
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#busy;
  }

  #run(work: () => Promise<void>): void {
    if (this.#abort.signal.aborted) return;
    if (this.#busy !== null) {
      this.#again = true;
      return;
    }
    if (this.#timer !== null) clearTimeout(this.#timer);
    this.#timer = null;
    this.#busy = work()
      .catch((error: unknown) => {
        if (!this.#abort.signal.aborted) this.#deps.log.warn({ err: error }, 'problem import runner failed; it tries again');
      })
      .finally(() => {
        this.#busy = null;
        if (this.#abort.signal.aborted) return;
        const delay = this.#again ? 0 : this.#deps.problemImport.settings.pollIntervalMs;
        this.#again = false;
        this.#timer = setTimeout(() => {
          this.#run(() => this.#pollOnce());
        }, delay);
        this.#timer.unref();
      });
  }

  /** At start: this instance's running jobs were cut off by the process's end. */
  async #recover(): Promise<void> {
    const { db, problemImport } = this.#deps;
    for (const row of await runningJobsOf(db, problemImport.instance)) await this.#revive(row);
    await this.#pollOnce();
  }

  /** A job whose process stopped: resumed when its package is here, else failed with the reason. */
  async #revive(row: ProblemImportRow): Promise<void> {
    const { db, config, problemImport } = this.#deps;
    if (row.instance === problemImport.instance && (await exists(packagePath(config.dataDir, row.id)))) {
      const report = reportOf(row.report);
      report.notes.push(M.resumed);
      await requeueJob(db, row.id, report);
      this.#deps.log.info({ jobId: row.id }, 'problem import resumed after a restart');
      return;
    }
    await finishJob(db, row.id, 'failed', M.restarted);
    this.#deps.log.warn({ jobId: row.id }, 'problem import failed: the service restarted during the import');
  }

  async #sweep(): Promise<void> {
    const { db, config, problemImport } = this.#deps;
    const now = Date.now();
    for (const row of await staleRunningJobs(db, new Date(now - problemImport.settings.staleAfterMs))) {
      if (row.id !== this.#currentId) await this.#revive(row);
    }
    for (const row of await expiredUploads(db, problemImport.instance, new Date(now - problemImport.settings.uploadTtlMs))) {
      await finishJob(db, row.id, 'failed', M.neverStarted);
      await rm(packagePath(config.dataDir, row.id), { force: true });
    }
  }

  async #pollOnce(): Promise<void> {
    await this.#sweep();
    for (;;) {
      if (this.#abort.signal.aborted) return;
      const row = await claimQueuedJob(this.#deps.db, this.#deps.problemImport.instance);
      if (!row) return;
      await this.#runJob(row);
    }
  }

  async #runJob(row: ProblemImportRow): Promise<void> {
    const { db, problemImport } = this.#deps;
    const progress = new JobProgress();
    this.#currentId = row.id;
    const write = (): Promise<void> => writeProgress(db, row.id, progress.state, progress.state.problemsTotal || row.problemsTotal);
    const heartbeat = setInterval(() => {
      write().catch((error: unknown) => {
        this.#deps.log.warn({ err: error, jobId: row.id }, 'problem import progress not written');
      });
    }, problemImport.settings.progressIntervalMs);
    try {
      await write();
      await runImportJob(this.#deps, row, progress, this.#abort.signal);
    } catch (error) {
      if (!this.#abort.signal.aborted) throw error;
    } finally {
      clearInterval(heartbeat);
      this.#currentId = null;
    }
  }
}
