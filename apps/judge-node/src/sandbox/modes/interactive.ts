/**
 * Interactive: the program talks to the job's interactor through two pipes. Only the interactor gets
 * the input (and the answer, when there is one), in the judge-only directory.
 */
import { JudgeMode } from '@oj/contracts';
import { interactiveVerdict, interactorArgv } from '@oj/judge-core';
import { JUDGE_DIR, JUDGE_PROGRAM_PATH } from '../layout.ts';
import { judgeSideSpec } from '../process-specs.ts';
import { judgeAnswer, judgeSideVerdict, jobChecker } from './judge-side.ts';
import type { JudgeModeStrategy } from './strategy.ts';

/** Runs each case against the job's interactor. */
export const interactiveMode: JudgeModeStrategy = {
  mode: JudgeMode.Interactive,
  answerOptional: true,
  compareOnHost: null,
  judgeProgram: jobChecker,
  planCase: ({ index, loaded, paths, limits, uids }) => {
    const answer = judgeAnswer(index, loaded);
    const argv = interactorArgv(`${JUDGE_DIR}/${index}.in`, `${JUDGE_DIR}/${index}.tout`, answer.path);
    return {
      programIo: {},
      runFiles: [],
      judgeFiles: [{ type: 'file', path: `${index}.in`, content: loaded.input }, ...answer.files],
      outputPath: paths.stdout,
      interactor: judgeSideSpec(uids, [JUDGE_PROGRAM_PATH, ...argv], {
        stderr: paths.interactorErr,
        cpuMs: limits.timeLimitMs * 2 + 1000,
        wallMs: limits.wallTimeLimitMs + 2000,
      }),
    };
  },
  evaluate: ({ run, program, stderr, loaded, paths, message }) => {
    const interactor = judgeSideVerdict(run.interactor, message(paths.interactorErr), loaded.spec.score);
    const verdict = interactiveVerdict(program, interactor);
    return { status: verdict.status, message: verdict.message || stderr, ratio: verdict.ratio };
  },
};
