/**
 * The manifest: this site's own record of a problem, written beside a format's native files by the HOJ and
 * ICPC writers (HOJ: the `ojExtension` key of the problem JSON; ICPC: `oj-problem.yaml`) so that what the
 * native files cannot say (several statements, subtask rules, per-case limits, checker protocols, images,
 * reference solutions, exact file names...) comes back on import. Other judges ignore it. Read from an
 * untrusted package, it is checked field by field like any other setting file; files are named by their path
 * from the problem's folder and read through the same guards.
 */
import { BuiltinCheckerKind, CHECKER_PROTOCOLS, JudgeCaseMode, JudgeMode, ProblemPackageMessage as M, ProblemType, splitValidatorFlags } from '@oj/contracts';
import type { BuiltinChecker, JudgeCaseModeName, JudgeModeName } from '@oj/contracts';
import type { PackageFiles } from './archive/zip-reader.ts';
import { refuse } from './errors.ts';
import type {
  ExpectedVerdict,
  FileRef,
  JudgeProgram,
  PackageImage,
  ProblemModel,
  ReferenceSolution,
  Statement,
  Subtask,
  SubtaskAggregation,
  TestCase,
} from './model.ts';
import { bool, integer, isObject, list, number, objectOf, optionalText, text, textList, textMap } from './text/fields.ts';
import type { Fields } from './text/fields.ts';

/** Where a writer put each file of a problem (paths from the problem's folder), by model position. */
export interface ManifestPaths {
  caseInput: (index: number) => string;
  caseOutput: (index: number) => string | null;
  image: (index: number) => string;
  solution: (index: number) => string;
}

/** The fields a manifest may carry; a writer chooses which (HOJ leaves out what its JSON already holds). */
export type ManifestField =
  | 'displayId'
  | 'title'
  | 'statements'
  | 'examples'
  | 'type'
  | 'limits'
  | 'judge'
  | 'checker'
  | 'program'
  | 'flags'
  | 'tags'
  | 'languages'
  | 'codeTemplates'
  | 'credits'
  | 'fileIo'
  | 'extraFiles'
  | 'cases'
  | 'subtasks'
  | 'images'
  | 'solutions';

/** The JSON-able manifest of `problem` with the chosen fields. */
export function toManifest(problem: ProblemModel, fields: readonly ManifestField[], paths: ManifestPaths): Record<string, unknown> {
  const all: Record<ManifestField, () => Record<string, unknown>> = {
    displayId: () => ({ displayId: problem.displayId }),
    title: () => ({ title: problem.title }),
    statements: () => ({ statements: problem.statements }),
    examples: () => ({ examples: problem.examples }),
    type: () => ({ type: problem.type }),
    limits: () => ({ timeLimitMs: problem.timeLimitMs, memoryLimitMb: problem.memoryLimitMb, stackLimitMb: problem.stackLimitMb }),
    judge: () => ({ judgeMode: problem.judgeMode, judgeCaseMode: problem.judgeCaseMode }),
    checker: () => ({ checker: problem.checker }),
    program: () => ({ program: problem.program }),
    flags: () => ({ removeEndBlank: problem.removeEndBlank, openCaseResult: problem.openCaseResult, codeShare: problem.codeShare }),
    tags: () => ({ tags: problem.tags }),
    languages: () => ({ languages: problem.languages }),
    codeTemplates: () => ({ codeTemplates: problem.codeTemplates }),
    credits: () => ({ author: problem.author, source: problem.source, difficulty: problem.difficulty }),
    fileIo: () => ({ fileIo: problem.fileIo }),
    extraFiles: () => ({ userExtraFiles: problem.userExtraFiles, judgeExtraFiles: problem.judgeExtraFiles }),
    cases: () => ({
      cases: problem.cases.map((item, index) => ({
        inputName: item.inputName,
        outputName: item.outputName,
        input: paths.caseInput(index),
        output: paths.caseOutput(index),
        score: item.score,
        groupNum: item.groupNum,
        timeLimitMs: item.timeLimitMs,
        memoryLimitMb: item.memoryLimitMb,
        sample: item.sample,
      })),
    }),
    subtasks: () => ({ subtasks: problem.subtasks }),
    images: () => ({ images: problem.images.map((image, index) => ({ name: image.name, link: image.link, path: paths.image(index) })) }),
    solutions: () => ({
      solutions: problem.solutions.map((solution, index) => ({
        name: solution.name,
        language: solution.language,
        expected: solution.expected,
        path: paths.solution(index),
      })),
    }),
  };
  const manifest: Record<string, unknown> = { version: 1 };
  for (const field of fields) Object.assign(manifest, all[field]());
  return manifest;
}

const JUDGE_MODES: readonly string[] = Object.values(JudgeMode);
const CASE_MODES: readonly string[] = Object.values(JudgeCaseMode);
const CHECKER_KINDS: readonly string[] = Object.values(BuiltinCheckerKind);
const VERDICTS: readonly ExpectedVerdict[] = ['accepted', 'wrong_answer', 'time_limit_exceeded', 'run_time_error'];
const AGGREGATIONS: readonly SubtaskAggregation[] = ['min', 'sum', 'max'];

function oneOf<T extends string>(values: readonly T[], value: string, file: string, field: string): T {
  const found = values.find((item) => item === value);
  if (found === undefined) return refuse(M.invalidField(file, field, `must be one of ${values.join(', ')}`));
  return found;
}

function nullableInteger(fields: Fields, key: string, file: string, min = 0): number | null {
  return fields[key] === undefined || fields[key] === null ? null : integer(fields, key, file, 0, min);
}

function items(fields: Fields, key: string, file: string): Fields[] {
  return list(fields, key, file).map((item, index) => {
    if (!isObject(item)) return refuse(M.invalidField(file, `${key}[${index}]`, 'must be a map of keys and values'));
    return item;
  });
}

function statementOf(fields: Fields, file: string): Statement {
  const format = oneOf(['markdown', 'html', 'latex'] as const, text(fields, 'format', file, 'markdown'), file, 'statements.format');
  return {
    language: text(fields, 'language', file, 'und'),
    format,
    title: text(fields, 'title', file),
    description: text(fields, 'description', file),
    input: text(fields, 'input', file),
    output: text(fields, 'output', file),
    hint: text(fields, 'hint', file),
  };
}

function checkerOf(value: unknown, file: string): BuiltinChecker | null {
  if (value === null || value === undefined) return null;
  const fields = objectOf(value, file, 'checker');
  const kind = oneOf(CHECKER_KINDS, text(fields, 'kind', file), file, 'checker.kind') as BuiltinChecker['kind'];
  const checker: BuiltinChecker = { kind, caseSensitive: bool(fields, 'caseSensitive', file, true) };
  if (fields.absTolerance !== undefined) checker.absTolerance = number(fields, 'absTolerance', file, 0);
  if (fields.relTolerance !== undefined) checker.relTolerance = number(fields, 'relTolerance', file, 0);
  return checker;
}

function programOf(value: unknown, file: string): JudgeProgram | null {
  if (value === null || value === undefined) return null;
  const fields = objectOf(value, file, 'program');
  return {
    language: text(fields, 'language', file),
    code: text(fields, 'code', file),
    fileName: text(fields, 'fileName', file),
    protocol: oneOf(CHECKER_PROTOCOLS, text(fields, 'protocol', file, 'testlib'), file, 'program.protocol'),
    // Words, as the problem stores them: an item holding a blank is as many arguments as it has words.
    validatorFlags: textList(fields, 'validatorFlags', file).flatMap((item) => splitValidatorFlags(item)),
  };
}

function subtaskOf(fields: Fields, file: string): Subtask {
  return {
    id: integer(fields, 'id', file, 1, 1),
    name: optionalText(fields, 'name', file),
    score: integer(fields, 'score', file, 0),
    aggregation: oneOf(AGGREGATIONS, text(fields, 'aggregation', file, 'min'), file, 'subtasks.aggregation'),
    dependsOn: list(fields, 'dependsOn', file).map((item) => integer({ item }, 'item', file, 1, 1)),
    timeLimitMs: nullableInteger(fields, 'timeLimitMs', file, 1),
    memoryLimitMb: nullableInteger(fields, 'memoryLimitMb', file, 1),
  };
}

function fileAt(files: PackageFiles, root: string, path: string): FileRef {
  if (!files.has(`${root}${path}`)) return refuse(M.missingFile(`${root}${path}`));
  return files.ref(`${root}${path}`);
}

function caseOf(fields: Fields, file: string, files: PackageFiles, root: string): TestCase {
  const output = optionalText(fields, 'output', file);
  return {
    inputName: text(fields, 'inputName', file),
    outputName: text(fields, 'outputName', file),
    input: fileAt(files, root, text(fields, 'input', file)),
    output: output === null ? null : fileAt(files, root, output),
    score: integer(fields, 'score', file, 0),
    groupNum: nullableInteger(fields, 'groupNum', file, 1),
    timeLimitMs: nullableInteger(fields, 'timeLimitMs', file, 1),
    memoryLimitMb: nullableInteger(fields, 'memoryLimitMb', file, 1),
    sample: bool(fields, 'sample', file, false),
  };
}

async function solutionOf(fields: Fields, file: string, files: PackageFiles, root: string): Promise<ReferenceSolution> {
  const path = `${root}${text(fields, 'path', file)}`;
  if (!files.has(path)) refuse(M.missingFile(path));
  return {
    name: text(fields, 'name', file),
    language: text(fields, 'language', file),
    code: await files.readText(path),
    expected: oneOf(VERDICTS, text(fields, 'expected', file), file, 'solutions.expected'),
  };
}

function imageOf(fields: Fields, file: string, files: PackageFiles, root: string): PackageImage {
  return { name: text(fields, 'name', file), link: text(fields, 'link', file), file: fileAt(files, root, text(fields, 'path', file)) };
}

/**
 * `problem` with the fields the manifest carries taken from it (each checked; files resolved in `files`).
 * Fields the manifest leaves out keep what the native files said.
 */
export async function applyManifest(problem: ProblemModel, value: unknown, file: string, files: PackageFiles, root: string): Promise<ProblemModel> {
  const m = objectOf(value, file, 'manifest');
  const has = (key: string): boolean => m[key] !== undefined;
  const next: ProblemModel = { ...problem };
  if (has('displayId')) next.displayId = optionalText(m, 'displayId', file);
  if (has('title')) next.title = text(m, 'title', file);
  if (has('statements')) next.statements = items(m, 'statements', file).map((item) => statementOf(item, file));
  if (has('examples')) next.examples = items(m, 'examples', file).map((item) => ({ input: text(item, 'input', file), output: text(item, 'output', file) }));
  if (has('type')) next.type = integer(m, 'type', file, 0) === 1 ? ProblemType.Oi : ProblemType.Acm;
  if (has('timeLimitMs')) next.timeLimitMs = integer(m, 'timeLimitMs', file, problem.timeLimitMs, 1);
  if (has('memoryLimitMb')) next.memoryLimitMb = integer(m, 'memoryLimitMb', file, problem.memoryLimitMb, 1);
  if (has('stackLimitMb')) next.stackLimitMb = nullableInteger(m, 'stackLimitMb', file, 1);
  if (has('judgeMode')) next.judgeMode = oneOf(JUDGE_MODES, text(m, 'judgeMode', file), file, 'judgeMode') as JudgeModeName;
  if (has('judgeCaseMode')) next.judgeCaseMode = oneOf(CASE_MODES, text(m, 'judgeCaseMode', file), file, 'judgeCaseMode') as JudgeCaseModeName;
  if (has('checker')) next.checker = checkerOf(m.checker, file);
  if (has('program')) next.program = programOf(m.program, file);
  if (has('removeEndBlank')) next.removeEndBlank = bool(m, 'removeEndBlank', file, true);
  if (has('openCaseResult')) next.openCaseResult = bool(m, 'openCaseResult', file, true);
  if (has('codeShare')) next.codeShare = bool(m, 'codeShare', file, true);
  if (has('tags')) next.tags = textList(m, 'tags', file);
  if (has('languages')) next.languages = textList(m, 'languages', file);
  if (has('codeTemplates'))
    next.codeTemplates = items(m, 'codeTemplates', file).map((item) => ({ language: text(item, 'language', file), code: text(item, 'code', file) }));
  if (has('author')) next.author = optionalText(m, 'author', file);
  if (has('source')) next.source = optionalText(m, 'source', file);
  if (has('difficulty')) next.difficulty = nullableInteger(m, 'difficulty', file);
  if (has('fileIo')) {
    const io = m.fileIo === null ? null : objectOf(m.fileIo, file, 'fileIo');
    next.fileIo = io === null ? null : { input: text(io, 'input', file), output: text(io, 'output', file) };
  }
  if (has('userExtraFiles')) next.userExtraFiles = textMap(m, 'userExtraFiles', file);
  if (has('judgeExtraFiles')) next.judgeExtraFiles = textMap(m, 'judgeExtraFiles', file);
  if (has('cases')) next.cases = items(m, 'cases', file).map((item) => caseOf(item, file, files, root));
  if (has('subtasks')) next.subtasks = items(m, 'subtasks', file).map((item) => subtaskOf(item, file));
  if (has('images')) next.images = items(m, 'images', file).map((item) => imageOf(item, file, files, root));
  if (has('solutions')) next.solutions = await Promise.all(items(m, 'solutions', file).map((item) => solutionOf(item, file, files, root)));
  return next;
}
