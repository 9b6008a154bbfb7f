/**
 * Special judge (spj): a testlib checker, run as the judge uid once every program has ended, reads the
 * input, the program's output and the answer, which only the judge-only directory holds.
 */
import { JudgeMode } from '@oj/contracts';
import { checkerArgv } from '@oj/judge-core';
import { JUDGE_PROGRAM_PATH } from '../layout.ts';
import { judgeSideSpec } from '../process-specs.ts';
import { judgeAnswer, judgeSideVerdict, jobChecker } from './judge-side.ts';
import { programFiles, verdictBeforeOutput } from './program-files.ts';
import type { JudgeModeStrategy } from './strategy.ts';

/** Judges each output with the job's checker. */
export const specialMode: JudgeModeStrategy = {
  mode: JudgeMode.Special,
  answerOptional: false,
  compareOnHost: null,
  judgeProgram: jobChecker,
  planCase: (input) => {
    const { index, loaded, paths, uids } = input;
    const files = programFiles(input);
    const answer = judgeAnswer(index, loaded);
    if (answer.path === null) return { ...files, judgeFiles: [] };
    const checker = judgeSideSpec(uids, [JUDGE_PROGRAM_PATH, ...checkerArgv(paths.input, files.outputPath, answer.path)], {
      stdout: paths.checkerOutput,
      stderr: paths.checkerOutput,
      outputBytes: 1 << 20,
    });
    return { ...files, judgeFiles: answer.files, checker };
  },
  evaluate: (outcome) => {
    const early = verdictBeforeOutput(outcome);
    if (early) return early;
    const { check, loaded, paths } = outcome;
    return judgeSideVerdict(check?.program, outcome.message(paths.checkerOutput), loaded.spec.score);
  },
};
