// The job's report as the job table stores it (JSON in `problem_import.report`): messages are kept as
// declared (code, values, English) and rendered in the reader's language when the job is read.
import type { ProblemImportProgressDto, ServerMessage } from '@oj/contracts';
import type { ExpectedVerdict } from '@oj/problem-package';

/** A reference solution of a problem and how its run went. */
export interface StoredSolution {
  name: string;
  language: string;
  expected: ExpectedVerdict;
  /** The run's key while it waits (reference runs of judge-dispatch); null before it starts and once it ended. */
  runKey: string | null;
  actual: number | null;
  timeMs: number | null;
  memoryKb: number | null;
  message: string | null;
}

/** Where a problem's reference solutions stand. */
export type Verification = 'none' | 'pending' | 'passed' | 'failed';

/** One problem of the package. */
export interface StoredProblem {
  /** Position in the package, from 1. */
  index: number;
  sourceId: string | null;
  title: string;
  pid: number | null;
  problemId: string | null;
  error: ServerMessage | null;
  notes: ServerMessage[];
  verification: Verification;
  solutions: StoredSolution[];
  hidden: boolean;
  /** The auth the problem gets once its accepted solutions pass (it is saved private until then). */
  targetAuth: number;
}

/** The whole report. */
export interface StoredReport {
  /** Lines about the whole job (a resumed run). */
  notes: ServerMessage[];
  problems: StoredProblem[];
}

export function emptyReport(): StoredReport {
  return { notes: [], problems: [] };
}

export function emptyProgress(): ProblemImportProgressDto {
  return { phase: null, problemsTotal: 0, problemsDone: 0, filesTotal: 0, filesDone: 0, bytesTotal: 0, bytesDone: 0, solutionsTotal: 0, solutionsDone: 0 };
}

function parsed<T>(text: string | null, fallback: T): T {
  if (text === null || text === '') return fallback;
  try {
    return JSON.parse(text) as T;
  } catch {
    return fallback;
  }
}

export function reportOf(text: string | null): StoredReport {
  const report = parsed<Partial<StoredReport>>(text, {});
  return { notes: report.notes ?? [], problems: report.problems ?? [] };
}

export function progressOf(text: string | null): ProblemImportProgressDto {
  return { ...emptyProgress(), ...parsed<Partial<ProblemImportProgressDto>>(text, {}) };
}

export function messageOf(text: string | null): ServerMessage | null {
  return parsed<ServerMessage | null>(text, null);
}

/** The report's counts as the job row keeps them (for the list). */
export function reportCounts(report: StoredReport): { problemsCreated: number; problemsFailed: number } {
  return {
    problemsCreated: report.problems.filter((problem) => problem.pid !== null).length,
    problemsFailed: report.problems.filter((problem) => problem.error !== null).length,
  };
}
