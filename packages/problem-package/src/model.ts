/**
 * The one model every package format is read into and written from (issue 24). It follows this site's problem
 * (packages/db `ProblemRow`, the admin save payload, `problem_case`) and keeps what a format says beyond it
 * (subtask rules, per-case limits, checker protocols, reference solutions) so that an import can report what
 * it could not keep and an export can write it back. Test data, images and other large files are `FileRef`s:
 * references to bytes in the package, streamed on demand, never buffers of whole files.
 */
import type { Readable } from 'node:stream';
import type { BuiltinChecker, CheckerProtocolName, JudgeCaseModeName, JudgeModeName, ProblemTypeCode, ServerMessage } from '@oj/contracts';

/** The formats this library reads (all) and writes (hoj, icpc). */
export const PackageFormat = { Hoj: 'hoj', Fps: 'fps', Qduoj: 'qduoj', Hydro: 'hydro', Icpc: 'icpc' } as const;
export type PackageFormatName = (typeof PackageFormat)[keyof typeof PackageFormat];

/** Bytes inside a package (a zip entry, an FPS element spooled to a temporary file), opened when needed. */
export interface FileRef {
  /** Where the bytes come from, for messages: the entry path, or `file.xml#item2/test_input3`. */
  readonly origin: string;
  /** Unpacked size in bytes as the package declares it (the unpack guard counts the real bytes while streaming). */
  readonly size: number;
  /** A fresh stream of the bytes; every call reads them again. */
  open(): Promise<Readable>;
}

/** Text format of statement fields: Markdown (HOJ, Hydro, Kattis .md), HTML (FPS, QDUOJ) or LaTeX kept as source (Kattis .tex). */
export type StatementFormat = 'markdown' | 'html' | 'latex';

/** A statement in one language. Formats with a single document put it all in `description`. */
export interface Statement {
  /** BCP 47 tag as the package names it (`zh`, `en`, `pt-BR`); `und` when the package does not say. */
  language: string;
  format: StatementFormat;
  title: string;
  description: string;
  /** The input section, when the format keeps it apart (HOJ, FPS, QDUOJ); else empty. */
  input: string;
  output: string;
  hint: string;
}

/** A sample shown in the statement (the problem's `examples`); small texts, not judged by themselves. */
export interface Example {
  input: string;
  output: string;
}

/** How a subtask's score comes from its cases (Hydro `type`, Kattis `aggregation`/grader flags). */
export type SubtaskAggregation = 'min' | 'sum' | 'max';

/** A subtask as the package describes it; its cases carry its `id` as their `groupNum`. */
export interface Subtask {
  /** 1-based, dense: the `groupNum` of its cases. */
  id: number;
  /** The package's own name for it (a Kattis group folder), if any. */
  name: string | null;
  score: number;
  aggregation: SubtaskAggregation;
  /** Ids of subtasks that must pass first (Hydro `if`); this site does not judge dependencies. */
  dependsOn: number[];
  timeLimitMs: number | null;
  memoryLimitMb: number | null;
}

/** One judged test case. */
export interface TestCase {
  /** Stored file names (safe for the judge nodes: `isSafeTestDataName`), unique within the problem. */
  inputName: string;
  outputName: string;
  input: FileRef;
  /** The answer; null only where the judge mode does not need one (QDUOJ special judge, an interactor's data). */
  output: FileRef | null;
  /** Score as `problem_case.score` holds it for the problem's judge case mode (a subtask's cases each carry its score in subtask modes). */
  score: number;
  /** Subtask id, or null outside subtasks. */
  groupNum: number | null;
  /** Limits of this case alone, when the package gives them (Hydro). */
  timeLimitMs: number | null;
  memoryLimitMb: number | null;
  /** A sample case that is judged too (Kattis `data/sample`). */
  sample: boolean;
}

/** How a checker or interactor program talks to the judge (contracts' checker-protocol.ts); the judge nodes run each as it is. */
export type CheckerProtocol = CheckerProtocolName;

/** A special-judge checker or an interactor: one source file, in one of this site's language names. */
export interface JudgeProgram {
  language: string;
  code: string;
  /** File name as the package had it (`spj.cc`, `validator.cpp`). */
  fileName: string;
  protocol: CheckerProtocol;
  /** Extra arguments after its feedback directory (Kattis `validator_flags`); only a Kattis program has any. */
  validatorFlags: string[];
}

/** What a reference solution must get (ICPC `submissions/` folders; FPS `solution` is accepted). */
export type ExpectedVerdict = 'accepted' | 'wrong_answer' | 'time_limit_exceeded' | 'run_time_error';

/** A reference solution to judge after the import. */
export interface ReferenceSolution {
  /** File name as the package had it. */
  name: string;
  language: string;
  code: string;
  expected: ExpectedVerdict;
}

/** An image of the statements: a file to upload, and the link by which the statements name it. */
export interface PackageImage {
  /** A safe file name for it (unique within the problem). */
  name: string;
  /** The link exactly as it appears in the statements (an FPS `src` URL, Hydro `file://a.png`, Kattis `a.png`). */
  link: string;
  file: FileRef;
}

/** A code template offered in the editor. */
export interface CodeTemplate {
  language: string;
  code: string;
}

/** File IO names (the problem's `isFileIO`, `ioReadFileName`, `ioWriteFileName`). */
export interface FileIo {
  input: string;
  output: string;
}

/** One problem of a package, in this site's terms. */
export interface ProblemModel {
  /** Display id the package gives (HOJ `problemId`, QDUOJ `display_id`, Hydro `pid`, Kattis folder); null when it gives none. */
  displayId: string | null;
  title: string;
  /** At least one; the first is the main one. */
  statements: Statement[];
  examples: Example[];
  /** 0 ACM, 1 OI (`ProblemType`). */
  type: ProblemTypeCode;
  timeLimitMs: number;
  memoryLimitMb: number;
  stackLimitMb: number | null;
  judgeMode: JudgeModeName;
  judgeCaseMode: JudgeCaseModeName;
  /** The built-in comparison when judgeMode is default; null means this site's default (exact). */
  checker: BuiltinChecker | null;
  /** The checker (spj) or interactor (interactive) program; null in the default judge mode. */
  program: JudgeProgram | null;
  /** `isRemoveEndBlank`: trailing blanks of lines and the end are ignored by the exact comparison. */
  removeEndBlank: boolean;
  openCaseResult: boolean;
  codeShare: boolean;
  tags: string[];
  /** Language names of this site the problem accepts; empty means the site's default set. */
  languages: string[];
  codeTemplates: CodeTemplate[];
  author: string | null;
  source: string | null;
  /** Difficulty level (0 easy, 1 mid, 2 hard), when the package says. */
  difficulty: number | null;
  fileIo: FileIo | null;
  /** File name → text, given to the user's program (`userExtraFile`). */
  userExtraFiles: Record<string, string>;
  /** File name → text, given to the checker or interactor (`judgeExtraFile`). */
  judgeExtraFiles: Record<string, string>;
  cases: TestCase[];
  subtasks: Subtask[];
  images: PackageImage[];
  solutions: ReferenceSolution[];
  /** What the package had that this site cannot keep or that needs a look (import report lines, bilingual by code). */
  notes: ServerMessage[];
}

/** A package that was read: its problems, and `close()` to free what reading holds (the open zip, temporary files). */
export interface ProblemPackage {
  format: PackageFormatName;
  problems: ProblemModel[];
  close(): Promise<void>;
}
