/**
 * Special judge (spj): the job's checker, run as the judge uid once every program has ended, reads the
 * input, the program's output and the answer, which only the judge-only directory holds. How it is called
 * and how its exit reads depend on the job's checker protocol (testlib unless it names another).
 */
import { JudgeMode } from '@oj/contracts';
import { checkerCall } from '@oj/judge-core';
import {
  feedbackEntries,
  feedbackReaders,
  judgeAnswer,
  judgeSideFiles,
  judgeSideProcess,
  judgeSideTexts,
  judgeSideVerdict,
  jobChecker,
  jobProtocol,
  jobValidatorFlags,
} from './judge-side.ts';
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
    const call = checkerCall(jobProtocol(input.job), judgeSideFiles(input, paths.input, files.outputPath, answer.path), jobValidatorFlags(input.job));
    const checker = judgeSideProcess(uids, call, index, {
      stdout: paths.checkerOutput,
      stderr: call.separateStderr ? paths.checkerErr : paths.checkerOutput,
      outputBytes: 1 << 20,
    });
    const readers = feedbackReaders(uids, call, index, paths);
    return { ...files, judgeFiles: [...answer.files, ...feedbackEntries(index, call)], checker, ...(readers.length > 0 ? { feedbackReaders: readers } : {}) };
  },
  evaluate: (outcome) => {
    const early = verdictBeforeOutput(outcome);
    if (early) return early;
    const { check, job, loaded, paths } = outcome;
    const texts = judgeSideTexts(outcome.message, paths, { stdout: paths.checkerOutput, stderr: paths.checkerErr });
    return judgeSideVerdict(check?.program, jobProtocol(job), texts, loaded.spec.score);
  },
};
