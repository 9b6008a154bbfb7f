// The problem editor's state, its defaults (spec 03 §3) and its translation from and to the wire.
import type { AdminProblemDetailDto, AdminProblemTagRefDto, CheckerProtocolName, ProblemExample } from '@oj/contracts';
import { DEFAULT_CHECKER_PROTOCOL, isCheckerProtocol, parseExamples } from '@oj/contracts';
import { checkerFormOf, newCheckerForm } from './checker.ts';
import type { CheckerFormState } from './checker.ts';

export type JudgeMode = 'default' | 'spj' | 'interactive';
export type JudgeCaseMode = 'default' | 'subtask_lowest' | 'subtask_average' | 'ergodic_without_error';
export const JUDGE_MODES: readonly JudgeMode[] = ['default', 'spj', 'interactive'];
export const JUDGE_CASE_MODES: readonly JudgeCaseMode[] = ['default', 'subtask_lowest', 'subtask_average', 'ergodic_without_error'];

/** One test case row: a stored case (`id`), an uploaded one (file names) or a manual one (texts). */
export interface CaseRow {
  key: string;
  id?: number;
  input: string;
  output: string;
  score: number | null;
  groupNum: number | null;
}

/** One extra file: its name and its text. */
export interface ExtraFileRow {
  key: string;
  name: string;
  content: string;
}

/** A language's code template: its text and whether it is used. */
export interface TemplateState {
  code: string;
  status: boolean;
}

/** The special judge or interactor as loaded or last compiled: a save needs no compile while it is unchanged. */
export interface CheckerSnapshot {
  mode: JudgeMode;
  language: string;
  code: string;
}

/** Every field of the editor. Limits: ms and MB; null while the input is empty. */
export interface ProblemFormState {
  id?: number;
  problemId: string;
  title: string;
  description: string;
  input: string;
  output: string;
  hint: string;
  source: string;
  timeLimit: number | null;
  memoryLimit: number | null;
  stackLimit: number | null;
  difficulty: number;
  auth: number;
  type: number;
  codeShare: boolean;
  examples: ProblemExample[];
  tags: AdminProblemTagRefDto[];
  languages: number[];
  templates: Record<number, TemplateState>;
  judgeMode: JudgeMode;
  judgeCaseMode: JudgeCaseMode;
  spjLanguage: string | null;
  spjCode: string;
  /** Test data: an uploaded archive (true) or cases entered by hand. */
  isUploadCase: boolean;
  uploadTestcaseDir: string | null;
  /** The stored cases (edit), kept while `changeTestCase` is false: only their scores and groups change. */
  storedCases: CaseRow[];
  uploadCases: CaseRow[];
  manualCases: CaseRow[];
  changeTestCase: boolean;
  isRemoveEndBlank: boolean;
  /** The built-in checker of the default judge mode. */
  builtinChecker: CheckerFormState;
  /** How the special judge or interactor talks to the judge (testlib unless an import kept another). */
  checkerProtocol: CheckerProtocolName;
  /** A Kattis validator's extra arguments (validator_flags), as typed; sent only with the Kattis protocol. */
  validatorFlags: string;
  openCaseResult: boolean;
  isFileIO: boolean;
  ioReadFileName: string;
  ioWriteFileName: string;
  userExtraFiles: ExtraFileRow[];
  judgeExtraFiles: ExtraFileRow[];
  isRemote: boolean;
  /** The checker as loaded (edit) and as last compiled successfully. */
  loadedChecker: CheckerSnapshot | null;
  compiledChecker: CheckerSnapshot | null;
  /** Test-data mode as loaded (edit); null on create. */
  loadedUploadCase: boolean | null;
}

let keySeed = 0;
/** A key for a new list row. */
export function rowKey(): string {
  keySeed += 1;
  return `row-${keySeed}`;
}

/** A new manual case. */
export function emptyCase(): CaseRow {
  return { key: rowKey(), input: '', output: '', score: null, groupNum: null };
}

/** The form of a new problem: limits 1000 ms, 256 MB and 128 MB, public, ACM, code shared (spec 03 §3). */
export function newProblemForm(): ProblemFormState {
  return {
    problemId: '',
    title: '',
    description: '',
    input: '',
    output: '',
    hint: '',
    source: '',
    timeLimit: 1000,
    memoryLimit: 256,
    stackLimit: 128,
    difficulty: 0,
    auth: 1,
    type: 0,
    codeShare: true,
    examples: [{ input: '', output: '' }],
    tags: [],
    languages: [],
    templates: {},
    judgeMode: 'default',
    judgeCaseMode: 'default',
    spjLanguage: null,
    spjCode: '',
    isUploadCase: true,
    uploadTestcaseDir: null,
    storedCases: [],
    uploadCases: [],
    manualCases: [emptyCase()],
    changeTestCase: true,
    isRemoveEndBlank: true,
    builtinChecker: newCheckerForm(),
    checkerProtocol: DEFAULT_CHECKER_PROTOCOL,
    validatorFlags: '',
    openCaseResult: true,
    isFileIO: false,
    ioReadFileName: '',
    ioWriteFileName: '',
    userExtraFiles: [],
    judgeExtraFiles: [],
    isRemote: false,
    loadedChecker: null,
    compiledChecker: null,
    loadedUploadCase: null,
  };
}

const asMode = <T extends string>(value: string, allowed: readonly T[], fallback: T): T => (allowed.includes(value as T) ? (value as T) : fallback);

function extraRows(files: Record<string, string> | null): ExtraFileRow[] {
  return Object.entries(files ?? {}).map(([name, content]) => ({ key: rowKey(), name, content }));
}

/** The form of a stored problem (GET /admin/problem). */
export function problemFormOf(detail: AdminProblemDetailDto): ProblemFormState {
  const { problem } = detail;
  const judgeMode = asMode(problem.judgeMode, JUDGE_MODES, 'default');
  const examples = parseExamples(problem.examples);
  const templates: Record<number, TemplateState> = {};
  for (const template of detail.codeTemplates) templates[template.lid] = { code: template.code, status: template.status };
  const checker = judgeMode !== 'default' && problem.spjLanguage ? { mode: judgeMode, language: problem.spjLanguage, code: problem.spjCode ?? '' } : null;
  return {
    ...newProblemForm(),
    id: problem.id,
    problemId: problem.problemId,
    title: problem.title,
    description: problem.description,
    input: problem.input,
    output: problem.output,
    hint: problem.hint ?? '',
    source: problem.source ?? '',
    timeLimit: problem.timeLimit,
    memoryLimit: problem.memoryLimit,
    stackLimit: problem.stackLimit,
    difficulty: problem.difficulty,
    auth: problem.auth,
    type: problem.type,
    codeShare: problem.codeShare,
    examples: examples.length > 0 ? examples : [{ input: '', output: '' }],
    tags: detail.tags.map((tag) => ({ id: tag.id, name: tag.name })),
    languages: [...detail.languages],
    templates,
    judgeMode,
    judgeCaseMode: asMode(problem.judgeCaseMode, JUDGE_CASE_MODES, 'default'),
    spjLanguage: problem.spjLanguage,
    spjCode: problem.spjCode ?? '',
    isUploadCase: problem.isUploadCase,
    storedCases: detail.samples.map((sample) => ({
      key: rowKey(),
      id: sample.id,
      input: sample.input,
      output: sample.output,
      score: sample.score,
      groupNum: sample.groupNum,
    })),
    manualCases: [emptyCase()],
    changeTestCase: false,
    isRemoveEndBlank: problem.isRemoveEndBlank,
    builtinChecker: checkerFormOf(problem.builtinChecker),
    checkerProtocol: isCheckerProtocol(problem.checkerProtocol) ? problem.checkerProtocol : DEFAULT_CHECKER_PROTOCOL,
    validatorFlags: problem.validatorFlags,
    openCaseResult: problem.openCaseResult,
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.ioReadFileName ?? '',
    ioWriteFileName: problem.ioWriteFileName ?? '',
    userExtraFiles: extraRows(problem.userExtraFile),
    judgeExtraFiles: extraRows(problem.judgeExtraFile),
    isRemote: problem.isRemote,
    loadedChecker: checker,
    loadedUploadCase: problem.isUploadCase,
  };
}

/** The cases the save sends: the stored ones while kept, else the upload's or the manual ones. */
export function activeCases(form: ProblemFormState): CaseRow[] {
  if (!form.changeTestCase) return form.storedCases;
  return form.isUploadCase ? form.uploadCases : form.manualCases;
}

/** Which list activeCases reads, for edits of a row. */
export function activeCaseList(form: ProblemFormState): 'storedCases' | 'uploadCases' | 'manualCases' {
  if (!form.changeTestCase) return 'storedCases';
  return form.isUploadCase ? 'uploadCases' : 'manualCases';
}

/** True when the subtask case modes need a group number per case. */
export function needsGroups(mode: JudgeCaseMode): boolean {
  return mode === 'subtask_lowest' || mode === 'subtask_average';
}
