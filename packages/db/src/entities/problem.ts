import type { JudgeCaseModeName, JudgeModeName } from '@oj/contracts';
import {
  auditColumns,
  boolColumn,
  defineEntity,
  idColumn,
  intColumn,
  modifiedColumn,
  nullableIntColumn,
  textColumn,
  tinyintColumn,
  varcharColumn,
} from './columns.ts';

/** `problem`: one row per problem (own, remote or group). Limits use the spec's wire names and units. */
export interface ProblemRow {
  id: number;
  /** Display id, unique across the site (group problems carry their group short-name prefix). */
  problemId: string;
  title: string;
  /** Username of the creator. */
  author: string | null;
  /** 0 ACM, 1 OI, 2 hides limits and the test-judge button (`ProblemType`). */
  type: number;
  judgeMode: JudgeModeName;
  judgeCaseMode: JudgeCaseModeName;
  /** Milliseconds. */
  timeLimit: number;
  /** Megabytes. */
  memoryLimit: number;
  /** Megabytes. */
  stackLimit: number;
  description: string | null;
  input: string | null;
  output: string | null;
  /** Sample pairs in the `<input>…</input><output>…</output>` string format (see @oj/contracts `formatExamples`). */
  examples: string | null;
  hint: string | null;
  source: string | null;
  /** Difficulty level id (0 Easy, 1 Mid, 2 Hard). */
  difficulty: number;
  /** 1 public, 2 private, 3 contest (`ProblemAuth`). */
  auth: number;
  ioScore: number;
  codeShare: boolean;
  spjCode: string | null;
  spjLanguage: string | null;
  isRemoveEndBlank: boolean;
  /**
   * The built-in checker of the default judge mode as JSON (`BuiltinChecker` of @oj/contracts, read
   * and written by @oj/judge-core's storedBuiltinChecker and storedBuiltinCheckerText); null is exact.
   */
  builtinChecker: string | null;
  /** How the special judge or interactor talks to the judge (`CheckerProtocolName` of @oj/contracts); testlib unless imported otherwise. */
  checkerProtocol: string;
  /** Extra arguments of a Kattis validator (Kattis `validator_flags`), one line of words; '' for none (migration 0023). */
  validatorFlags: string;
  openCaseResult: boolean;
  isUploadCase: boolean;
  /** Test-data version; judge nodes cache test data by (pid, caseVersion). */
  caseVersion: string;
  isRemote: boolean;
  isGroup: boolean;
  gid: number | null;
  /**
   * The group problem this one was copied from by a training clone (migration 0022); a later clone of
   * the same problem into the same group links this copy instead of making another. Null otherwise.
   */
  copiedFrom: number | null;
  isFileIO: boolean;
  ioReadFileName: string | null;
  ioWriteFileName: string | null;
  /** JSON object: file name → content, given to the user's program. */
  userExtraFile: string | null;
  /** JSON object: file name → content, given to the checker or interactor. */
  judgeExtraFile: string | null;
  /** Username of the last editor. */
  modifiedUser: string | null;
  /** Group problem's apply-public status: null none, 1 applying, 2 public, 3 refused. */
  applyPublicProgress: number | null;
  gmtCreate: Date;
  gmtModified: Date;
}

export const ProblemEntity = defineEntity<ProblemRow>({
  name: 'Problem',
  tableName: 'problem',
  columns: {
    id: idColumn(),
    problemId: varcharColumn(100),
    title: varcharColumn(255),
    author: varcharColumn(20, { nullable: true }),
    type: tinyintColumn(0),
    judgeMode: varcharColumn(20, { default: 'default' }),
    judgeCaseMode: varcharColumn(30, { default: 'default' }),
    timeLimit: intColumn(1000),
    memoryLimit: intColumn(256),
    stackLimit: intColumn(128),
    description: textColumn('mediumtext'),
    input: textColumn('mediumtext'),
    output: textColumn('mediumtext'),
    examples: textColumn('text'),
    hint: textColumn('mediumtext'),
    source: textColumn('text'),
    difficulty: tinyintColumn(0),
    auth: tinyintColumn(1),
    ioScore: intColumn(100),
    codeShare: boolColumn(true),
    spjCode: textColumn('mediumtext'),
    spjLanguage: varcharColumn(50, { nullable: true }),
    isRemoveEndBlank: boolColumn(true),
    builtinChecker: varcharColumn(200, { nullable: true }),
    checkerProtocol: varcharColumn(16, { default: 'testlib' }),
    validatorFlags: varcharColumn(500, { default: '' }),
    openCaseResult: boolColumn(true),
    isUploadCase: boolColumn(true),
    caseVersion: varcharColumn(40, { default: '0' }),
    isRemote: boolColumn(false),
    isGroup: boolColumn(false),
    gid: nullableIntColumn(),
    copiedFrom: nullableIntColumn(),
    isFileIO: boolColumn(false),
    ioReadFileName: varcharColumn(100, { nullable: true }),
    ioWriteFileName: varcharColumn(100, { nullable: true }),
    userExtraFile: textColumn('mediumtext'),
    judgeExtraFile: textColumn('mediumtext'),
    modifiedUser: varcharColumn(20, { nullable: true }),
    applyPublicProgress: { type: 'tinyint', nullable: true },
    ...auditColumns(),
  },
  indices: [
    { name: 'UQ_problem_problemId', columns: ['problemId'], unique: true },
    { name: 'IDX_problem_auth_difficulty', columns: ['auth', 'difficulty'] },
    { name: 'IDX_problem_gid', columns: ['gid'] },
  ],
});

/** `problem_case`: one test case; `input`/`output` are file names inside the problem's test data. */
export interface ProblemCaseRow {
  id: number;
  pid: number;
  input: string;
  output: string;
  score: number;
  groupNum: number;
  /** 0 in use, 1 removed by a newer upload. */
  status: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const ProblemCaseEntity = defineEntity<ProblemCaseRow>({
  name: 'ProblemCase',
  tableName: 'problem_case',
  columns: {
    id: idColumn(),
    pid: intColumn(),
    input: varcharColumn(255),
    output: varcharColumn(255),
    score: intColumn(0),
    groupNum: intColumn(1),
    status: tinyintColumn(0),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_problem_case_pid', columns: ['pid'] }],
});

/** `problem_count`: per-verdict submission counters of one problem, kept apart from the wide problem row. */
export interface ProblemCountRow {
  pid: number;
  total: number;
  ac: number;
  wa: number;
  tle: number;
  mle: number;
  re: number;
  pe: number;
  ce: number;
  se: number;
  pa: number;
  gmtModified: Date;
}

/** The counter columns of `problem_count`, in display order. */
export const PROBLEM_COUNT_FIELDS = ['total', 'ac', 'wa', 'tle', 'mle', 're', 'pe', 'ce', 'se', 'pa'] as const;

export const ProblemCountEntity = defineEntity<ProblemCountRow>({
  name: 'ProblemCount',
  tableName: 'problem_count',
  columns: {
    pid: { type: 'int', primary: true },
    ...Object.fromEntries(PROBLEM_COUNT_FIELDS.map((field) => [field, intColumn(0)])),
    gmtModified: modifiedColumn(),
  },
});
