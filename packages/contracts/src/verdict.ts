/** Verdict codes of spec 01 §3: one table of codes, names and short names. */
export const Verdict = {
  NotSubmitted: -10,
  SubmittedUnknownResult: -5,
  Cancelled: -4,
  PresentationError: -3,
  CompileError: -2,
  WrongAnswer: -1,
  Accepted: 0,
  TimeLimitExceeded: 1,
  MemoryLimitExceeded: 2,
  RuntimeError: 3,
  SystemError: 4,
  Pending: 5,
  Compiling: 6,
  Judging: 7,
  PartialAccepted: 8,
  Submitting: 9,
  SubmittedFailed: 10,
} as const;

export type VerdictCode = (typeof Verdict)[keyof typeof Verdict];

/** Display names and short names, keyed by code. */
export const VERDICT_INFO: Readonly<Record<VerdictCode, { name: string; short: string }>> = {
  [-10]: { name: 'Not Submitted', short: 'NS' },
  [-5]: { name: 'Submitted Unknown Result', short: 'SNR' },
  [-4]: { name: 'Cancelled', short: 'CA' },
  [-3]: { name: 'Presentation Error', short: 'PE' },
  [-2]: { name: 'Compile Error', short: 'CE' },
  [-1]: { name: 'Wrong Answer', short: 'WA' },
  0: { name: 'Accepted', short: 'AC' },
  1: { name: 'Time Limit Exceeded', short: 'TLE' },
  2: { name: 'Memory Limit Exceeded', short: 'MLE' },
  3: { name: 'Runtime Error', short: 'RE' },
  4: { name: 'System Error', short: 'SE' },
  5: { name: 'Pending', short: 'PD' },
  6: { name: 'Compiling', short: 'CP' },
  7: { name: 'Judging', short: 'JG' },
  8: { name: 'Partial Accepted', short: 'PAC' },
  9: { name: 'Submitting', short: 'SM' },
  10: { name: 'Submitted Failed', short: 'SF' },
};

/** Statuses that are still moving: the client re-polls these (spec 01 §4). */
export const IN_PROGRESS_VERDICTS: readonly VerdictCode[] = [Verdict.Pending, Verdict.Compiling, Verdict.Judging];

export function isVerdictCode(value: unknown): value is VerdictCode {
  return typeof value === 'number' && Object.hasOwn(VERDICT_INFO, value);
}

export function isInProgress(code: VerdictCode): boolean {
  return IN_PROGRESS_VERDICTS.includes(code);
}

export const JudgeCaseMode = {
  Default: 'default',
  SubtaskLowest: 'subtask_lowest',
  SubtaskAverage: 'subtask_average',
  ErgodicWithoutError: 'ergodic_without_error',
} as const;
export type JudgeCaseModeName = (typeof JudgeCaseMode)[keyof typeof JudgeCaseMode];

export const JudgeMode = { Default: 'default', Special: 'spj', Interactive: 'interactive' } as const;
export type JudgeModeName = (typeof JudgeMode)[keyof typeof JudgeMode];

/** Problem type: 0 ACM, 1 OI, 2 hides limits and the test-judge button. */
export const ProblemType = { Acm: 0, Oi: 1, Hidden: 2 } as const;
export type ProblemTypeCode = (typeof ProblemType)[keyof typeof ProblemType];

/** Problem auth: 1 public, 2 private, 3 contest. */
export const ProblemAuth = { Public: 1, Private: 2, Contest: 3 } as const;
export type ProblemAuthCode = (typeof ProblemAuth)[keyof typeof ProblemAuth];
