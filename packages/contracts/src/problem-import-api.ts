/**
 * Wire shapes of the back office's problem import and export (issue 24, spec 03 §2.19 "problems: export,
 * import"). An import is a job: the package is uploaded (and read, so a broken one is refused at once),
 * then started with its options, then runs in the background of the gateway; the page polls the job.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });

/** Where a job stands: uploaded (waiting for its options), queued, running, done or failed. */
export const ProblemImportStatus = { Uploaded: 'uploaded', Queued: 'queued', Running: 'running', Done: 'done', Failed: 'failed' } as const;
export type ProblemImportStatusName = (typeof ProblemImportStatus)[keyof typeof ProblemImportStatus];
export const ProblemImportStatusSchema = Type.Union([
  Type.Literal('uploaded'),
  Type.Literal('queued'),
  Type.Literal('running'),
  Type.Literal('done'),
  Type.Literal('failed'),
]);

/** The package formats read (every one) and written (hoj, icpc). */
export const PackageFormatSchema = Type.Union([Type.Literal('hoj'), Type.Literal('fps'), Type.Literal('qduoj'), Type.Literal('hydro'), Type.Literal('icpc')]);
export type PackageFormatDto = Static<typeof PackageFormatSchema>;
export const ExportFormatSchema = Type.Union([Type.Literal('hoj'), Type.Literal('icpc')]);
export type ExportFormatName = Static<typeof ExportFormatSchema>;

/** What a display id the site already has (or cannot take) does to its problem: renamed (`<id>-2`...) or refused. */
export const DuplicateIdPolicySchema = Type.Union([Type.Literal('rename'), Type.Literal('refuse')]);
export type DuplicateIdPolicy = Static<typeof DuplicateIdPolicySchema>;

/** POST /admin/problem/upload-import-package answer: the job waiting for its options, and what the package holds. */
export const ProblemImportUploadedSchema = Type.Object({
  jobId: Type.Integer(),
  fileName: Type.String(),
  sizeBytes: Type.Integer(),
  format: PackageFormatSchema,
  /** Problems found in the package (null for an FPS file, counted while it is read). */
  problemCount: nullable(Type.Integer()),
});
export type ProblemImportUploadedDto = Static<typeof ProblemImportUploadedSchema>;

/** POST /admin/problem/start-import body. */
export const ProblemImportStartSchema = Type.Object({
  jobId: Id,
  /** A display id the site already has: rename the imported problem, or refuse it (the others still import). */
  duplicateIds: DuplicateIdPolicySchema,
  /** The imported problems' auth: 1 public (default) or 2 private. A problem whose accepted reference solutions fail stays private. */
  auth: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  /** Judge the package's reference solutions after the import (default true). */
  verify: Type.Optional(Type.Boolean()),
});
export type ProblemImportStartDto = Static<typeof ProblemImportStartSchema>;

export const ProblemImportJobQuerySchema = Type.Object({ id: Id });
export type ProblemImportJobQueryDto = Static<typeof ProblemImportJobQuerySchema>;

export const ProblemImportJobListQuerySchema = Type.Object({
  currentPage: Type.Optional(Type.Integer({ minimum: 1, maximum: 1_000_000 })),
  limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 100 })),
});
export type ProblemImportJobListQueryDto = Static<typeof ProblemImportJobListQuerySchema>;

/** A line of the report: its stable code and its text in the caller's language. */
export const ImportReportLineSchema = Type.Object({ code: Type.String(), text: Type.String() });
export type ImportReportLineDto = Static<typeof ImportReportLineSchema>;

/** What a reference solution must get (the package's folder or tag). */
export const ExpectedVerdictSchema = Type.Union([
  Type.Literal('accepted'),
  Type.Literal('wrong_answer'),
  Type.Literal('time_limit_exceeded'),
  Type.Literal('run_time_error'),
]);

/** One reference solution judged after the import. */
export const ReferenceVerdictSchema = Type.Object({
  name: Type.String(),
  language: Type.String(),
  expected: ExpectedVerdictSchema,
  /** The verdict code it got (`Verdict`), null while it waits or when no verdict came. */
  actual: nullable(Type.Integer()),
  /** Whether the actual verdict is the expected one (null while it waits). */
  matches: nullable(Type.Boolean()),
  timeMs: nullable(Type.Integer()),
  memoryKb: nullable(Type.Integer()),
  /** The judge's message (compile error, checker message), cut short. */
  message: nullable(Type.String()),
});
export type ReferenceVerdictDto = Static<typeof ReferenceVerdictSchema>;

/** How the reference solutions of a problem did: none to judge, waiting, all accepted ones passed, or not. */
export const VerificationSchema = Type.Union([Type.Literal('none'), Type.Literal('pending'), Type.Literal('passed'), Type.Literal('failed')]);

/** One problem of the package in the report. */
export const ProblemImportResultSchema = Type.Object({
  /** Position in the package, from 1. */
  index: Type.Integer(),
  /** The display id the package gives, if any. */
  sourceId: nullable(Type.String()),
  title: Type.String(),
  /** The problem made (its key and display id as stored), null when it failed. */
  pid: nullable(Type.Integer()),
  problemId: nullable(Type.String()),
  /** Why it was not imported; null when it was. */
  error: nullable(ImportReportLineSchema),
  /** What was renamed, left out or needs a look (the package's notes and the import's). */
  notes: Type.Array(ImportReportLineSchema),
  verification: VerificationSchema,
  solutions: Type.Array(ReferenceVerdictSchema),
  /** Left private because its accepted reference solutions did not all pass (or could not be judged). */
  hidden: Type.Boolean(),
});
export type ProblemImportResultDto = Static<typeof ProblemImportResultSchema>;

/** Counts of the work done; totals are known once the package is read. */
export const ProblemImportProgressSchema = Type.Object({
  /** reading the package, importing its problems, judging the reference solutions; null before and after. */
  phase: nullable(Type.Union([Type.Literal('reading'), Type.Literal('importing'), Type.Literal('verifying')])),
  problemsTotal: Type.Integer(),
  problemsDone: Type.Integer(),
  filesTotal: Type.Integer(),
  filesDone: Type.Integer(),
  bytesTotal: Type.Integer(),
  bytesDone: Type.Integer(),
  solutionsTotal: Type.Integer(),
  solutionsDone: Type.Integer(),
});
export type ProblemImportProgressDto = Static<typeof ProblemImportProgressSchema>;

const JobFields = {
  id: Type.Integer(),
  fileName: Type.String(),
  format: PackageFormatSchema,
  sizeBytes: Type.Integer(),
  status: ProblemImportStatusSchema,
  duplicateIds: nullable(DuplicateIdPolicySchema),
  /** Who uploaded it. */
  username: Type.String(),
  problemsTotal: Type.Integer(),
  problemsCreated: Type.Integer(),
  problemsFailed: Type.Integer(),
  /** Why the whole job failed (a refused package, a restart); null otherwise. */
  error: nullable(ImportReportLineSchema),
  gmtCreate: Type.String(),
  gmtStarted: nullable(Type.String()),
  gmtFinished: nullable(Type.String()),
};

/** A row of the job list. */
export const ProblemImportJobSummarySchema = Type.Object(JobFields);
export type ProblemImportJobSummaryDto = Static<typeof ProblemImportJobSummarySchema>;

/** GET /admin/problem/get-import-job answer: the job with its progress and report. */
export const ProblemImportJobSchema = Type.Object({
  ...JobFields,
  auth: nullable(Type.Integer()),
  verify: nullable(Type.Boolean()),
  progress: ProblemImportProgressSchema,
  /** Lines about the whole job (a resumed run). */
  notes: Type.Array(ImportReportLineSchema),
  problems: Type.Array(ProblemImportResultSchema),
});
export type ProblemImportJobDto = Static<typeof ProblemImportJobSchema>;

export const ProblemImportJobListSchema = Type.Object({ records: Type.Array(ProblemImportJobSummarySchema), total: Type.Integer() });
export type ProblemImportJobListDto = Static<typeof ProblemImportJobListSchema>;

/** Largest number of problems one export takes. */
export const MAX_EXPORT_PROBLEMS = 200;

/**
 * GET /admin/problem/export-package query: the format, and the problems (`pids`, primary keys separated by
 * commas) or a contest's problem set (`cid`).
 */
export const ProblemExportQuerySchema = Type.Object({
  format: ExportFormatSchema,
  pids: Type.Optional(Type.String({ pattern: '^[0-9]{1,10}(,[0-9]{1,10})*$', maxLength: 2400 })),
  cid: Type.Optional(Id),
});
export type ProblemExportQueryDto = Static<typeof ProblemExportQuerySchema>;

// ---------------------------------------------------------------- reference runs (judge-dispatch)

/**
 * POST /admin/problem/start-reference-run body (judge-dispatch): judge `code` on every case of problem
 * `pid` as a reference solution, without a submission (no judge row, no statistics). The import's
 * verification calls it; its record lives `ttlSec` (default 30 min, at most an hour).
 */
export const ReferenceRunStartSchema = Type.Object({
  pid: Id,
  language: Type.String({ minLength: 1, maxLength: 50 }),
  code: Type.String({ minLength: 1, maxLength: 1_000_000 }),
  ttlSec: Type.Optional(Type.Integer({ minimum: 60, maximum: 3600 })),
});
export type ReferenceRunStartDto = Static<typeof ReferenceRunStartSchema>;

export const ReferenceRunStartedSchema = Type.Object({ key: Type.String() });
export type ReferenceRunStartedDto = Static<typeof ReferenceRunStartedSchema>;

/** GET /admin/problem/get-reference-run query: the key start-reference-run answered. */
export const ReferenceRunQuerySchema = Type.Object({ key: Type.String({ pattern: '^[1-9][0-9]{0,14}$' }) });
export type ReferenceRunQueryDto = Static<typeof ReferenceRunQuerySchema>;

/** A reference run: its verdict (`Verdict`; Pending 5 while it waits or is judged), time, memory and the judge's message. */
export const ReferenceRunSchema = Type.Object({
  status: Type.Integer(),
  timeMs: nullable(Type.Integer()),
  memoryKb: nullable(Type.Integer()),
  message: nullable(Type.String()),
});
export type ReferenceRunDto = Static<typeof ReferenceRunSchema>;
