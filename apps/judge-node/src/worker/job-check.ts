/**
 * What a node accepts as a job: the contract's JudgeJobSchema, compiled once, plus the one rule a
 * schema of the shared type cannot say. A job that fails is never judged: the worker settles it as
 * System Error when it names its submission (job.ts).
 */
import { TypeCompiler } from '@sinclair/typebox/compiler';
import { JudgeJobSchema } from '@oj/contracts';
import type { JudgeJob } from '@oj/contracts';

const jobChecker = TypeCompiler.Compile(JudgeJobSchema);

/** The job, or the first way the payload breaks the contract ("/cases/0/score: Expected number"). */
export function checkJob(payload: unknown): { job: JudgeJob } | { problem: string } {
  if (!jobChecker.Check(payload)) {
    const error = jobChecker.Errors(payload).First();
    return { problem: error ? `${error.path || '/'}: ${error.message}` : 'not a judge job' };
  }
  // A test run carries its input instead of test data.
  if (payload.isTestJudge === true && payload.testInput === undefined) return { problem: '/testInput: a test-judge job needs its input' };
  return { job: payload };
}
