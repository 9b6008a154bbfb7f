/**
 * The default mode: the program's output is compared with the answer on the host, as it streams in
 * (judge-core's compareOutput). Answers never enter the container.
 */
import { JudgeMode } from '@oj/contracts';
import { compareOutput } from '@oj/judge-core';
import { programFiles, verdictBeforeOutput } from './program-files.ts';
import type { JudgeModeStrategy } from './strategy.ts';

/** Compares the output with the answer on the host. */
export const standardMode: JudgeModeStrategy = {
  mode: JudgeMode.Default,
  answerOptional: false,
  compareOnHost: (answer, output, job) => compareOutput(answer, output, job.removeEndBlank),
  judgeProgram: () => null,
  planCase: (input) => ({ ...programFiles(input), judgeFiles: [] }),
  evaluate: (outcome) => {
    const early = verdictBeforeOutput(outcome);
    if (early) return early;
    const answer = outcome.loaded.answer?.toString('utf8') ?? '';
    // Compared while it streamed in; no output at all is compared here.
    const comparison = outcome.output.comparison ?? compareOutput(answer, '', outcome.job.removeEndBlank);
    return { status: comparison, message: outcome.stderr };
  },
};
