/**
 * Verdicts (spec 01 §3, `Verdict` of @oj/contracts) as ICPC judgement types. Penalty and solved
 * follow the board's ACM rule: rejected tries cost 20 minutes, a compile error or a platform
 * failure costs nothing, a partial accept is a wrong answer.
 */
import { Verdict } from '@oj/contracts';
import type { IcpcJudgementType } from '@oj/contracts';

export const JUDGEMENT_TYPES: readonly IcpcJudgementType[] = [
  { id: 'AC', name: 'Accepted', penalty: false, solved: true },
  { id: 'WA', name: 'Wrong Answer', penalty: true, solved: false },
  { id: 'PE', name: 'Presentation Error', penalty: true, solved: false },
  { id: 'TLE', name: 'Time Limit Exceeded', penalty: true, solved: false },
  { id: 'MLE', name: 'Memory Limit Exceeded', penalty: true, solved: false },
  { id: 'RTE', name: 'Run-Time Error', penalty: true, solved: false },
  { id: 'CE', name: 'Compile Error', penalty: false, solved: false },
  { id: 'JE', name: 'Judging Error', penalty: false, solved: false },
];

type JudgementTypeId = IcpcJudgementType['id'];

const BY_VERDICT: ReadonlyMap<number, JudgementTypeId> = new Map<number, JudgementTypeId>([
  [Verdict.Accepted, 'AC'],
  [Verdict.WrongAnswer, 'WA'],
  [Verdict.PartialAccepted, 'WA'],
  [Verdict.PresentationError, 'PE'],
  [Verdict.TimeLimitExceeded, 'TLE'],
  [Verdict.MemoryLimitExceeded, 'MLE'],
  [Verdict.RuntimeError, 'RTE'],
  [Verdict.CompileError, 'CE'],
  [Verdict.SystemError, 'JE'],
  [Verdict.SubmittedFailed, 'JE'],
  [Verdict.SubmittedUnknownResult, 'JE'],
]);

/** The judgement type of a final verdict; null while judging (pending, compiling, judging, submitting). */
export function judgementTypeOf(status: number): JudgementTypeId | null {
  return BY_VERDICT.get(status) ?? null;
}

/** Whether a submission has no judgement at all: cancelled ones are left out of the API. */
export function isCancelled(status: number): boolean {
  return status === Verdict.Cancelled || status === Verdict.NotSubmitted;
}
