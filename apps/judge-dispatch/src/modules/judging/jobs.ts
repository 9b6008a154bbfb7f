import { CheckerProtocol, JudgeCaseMode, JudgeMode, ProblemType, splitValidatorFlags } from '@oj/contracts';
import type { BuiltinChecker, CheckerProtocolName, JudgeCaseSpec, JudgeCheckerSource, JudgeJob } from '@oj/contracts';
import type { ProblemCaseRow, ProblemRow } from '@oj/db';
import { isDefaultBuiltinChecker, storedBuiltinChecker } from '@oj/judge-core';

/** The problem fields a judge job is built from. */
export type JudgedProblem = Pick<
  ProblemRow,
  | 'id'
  | 'type'
  | 'judgeMode'
  | 'judgeCaseMode'
  | 'timeLimit'
  | 'memoryLimit'
  | 'stackLimit'
  | 'isRemoveEndBlank'
  | 'builtinChecker'
  | 'checkerProtocol'
  | 'validatorFlags'
  | 'isFileIO'
  | 'ioReadFileName'
  | 'ioWriteFileName'
  | 'spjCode'
  | 'spjLanguage'
  | 'userExtraFile'
  | 'judgeExtraFile'
  | 'caseVersion'
>;

/** Columns to select for `JudgedProblem`. */
export const JUDGED_PROBLEM_COLUMNS: readonly (keyof JudgedProblem)[] = [
  'id',
  'type',
  'judgeMode',
  'judgeCaseMode',
  'timeLimit',
  'memoryLimit',
  'stackLimit',
  'isRemoveEndBlank',
  'builtinChecker',
  'checkerProtocol',
  'validatorFlags',
  'isFileIO',
  'ioReadFileName',
  'ioWriteFileName',
  'spjCode',
  'spjLanguage',
  'userExtraFile',
  'judgeExtraFile',
  'caseVersion',
];

/** Extra files are stored as a JSON object of name → content; anything else counts as none. */
export function parseExtraFiles(json: string | null): Record<string, string> {
  if (json === null || json.trim() === '') return {};
  try {
    const parsed: unknown = JSON.parse(json);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  } catch {
    return {};
  }
}

function isSubtaskMode(mode: string): boolean {
  return mode === JudgeCaseMode.SubtaskLowest || mode === JudgeCaseMode.SubtaskAverage;
}

function checkerOf(problem: JudgedProblem): JudgeCheckerSource | undefined {
  if (problem.judgeMode === JudgeMode.Default || !problem.spjCode || !problem.spjLanguage) return undefined;
  return { language: problem.spjLanguage, code: problem.spjCode };
}

/**
 * The built-in checker of a default-mode problem; undefined for exact (the default), so that a job
 * of a problem that never chose one is the job of before, which any node judges the same.
 */
function builtinCheckerOf(problem: JudgedProblem): BuiltinChecker | undefined {
  if (problem.judgeMode !== JudgeMode.Default) return undefined;
  const checker = storedBuiltinChecker(problem.builtinChecker);
  return isDefaultBuiltinChecker(checker) ? undefined : checker;
}

/**
 * The protocol of the problem's checker or interactor; undefined for testlib, so that the job of a
 * problem that never named another is the job of before. A value the row should never hold is sent as
 * it is: the node refuses the job (System Error) rather than judge it by the wrong rules.
 */
function checkerProtocolOf(problem: JudgedProblem, checker: JudgeCheckerSource | undefined): CheckerProtocolName | undefined {
  if (!checker || problem.checkerProtocol === CheckerProtocol.Testlib) return undefined;
  return problem.checkerProtocol as CheckerProtocolName;
}

/**
 * The Kattis validator's extra arguments; none for another protocol (the admin save refuses flags there,
 * so a row holding some anyway is not judged by them) and none when the problem has none.
 */
function validatorFlagsOf(problem: JudgedProblem, protocol: CheckerProtocolName | undefined): string[] | undefined {
  if (protocol !== CheckerProtocol.Kattis) return undefined;
  const flags = splitValidatorFlags(problem.validatorFlags);
  return flags.length > 0 ? flags : undefined;
}

/** The parts of a job that come from the problem alone. */
function problemPart(problem: JudgedProblem): Omit<JudgeJob, 'submitId' | 'language' | 'code' | 'cases' | 'enqueuedAt'> {
  const checker = checkerOf(problem);
  const builtinChecker = builtinCheckerOf(problem);
  const checkerProtocol = checkerProtocolOf(problem, checker);
  const validatorFlags = validatorFlagsOf(problem, checkerProtocol);
  return {
    problemId: problem.id,
    dataVersion: problem.caseVersion,
    type: problem.type === ProblemType.Oi ? 'oi' : 'acm',
    judgeMode: problem.judgeMode,
    judgeCaseMode: problem.judgeCaseMode,
    timeLimitMs: problem.timeLimit,
    memoryLimitMb: problem.memoryLimit,
    stackLimitMb: problem.stackLimit,
    removeEndBlank: problem.isRemoveEndBlank,
    ...(builtinChecker ? { builtinChecker } : {}),
    isFileIO: problem.isFileIO,
    ioReadFileName: problem.isFileIO ? problem.ioReadFileName : null,
    ioWriteFileName: problem.isFileIO ? problem.ioWriteFileName : null,
    ...(checker ? { checker } : {}),
    ...(checkerProtocol ? { checkerProtocol } : {}),
    ...(validatorFlags ? { validatorFlags } : {}),
    userExtraFiles: parseExtraFiles(problem.userExtraFile),
    judgeExtraFiles: parseExtraFiles(problem.judgeExtraFile),
  };
}

/** The judge job of a submission: the problem's settings and its cases in use, in id order. */
export function judgeJobOf(
  submission: { submitId: number; language: string; code: string },
  problem: JudgedProblem,
  cases: readonly Pick<ProblemCaseRow, 'id' | 'input' | 'output' | 'score' | 'groupNum'>[],
  resultToken: string,
): JudgeJob {
  const subtasks = isSubtaskMode(problem.judgeCaseMode);
  const specs: JudgeCaseSpec[] = [...cases]
    .sort((a, b) => a.id - b.id)
    .map((item) => ({
      caseId: item.id,
      inputName: item.input,
      outputName: item.output,
      score: problem.type === ProblemType.Oi ? item.score : 0,
      groupNum: subtasks ? item.groupNum : null,
    }));
  return {
    submitId: submission.submitId,
    language: submission.language,
    code: submission.code,
    ...problemPart(problem),
    cases: specs,
    enqueuedAt: new Date().toISOString(),
    resultToken,
  };
}

/**
 * A test-judge job: one case made of the user's input, compared with the expected output when one
 * is given. Its result token's hash is kept in the run's KV record. Its submitId is negative, so its result can never be mistaken for a submission's.
 */
export function testJudgeJobOf(
  testId: number,
  problem: JudgedProblem,
  run: { language: string; code: string; input: string; expectedOutput: string | null },
  resultToken: string,
): JudgeJob {
  return {
    submitId: -testId,
    language: run.language,
    code: run.code,
    ...problemPart(problem),
    type: 'acm',
    judgeCaseMode: JudgeCaseMode.Default,
    cases: [{ caseId: 1, inputName: 'test.in', outputName: 'test.out', score: 0, groupNum: null }],
    isTestJudge: true,
    testInput: run.input,
    expectedOutput: run.expectedOutput,
    enqueuedAt: new Date().toISOString(),
    resultToken,
  };
}
