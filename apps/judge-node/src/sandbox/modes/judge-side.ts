/**
 * What the modes with a judge-side program share (special judge, interactive): the program compiled
 * from the job's checker source, the answer in the judge-only directory, and the reading of its exit.
 */
import { Verdict } from '@oj/contracts';
import type { JudgeCheckerSource, JudgeJob } from '@oj/contracts';
import { checkerExitToVerdict } from '@oj/judge-core';
import type { CheckerVerdict } from '@oj/judge-core';
import { JobError } from '../job-error.ts';
import { JUDGE_DIR } from '../layout.ts';
import type { ProcessResult } from '../runner-protocol.ts';
import type { TarEntry } from '../tar.ts';
import type { LoadedCase } from './strategy.ts';

/** The job's own checker or interactor source; a job of such a mode without one cannot be judged. */
export function jobChecker(job: JudgeJob): JudgeCheckerSource {
  if (!job.checker) throw new JobError(`Judge mode ${job.judgeMode} needs a checker`);
  return job.checker;
}

/** Case `index`'s answer in the judge-only directory: its container path (null without one) and its entry. */
export function judgeAnswer(index: number, loaded: LoadedCase): { path: string | null; files: TarEntry[] } {
  if (!loaded.answer) return { path: null, files: [] };
  return { path: `${JUDGE_DIR}/${index}.ans`, files: [{ type: 'file', path: `${index}.ans`, content: loaded.answer }] };
}

/** A checker's or interactor's run read as a verdict: one that did not run, start or finish in time is SE. */
export function judgeSideVerdict(result: ProcessResult | null | undefined, message: string, fullScore: number): CheckerVerdict {
  if (!result) return { status: Verdict.SystemError, ratio: 0, message: 'The checker did not run' };
  if (result.error) return { status: Verdict.SystemError, ratio: 0, message: `The checker could not start: ${result.error}` };
  if (result.cpuExceeded || result.wallExceeded) {
    return { status: Verdict.SystemError, ratio: 0, message: `The checker exceeded its time limit: ${message}` };
  }
  return checkerExitToVerdict(result.exitCode, message, fullScore);
}
