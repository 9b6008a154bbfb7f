// One import job from its package to its report: read the package, import each problem not yet reported
// (a resumed job skips what its earlier run finished, and removes what that run left of the problem it was
// on), judge the reference solutions, end the job, remove the package.
import { rm } from 'node:fs/promises';
import { ProblemImportMessage as M } from '@oj/contracts';
import type { ProblemImportProgressDto, ServerMessage } from '@oj/contracts';
import type { ProblemImportRow } from '@oj/db';
import { PackageError, readProblemPackage } from '@oj/problem-package';
import type { ProblemModel, ProblemPackage } from '@oj/problem-package';
import type { StageProgress } from '../test-data/index.ts';
import type { Deps } from '../../deps.ts';
import { importProblem, removeLeftovers } from './import-problem.ts';
import type { ImportDeps, ImportJob } from './import-problem.ts';
import { finishJob } from './jobs.ts';
import { siteTables } from './mapping.ts';
import { emptyProgress, reportOf } from './report.ts';
import type { StoredReport } from './report.ts';
import type { ProblemImportSettings } from './settings.ts';
import { packagePath, readOptions } from './upload.ts';
import { solutionCounts, verifyProblems } from './verify.ts';

/** What a job needs of the gateway. */
export type JobDeps = ImportDeps &
  Pick<Deps, 'config' | 'signToken' | 'judgeDispatch'> & { readonly problemImport: { readonly settings: ProblemImportSettings; readonly instance: string } };

/** The running job's counters, read by the runner's progress writes. */
export class JobProgress implements StageProgress {
  readonly state: ProblemImportProgressDto = emptyProgress();

  bytes(count: number): void {
    this.state.bytesDone += count;
  }

  file(): void {
    this.state.filesDone += 1;
  }
}

function jobOf(row: ProblemImportRow): ImportJob {
  return {
    id: row.id,
    uid: row.uid,
    username: row.username,
    duplicateIds: row.duplicateIds === 'refuse' ? 'refuse' : 'rename',
    auth: row.auth ?? 1,
    verify: row.verify ?? true,
  };
}

function sizes(model: ProblemModel): { files: number; bytes: number } {
  const caseBytes = model.cases.reduce((sum, item) => sum + item.input.size + (item.output?.size ?? 0), 0);
  return { files: model.cases.length * 2 + model.images.length, bytes: caseBytes };
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

async function importAll(
  deps: JobDeps,
  row: ProblemImportRow,
  pkg: ProblemPackage,
  report: StoredReport,
  progress: JobProgress,
  signal: AbortSignal,
): Promise<void> {
  const job = jobOf(row);
  const { state } = progress;
  state.phase = 'importing';
  state.problemsTotal = pkg.problems.length;
  for (const model of pkg.problems) {
    const size = sizes(model);
    state.filesTotal += size.files;
    state.bytesTotal += size.bytes;
  }
  const reported = new Set(report.problems.map((problem) => problem.index));
  const resumed = report.notes.some((note) => note.code === M.resumed.code);
  const tables = await siteTables(deps.db);
  let cleaned = false;
  for (const [position, model] of pkg.problems.entries()) {
    const index = position + 1;
    if (reported.has(index)) {
      const size = sizes(model);
      state.filesDone += size.files;
      state.bytesDone += size.bytes;
      state.problemsDone += 1;
      continue;
    }
    signal.throwIfAborted();
    if (resumed && !cleaned) await removeLeftovers(deps, row.id, index, model);
    cleaned = true;
    await importProblem(deps, job, tables, model, index, report, progress);
    state.problemsDone += 1;
  }
}

/**
 * Runs job `row` (already marked running on this instance) to its end: done, or failed with its reason.
 * Throws only an abort (the service is closing): the job is left running, and resumes on restart.
 */
export async function runImportJob(deps: JobDeps, row: ProblemImportRow, progress: JobProgress, signal: AbortSignal): Promise<void> {
  const { settings } = deps.problemImport;
  const path = packagePath(deps.config.dataDir, row.id);
  const report = reportOf(row.report);
  progress.state.phase = 'reading';
  let outcome: { status: 'done' | 'failed'; error: ServerMessage | null } = { status: 'done', error: null };
  let pkg: ProblemPackage | null = null;
  try {
    pkg = await readProblemPackage(path, readOptions(deps.config.dataDir, settings, row.fileName));
    await importAll(deps, row, pkg, report, progress, signal);
    if (row.verify !== false) {
      progress.state.phase = 'verifying';
      const models = new Map(pkg.problems.map((model, position) => [position + 1, model]));
      const count = (): void => {
        const counts = solutionCounts(report);
        progress.state.solutionsTotal = counts.total;
        progress.state.solutionsDone = counts.done;
      };
      count();
      await verifyProblems(deps, report, models, {
        jobId: row.id,
        owner: { uid: row.uid, username: row.username },
        timeoutMs: settings.verifyTimeoutMs,
        pollMs: settings.verifyPollMs,
        signal,
        onVerdict: count,
      });
      count();
    }
  } catch (error) {
    if (isAbort(error) || signal.aborted) throw error;
    if (error instanceof PackageError) outcome = { status: 'failed', error: error.serverMessage };
    else {
      deps.log.error({ err: error, jobId: row.id }, 'problem import job failed');
      outcome = { status: 'failed', error: M.unexpected };
    }
  } finally {
    await pkg?.close();
  }
  progress.state.phase = null;
  await finishJob(deps.db, row.id, outcome.status, outcome.error, progress.state);
  await rm(path, { force: true });
}
