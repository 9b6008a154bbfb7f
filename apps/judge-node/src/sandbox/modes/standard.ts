/**
 * The default mode: the program's output is compared with the answer on the host, as it streams in,
 * by the job's built-in checker (judge-core's checkOutput; none is exact, compareOutput as before).
 * Answers never enter the container.
 */
import { JudgeMode } from '@oj/contracts';
import type { JudgeJob } from '@oj/contracts';
import { checkOutput } from '@oj/judge-core';
import type { OutputCheck } from '@oj/judge-core';
import { programFiles, verdictBeforeOutput } from './program-files.ts';
import type { JudgeModeStrategy } from './strategy.ts';

function compare(answer: string, output: string, job: JudgeJob): OutputCheck {
  return checkOutput(job.builtinChecker, answer, output, job.removeEndBlank);
}

/** The checker's message, then the program's stderr (each when there is one). */
function caseMessage(check: string, stderr: string): string {
  return check && stderr ? `${check}\n${stderr}` : check || stderr;
}

/** Compares the output with the answer on the host. */
export const standardMode: JudgeModeStrategy = {
  mode: JudgeMode.Default,
  answerOptional: false,
  compareOnHost: compare,
  judgeProgram: () => null,
  planCase: (input) => ({ ...programFiles(input), judgeFiles: [] }),
  evaluate: (outcome) => {
    const early = verdictBeforeOutput(outcome);
    if (early) return early;
    const answer = outcome.loaded.answer?.toString('utf8') ?? '';
    // Compared while it streamed in; no output at all is compared here.
    const comparison = outcome.output.comparison ?? compare(answer, '', outcome.job);
    return { status: comparison.status, message: caseMessage(comparison.message, outcome.stderr) };
  },
};
