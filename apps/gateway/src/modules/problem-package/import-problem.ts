// One problem of a package, imported whole or not at all: its checker compiled, its test data streamed
// into the object store (a staging, as an upload makes), its images stored, then the problem saved with
// the admin save's own rules in one transaction that also writes the job's report. A failure removes what
// was stored and records the reason instead.
import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { JudgeMode, ProblemAuth, ProblemImportMessage as M, ProblemPackageMessage } from '@oj/contracts';
import type { ServerMessage } from '@oj/contracts';
import { PackageError } from '@oj/problem-package';
import type { ProblemModel } from '@oj/problem-package';
import { AppError, compileOnJudgeNode, fail, isCheckerCompiled, markCheckerCompiled, openCheckerCompiledBucket } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { createProblem } from '../admin-problem/save.ts';
import { dropStagedFiles, stageCaseFiles } from '../test-data/index.ts';
import type { CaseToStage, StageProgress } from '../test-data/index.ts';
import { chooseDisplayId } from './display-id.ts';
import { recordImages, removeImages, removeLeftImages, storeImages } from './images.ts';
import type { StoredImage } from './images.ts';
import { writeReport } from './jobs.ts';
import { saveBodyOf } from './mapping.ts';
import type { SiteTables } from './mapping.ts';
import type { StoredProblem, StoredReport } from './report.ts';

/** What importing needs of the gateway. */
export type ImportDeps = Pick<Deps, 'db' | 'js' | 'nats' | 'natsNames' | 'testDataStore' | 'log' | 'files'>;

/** The job a problem is imported for. */
export interface ImportJob {
  id: number;
  uid: string;
  username: string;
  duplicateIds: 'rename' | 'refuse';
  auth: number;
  verify: boolean;
}

/** How long a checker compile may take on a judge node (as the editor's compile). */
const COMPILE_TIMEOUT_MS = 90_000;

/** The staging id of problem `index` of job `jobId`: derived, so a run stopped by a restart can remove it. */
export function importStagingId(jobId: number, index: number): string {
  return createHash('sha256').update(`problem-import:${jobId}:${index}`).digest('hex').slice(0, 32);
}

/** Stored file names of a problem's cases, inputs and answers. */
function caseFileNames(model: ProblemModel): string[] {
  return model.cases.flatMap((item) => [item.inputName, item.outputName]);
}

/** Compiles the problem's checker or interactor on a judge node, unless the same program already compiled. */
async function compileChecker(deps: ImportDeps, model: ProblemModel): Promise<void> {
  const program = model.judgeMode === JudgeMode.Default ? null : model.program;
  if (program === null) return;
  const kv = await openCheckerCompiledBucket(deps.js(), deps.natsNames);
  if (await isCheckerCompiled(kv, program.language, program.code)) return;
  let reply;
  try {
    reply = await compileOnJudgeNode(
      deps.nats(),
      deps.natsNames,
      { language: program.language, code: program.code, extraFiles: model.judgeExtraFiles },
      COMPILE_TIMEOUT_MS,
    );
  } catch (error) {
    throw fail(M.checkerNotCompiled(error instanceof AppError ? error.message : String(error)), { cause: error });
  }
  if (!reply.ok) throw fail(M.checkerNotCompiled(reply.message.slice(0, 2000)));
  await markCheckerCompiled(kv, program.language, program.code);
}

/** The cases to stage: an answer the package lacks (a checker's problem) is stored empty. */
function casesToStage(model: ProblemModel): CaseToStage[] {
  return model.cases.map((item) => ({
    input: { name: item.inputName, open: () => item.input.open() },
    output: { name: item.outputName, open: async () => (item.output ? item.output.open() : Readable.from([])) },
  }));
}

/** The report line of an import failure: a declared refusal says itself, anything else is logged. */
function failureOf(deps: ImportDeps, error: unknown, where: { jobId: number; index: number }): ServerMessage {
  if (error instanceof AppError || error instanceof PackageError) return error.serverMessage;
  deps.log.error({ err: error, ...where }, 'problem import failed');
  return M.problemUnexpected;
}

/** Refusals that make the whole package unsafe: the job stops at once. */
const PACKAGE_STOPPERS: readonly string[] = [ProblemPackageMessage.unpackedTooLarge.code, ProblemPackageMessage.entryRatio.code];

/**
 * Imports problem `index` (from 1) of the package into the site and records it in `report` (written to
 * the job row). Throws only what must stop the whole job: a package found unsafe while streaming, or an
 * abort (the service is closing: the job resumes on restart).
 */
export async function importProblem(
  deps: ImportDeps,
  job: ImportJob,
  tables: SiteTables,
  model: ProblemModel,
  index: number,
  report: StoredReport,
  progress: StageProgress,
): Promise<void> {
  const where = { jobId: job.id, index };
  const withAccepted = job.verify && model.solutions.some((solution) => solution.expected === 'accepted');
  const entry: StoredProblem = {
    index,
    sourceId: model.displayId,
    title: model.title,
    pid: null,
    problemId: null,
    error: null,
    notes: [...model.notes],
    verification: job.verify && model.solutions.length > 0 ? 'pending' : 'none',
    solutions: model.solutions.map((solution) => ({
      name: solution.name,
      language: solution.language,
      expected: solution.expected,
      runKey: null,
      actual: null,
      timeMs: null,
      memoryKb: null,
      message: null,
    })),
    hidden: false,
    targetAuth: job.auth,
  };
  const stagingId = importStagingId(job.id, index);
  let staged = false;
  let images: StoredImage[] = [];
  try {
    const chosen = await chooseDisplayId(deps.db, model.displayId, `IMP${job.id}-${index}`, job.duplicateIds);
    if (chosen.note) entry.notes.push(chosen.note);
    await compileChecker(deps, model);
    staged = true;
    await stageCaseFiles(deps.testDataStore, stagingId, { uid: job.uid, gid: null }, casesToStage(model), progress);
    const withImages = await storeImages(deps.files.storage, where, model);
    images = withImages.stored;
    entry.notes.push(...withImages.notes);
    for (let n = 0; n < images.length; n += 1) progress.file();
    // Saved hidden until its accepted reference solutions pass (verify.ts gives it the auth asked for).
    const auth = withAccepted ? ProblemAuth.Private : job.auth;
    const { body, notes } = saveBodyOf(withImages.model, { problemId: chosen.problemId, auth, stagingId, username: job.username }, tables);
    entry.notes.push(...notes);
    await createProblem(deps, body, job.username, null, {
      imported: true,
      alsoInTransaction: async (manager, saved) => {
        await recordImages(manager, job.uid, images);
        const done: StoredProblem = { ...entry, pid: saved.id, problemId: saved.problemId };
        await writeReport(manager, job.id, { ...report, problems: [...report.problems, done] });
        entry.pid = saved.id;
        entry.problemId = saved.problemId;
      },
    });
    report.problems.push(entry);
  } catch (error) {
    entry.pid = null;
    entry.problemId = null;
    if (staged) await dropStagedFiles(deps.testDataStore, stagingId, caseFileNames(model)).catch(() => undefined);
    await removeImages(deps.files.storage, images);
    if (error instanceof Error && error.name === 'AbortError') throw error;
    entry.error = failureOf(deps, error, where);
    entry.verification = 'none';
    report.problems.push(entry);
    await writeReport(deps.db, job.id, report);
    if (error instanceof PackageError && PACKAGE_STOPPERS.includes(error.code)) throw error;
  }
}

/** Removes what a run stopped by a restart may have stored for problem `index` before it was saved. */
export async function removeLeftovers(deps: ImportDeps, jobId: number, index: number, model: ProblemModel): Promise<void> {
  await dropStagedFiles(deps.testDataStore, importStagingId(jobId, index), caseFileNames(model)).catch(() => undefined);
  await removeLeftImages(deps.files.storage, { jobId, index }, model.images.length);
}
