// Support for tests and benchmarks (import from '@oj/judge-queue/testing'; never from production
// code, where jobs are built from the stored problem).
import type { JudgeJob } from '@oj/contracts';

/** The fields a sample job must be given; every other field may be overridden. */
export type SampleJobFields = Pick<JudgeJob, 'submitId' | 'problemId' | 'dataVersion' | 'language' | 'code' | 'cases'> & Partial<JudgeJob>;

/** A default-mode ACM job with the usual limits (1 s, 256 MB, 128 MB stack), built now. */
export function sampleJudgeJob(fields: SampleJobFields): JudgeJob {
  return {
    type: 'acm',
    judgeMode: 'default',
    judgeCaseMode: 'default',
    timeLimitMs: 1000,
    memoryLimitMb: 256,
    stackLimitMb: 128,
    removeEndBlank: true,
    isFileIO: false,
    ioReadFileName: null,
    ioWriteFileName: null,
    userExtraFiles: {},
    judgeExtraFiles: {},
    enqueuedAt: new Date().toISOString(),
    ...fields,
  };
}
