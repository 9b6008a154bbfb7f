import { MANUAL_JUDGE_BLOCKED_STATUSES, MANUAL_JUDGE_EXCLUDED_STATUSES, VERDICT_INFO, Verdict } from '@oj/contracts';
import type { JudgeChangeDto, SubmissionSummaryDto } from '@oj/contracts';

/** What a super admin did to a submission. */
export type JudgeChangeKind = 'rejudge' | 'manual' | 'cancel';

/** A row with the answer of a rejudge, manual judge or cancel judge applied, shown before any reload. */
export function withJudgeChange<T extends SubmissionSummaryDto>(row: T, change: JudgeChangeDto, kind: JudgeChangeKind): T {
  const { status, score, oiRankScore, time, memory, judger } = change;
  return { ...row, status, score, oiRankScore, time, memory, judger, isManual: kind !== 'rejudge' };
}

/** Manual judge is refused while the submission is still moving or did not compile (spec 01 §4). */
export function canModifyVerdict(status: number): boolean {
  return !MANUAL_JUDGE_BLOCKED_STATUSES.includes(status);
}

/** Cancel judge is refused once the submission is cancelled. */
export function canCancelJudge(status: number): boolean {
  return status !== Verdict.Cancelled;
}

/** The choices of the manual judge form: every final verdict, Cancelled listed but disabled (spec 01 §4). */
export function manualVerdictChoices(): { value: number; disabled: boolean }[] {
  return Object.keys(VERDICT_INFO)
    .map(Number)
    .sort((a, b) => a - b)
    .filter((code) => code === Verdict.Cancelled || !MANUAL_JUDGE_EXCLUDED_STATUSES.includes(code))
    .map((code) => ({ value: code, disabled: code === Verdict.Cancelled }));
}
