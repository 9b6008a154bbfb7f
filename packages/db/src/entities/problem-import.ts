import { auditColumns, datetimeColumn, defineEntity, idColumn, intColumn, textColumn, uidColumn, varcharColumn } from './columns.ts';

// The driver reads bigint as text; byte counts stay far below 2^53, so numbers are exact.
const bigintAsNumber = { from: (value: string | number | null) => (value === null ? null : Number(value)), to: (value: unknown) => value };

/**
 * `problem_import`: one problem-package import of the back office (issue 24), from the upload to its report.
 * The package file lives on the disk of the gateway instance that received it (`instance`); that instance
 * runs the job. `progress`, `report` and `error` are JSON written by the gateway's problem-import module.
 */
export interface ProblemImportRow {
  id: number;
  /** Who uploaded it (the owner). */
  uid: string;
  username: string;
  fileName: string;
  /** hoj, fps, qduoj, hydro or icpc. */
  format: string;
  sizeBytes: number;
  /** uploaded, queued, running, done or failed (`ProblemImportStatus`). */
  status: string;
  /** rename or refuse; null until started. */
  duplicateIds: string | null;
  /** 1 public or 2 private; null until started. */
  auth: number | null;
  verify: boolean | null;
  /** The gateway instance holding the package file (host and data directory). */
  instance: string;
  problemsTotal: number;
  problemsCreated: number;
  problemsFailed: number;
  /** JSON: the progress counters. */
  progress: string | null;
  /** JSON: the report (job notes, one entry per problem). */
  report: string | null;
  /** JSON: why the job failed (a server message). */
  error: string | null;
  gmtStarted: Date | null;
  gmtFinished: Date | null;
  gmtCreate: Date;
  /** Also the running job's heartbeat: written at least every few seconds while it runs. */
  gmtModified: Date;
}

export const ProblemImportEntity = defineEntity<ProblemImportRow>({
  name: 'ProblemImport',
  tableName: 'problem_import',
  columns: {
    id: idColumn(),
    uid: uidColumn(),
    username: varcharColumn(20),
    fileName: varcharColumn(255),
    format: varcharColumn(10),
    sizeBytes: { type: 'bigint', default: 0, transformer: bigintAsNumber },
    status: varcharColumn(10, { default: 'uploaded' }),
    duplicateIds: varcharColumn(10, { nullable: true }),
    auth: { type: 'tinyint', nullable: true },
    verify: { type: 'boolean', nullable: true },
    instance: varcharColumn(100),
    problemsTotal: intColumn(0),
    problemsCreated: intColumn(0),
    problemsFailed: intColumn(0),
    progress: textColumn('text'),
    report: textColumn('mediumtext'),
    error: textColumn('text'),
    gmtStarted: datetimeColumn(true),
    gmtFinished: datetimeColumn(true),
    ...auditColumns(),
  },
  indices: [
    { name: 'IDX_problem_import_status', columns: ['status'] },
    { name: 'IDX_problem_import_uid', columns: ['uid'] },
  ],
});
