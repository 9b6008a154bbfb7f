import { JudgeCaseMode, JudgeMode, ProblemType } from '@oj/contracts';
import type { ProblemModel, Statement } from './model.ts';

/** This site's defaults for a new problem (the problem row's column defaults). */
export const DEFAULT_TIME_LIMIT_MS = 1000;
export const DEFAULT_MEMORY_LIMIT_MB = 256;

/** A statement with only a title. */
export function emptyStatement(title: string, language = 'und', format: Statement['format'] = 'markdown'): Statement {
  return { language, format, title, description: '', input: '', output: '', hint: '' };
}

/** A problem with this site's defaults, for a reader to fill in. */
export function newProblem(title: string): ProblemModel {
  return {
    displayId: null,
    title,
    statements: [emptyStatement(title)],
    examples: [],
    type: ProblemType.Acm,
    timeLimitMs: DEFAULT_TIME_LIMIT_MS,
    memoryLimitMb: DEFAULT_MEMORY_LIMIT_MB,
    stackLimitMb: null,
    judgeMode: JudgeMode.Default,
    judgeCaseMode: JudgeCaseMode.Default,
    checker: null,
    program: null,
    removeEndBlank: true,
    openCaseResult: true,
    codeShare: true,
    tags: [],
    languages: [],
    codeTemplates: [],
    author: null,
    source: null,
    difficulty: null,
    fileIo: null,
    userExtraFiles: {},
    judgeExtraFiles: {},
    cases: [],
    subtasks: [],
    images: [],
    solutions: [],
    notes: [],
  };
}
