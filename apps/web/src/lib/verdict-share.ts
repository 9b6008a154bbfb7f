import type { ProblemCountDto } from '@oj/contracts';
import { Verdict } from '@oj/contracts';
import type { VerdictCode } from '@oj/contracts';

/** One verdict's share of a problem's submissions. */
export interface VerdictShare {
  status: VerdictCode;
  count: number;
  /** Percent of all submissions, 0 when there are none. */
  percent: number;
}

const COUNTED: readonly [keyof Omit<ProblemCountDto, 'total'>, VerdictCode][] = [
  ['ac', Verdict.Accepted],
  ['wa', Verdict.WrongAnswer],
  ['tle', Verdict.TimeLimitExceeded],
  ['mle', Verdict.MemoryLimitExceeded],
  ['re', Verdict.RuntimeError],
  ['pe', Verdict.PresentationError],
  ['ce', Verdict.CompileError],
  ['pa', Verdict.PartialAccepted],
  ['se', Verdict.SystemError],
];

/** The verdict distribution of a problem (list row or detail counters), in a fixed order. */
export function verdictShares(counts: ProblemCountDto): VerdictShare[] {
  return COUNTED.map(([field, status]) => ({
    status,
    count: counts[field],
    percent: counts.total > 0 ? (counts[field] / counts.total) * 100 : 0,
  }));
}
