import type { JudgeChangeDto, SubmissionSummaryDto } from '@oj/contracts';

/** What a super admin did to a submission. */
export type JudgeChangeKind = 'rejudge' | 'manual' | 'cancel';

/** A row with the answer of a rejudge, manual judge or cancel judge applied, shown before any reload. */
export function withJudgeChange<T extends SubmissionSummaryDto>(row: T, change: JudgeChangeDto, kind: JudgeChangeKind): T {
  const { status, score, oiRankScore, time, memory, judger } = change;
  return { ...row, status, score, oiRankScore, time, memory, judger, isManual: kind !== 'rejudge' };
}
