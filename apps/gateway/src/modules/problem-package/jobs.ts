// The job table (`problem_import`): creating, reading, listing and moving jobs along, and their DTOs.
import type { DataSource, EntityManager } from 'typeorm';
import { In, LessThan } from 'typeorm';
import { ProblemImportMessage as M, ProblemImportStatus, Role, Verdict } from '@oj/contracts';
import type {
  ImportReportLineDto,
  PackageFormatDto,
  ProblemImportJobDto,
  ProblemImportJobListDto,
  ProblemImportJobListQueryDto,
  ProblemImportJobSummaryDto,
  ProblemImportProgressDto,
  ProblemImportStatusName,
  ServerMessage,
} from '@oj/contracts';
import { ProblemImportEntity } from '@oj/db';
import type { ProblemImportRow } from '@oj/db';
import { fail, localiseServerMessage } from '@oj/service-kit';
import type { AuthUser, ServerLanguage } from '@oj/service-kit';
import { messageOf, progressOf, reportCounts, reportOf } from './report.ts';
import type { StoredReport } from './report.ts';

/** The columns of the job list (not the report). */
const SUMMARY_COLUMNS = {
  id: true,
  uid: true,
  username: true,
  fileName: true,
  format: true,
  sizeBytes: true,
  status: true,
  duplicateIds: true,
  problemsTotal: true,
  problemsCreated: true,
  problemsFailed: true,
  error: true,
  gmtCreate: true,
  gmtStarted: true,
  gmtFinished: true,
} as const;

/** A new upload's row. */
export interface NewJob {
  uid: string;
  username: string;
  fileName: string;
  format: PackageFormatDto;
  sizeBytes: number;
  problemsTotal: number;
  instance: string;
}

/** Inserts an uploaded job (waiting for its options); answers its id. */
export async function insertJob(db: DataSource, job: NewJob): Promise<number> {
  const inserted = await db.getRepository(ProblemImportEntity).insert({ ...job, status: ProblemImportStatus.Uploaded });
  return Number(inserted.identifiers[0]?.id);
}

/** The job, if the viewer may see it: its owner, or the super admin. */
export async function visibleJob(db: DataSource, id: number, viewer: AuthUser): Promise<ProblemImportRow> {
  const row = await db.getRepository(ProblemImportEntity).findOneBy({ id });
  if (!row || (row.uid !== viewer.uid && !viewer.roles.includes(Role.SuperAdmin))) throw fail(M.jobNotFound);
  return row;
}

function line(message: ServerMessage, language: ServerLanguage): ImportReportLineDto {
  return { code: message.code, text: localiseServerMessage(message, language) };
}

function summaryOf(row: ProblemImportRow, language: ServerLanguage): ProblemImportJobSummaryDto {
  const error = messageOf(row.error);
  return {
    id: row.id,
    fileName: row.fileName,
    format: row.format as PackageFormatDto,
    sizeBytes: row.sizeBytes,
    status: row.status as ProblemImportStatusName,
    duplicateIds: row.duplicateIds === 'rename' || row.duplicateIds === 'refuse' ? row.duplicateIds : null,
    username: row.username,
    problemsTotal: row.problemsTotal,
    problemsCreated: row.problemsCreated,
    problemsFailed: row.problemsFailed,
    error: error === null ? null : line(error, language),
    gmtCreate: row.gmtCreate.toISOString(),
    gmtStarted: row.gmtStarted?.toISOString() ?? null,
    gmtFinished: row.gmtFinished?.toISOString() ?? null,
  };
}

/** GET /admin/problem/get-import-job: the job, its progress and its report in `language`. */
export function jobDto(row: ProblemImportRow, language: ServerLanguage): ProblemImportJobDto {
  const report = reportOf(row.report);
  return {
    ...summaryOf(row, language),
    auth: row.auth,
    verify: row.verify,
    progress: progressOf(row.progress),
    notes: report.notes.map((note) => line(note, language)),
    problems: report.problems.map((problem) => ({
      index: problem.index,
      sourceId: problem.sourceId,
      title: problem.title,
      pid: problem.pid,
      problemId: problem.problemId,
      error: problem.error === null ? null : line(problem.error, language),
      notes: problem.notes.map((note) => line(note, language)),
      verification: problem.verification,
      solutions: problem.solutions.map((solution) => ({
        name: solution.name,
        language: solution.language,
        expected: solution.expected,
        actual: solution.actual,
        matches: solution.actual === null ? null : verdictMatches(solution.expected, solution.actual),
        timeMs: solution.timeMs,
        memoryKb: solution.memoryKb,
        message: solution.message,
      })),
      hidden: problem.hidden,
    })),
  };
}

/** GET /admin/problem/get-import-job-list: newest first; the super admin sees every job, other admins their own. */
export async function listJobs(
  db: DataSource,
  viewer: AuthUser,
  query: ProblemImportJobListQueryDto,
  language: ServerLanguage,
): Promise<ProblemImportJobListDto> {
  const limit = query.limit ?? 10;
  const page = query.currentPage ?? 1;
  const [rows, total] = await db.getRepository(ProblemImportEntity).findAndCount({
    where: viewer.roles.includes(Role.SuperAdmin) ? {} : { uid: viewer.uid },
    order: { id: 'DESC' },
    skip: (page - 1) * limit,
    take: limit,
    select: SUMMARY_COLUMNS,
  });
  return { records: rows.map((row) => summaryOf(row, language)), total };
}

/** The verdicts that count as each expected verdict of a reference solution. */
const EXPECTED_CODES: Readonly<Record<string, readonly number[]>> = {
  accepted: [Verdict.Accepted],
  // A wrong answer is any rejection by the checker: wrong, presentation, or partly right on a scored problem.
  wrong_answer: [Verdict.WrongAnswer, Verdict.PresentationError, Verdict.PartialAccepted],
  time_limit_exceeded: [Verdict.TimeLimitExceeded],
  run_time_error: [Verdict.RuntimeError],
};

/** Whether verdict `actual` is what `expected` asks for. */
export function verdictMatches(expected: string, actual: number): boolean {
  return (EXPECTED_CODES[expected] ?? []).includes(actual);
}

/** Sets a started job's options and queues it (only from uploaded); false when it was not waiting. */
export async function queueJob(db: DataSource, id: number, options: { duplicateIds: string; auth: number; verify: boolean }): Promise<boolean> {
  const updated = await db
    .getRepository(ProblemImportEntity)
    .update({ id, status: ProblemImportStatus.Uploaded }, { ...options, status: ProblemImportStatus.Queued });
  return updated.affected === 1;
}

/** Takes the oldest queued job this instance holds, marking it running; null when there is none. */
export async function claimQueuedJob(db: DataSource, instance: string): Promise<ProblemImportRow | null> {
  const repository = db.getRepository(ProblemImportEntity);
  const next = await repository.findOne({ where: { status: ProblemImportStatus.Queued, instance }, order: { id: 'ASC' }, select: { id: true } });
  if (!next) return null;
  const now = new Date();
  const claimed = await repository.update(
    { id: next.id, status: ProblemImportStatus.Queued },
    { status: ProblemImportStatus.Running, gmtStarted: now, gmtModified: now },
  );
  return claimed.affected === 1 ? repository.findOneBy({ id: next.id }) : null;
}

/** Writes a running job's progress (also its heartbeat). */
export async function writeProgress(db: DataSource, id: number, progress: ProblemImportProgressDto, problemsTotal: number): Promise<void> {
  await db.getRepository(ProblemImportEntity).update({ id }, { progress: JSON.stringify(progress), problemsTotal, gmtModified: new Date() });
}

/** Writes the report and its counts (in the transaction that saves a problem, when given one). */
export async function writeReport(db: DataSource | EntityManager, id: number, report: StoredReport): Promise<void> {
  await db.getRepository(ProblemImportEntity).update({ id }, { report: JSON.stringify(report), ...reportCounts(report), gmtModified: new Date() });
}

/** Ends a job: done, or failed with its reason. */
export async function finishJob(
  db: DataSource,
  id: number,
  status: 'done' | 'failed',
  error: ServerMessage | null,
  progress?: ProblemImportProgressDto,
): Promise<void> {
  await db.getRepository(ProblemImportEntity).update(
    { id },
    {
      status,
      error: error === null ? null : JSON.stringify(error),
      gmtFinished: new Date(),
      ...(progress ? { progress: JSON.stringify({ ...progress, phase: null }) } : {}),
    },
  );
}

/** Running jobs of this instance (found at start: their process stopped). */
export function runningJobsOf(db: DataSource, instance: string): Promise<ProblemImportRow[]> {
  return db.getRepository(ProblemImportEntity).findBy({ status: ProblemImportStatus.Running, instance });
}

/** Running jobs of any instance whose heartbeat stopped before `before`. */
export function staleRunningJobs(db: DataSource, before: Date): Promise<ProblemImportRow[]> {
  return db.getRepository(ProblemImportEntity).findBy({ status: ProblemImportStatus.Running, gmtModified: LessThan(before) });
}

/** Uploaded jobs of this instance never started before `before`. */
export function expiredUploads(db: DataSource, instance: string, before: Date): Promise<ProblemImportRow[]> {
  return db.getRepository(ProblemImportEntity).findBy({ status: In([ProblemImportStatus.Uploaded]), instance, gmtCreate: LessThan(before) });
}

/** Puts a stopped job back in the queue, with a note (a resumed run). */
export async function requeueJob(db: DataSource, id: number, report: StoredReport): Promise<void> {
  await db
    .getRepository(ProblemImportEntity)
    .update({ id, status: ProblemImportStatus.Running }, { status: ProblemImportStatus.Queued, report: JSON.stringify(report), gmtModified: new Date() });
}
