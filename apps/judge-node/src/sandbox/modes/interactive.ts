/**
 * Interactive: the program talks to the job's interactor through two pipes. Only the interactor gets
 * the input (and the answer, when there is one), in the judge-only directory. The interactor follows
 * testlib (an output file for the judge, its exit code) or Kattis (the output validator, exit 42/43 and
 * a feedback directory); the job's checker protocol says which.
 */
import { JudgeMode } from '@oj/contracts';
import { interactiveVerdict, interactorCall } from '@oj/judge-core';
import { JobError } from '../job-error.ts';
import { JUDGE_DIR } from '../layout.ts';
import {
  feedbackEntries,
  feedbackReaders,
  judgeAnswer,
  judgeSideFiles,
  judgeSideProcess,
  judgeSideTexts,
  judgeSideVerdict,
  jobInteractor,
  jobProtocol,
  jobValidatorFlags,
} from './judge-side.ts';
import type { JudgeModeStrategy } from './strategy.ts';

/** Runs each case against the job's interactor. */
export const interactiveMode: JudgeModeStrategy = {
  mode: JudgeMode.Interactive,
  answerOptional: true,
  compareOnHost: null,
  judgeProgram: jobInteractor,
  planCase: (input) => {
    const { index, loaded, paths, limits, uids } = input;
    const protocol = jobProtocol(input.job);
    const answer = judgeAnswer(index, loaded);
    const call = interactorCall(protocol, judgeSideFiles(input, `${JUDGE_DIR}/${index}.in`, '', answer.path), jobValidatorFlags(input.job));
    if (!call) throw new JobError(`An interactor cannot follow the ${protocol} protocol`);
    const readers = feedbackReaders(uids, call, index, paths);
    return {
      programIo: {},
      runFiles: [],
      judgeFiles: [{ type: 'file', path: `${index}.in`, content: loaded.input }, ...answer.files, ...feedbackEntries(index, call)],
      outputPath: paths.stdout,
      interactor: judgeSideProcess(uids, call, index, {
        stderr: paths.interactorErr,
        cpuMs: limits.timeLimitMs * 2 + 1000,
        wallMs: limits.wallTimeLimitMs + 2000,
      }),
      ...(readers.length > 0 ? { feedbackReaders: readers } : {}),
    };
  },
  evaluate: ({ run, program, stderr, job, loaded, paths, message }) => {
    const texts = judgeSideTexts(message, paths, { stdout: null, stderr: paths.interactorErr });
    const interactor = judgeSideVerdict(run.interactor, jobProtocol(job), texts, loaded.spec.score);
    const verdict = interactiveVerdict(program, interactor);
    return { status: verdict.status, message: verdict.message || stderr, ratio: verdict.ratio };
  },
};
