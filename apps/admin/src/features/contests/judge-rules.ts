// Manual judging of contest submissions (spec 02 §4): which statuses a super admin may pick, when
// the score field shows, when the actions are off. Pure.
import { MANUAL_JUDGE_BLOCKED_STATUSES, MANUAL_JUDGE_EXCLUDED_STATUSES, VERDICT_INFO, Verdict } from '@oj/contracts';

/** The statuses of the manual judge form: every final verdict but -4, -2, 5, 6, 7, 9, -5, -10; Cancelled (-4) listed but disabled. */
export function manualJudgeChoices(): { value: number; disabled: boolean }[] {
  return Object.keys(VERDICT_INFO)
    .map(Number)
    .sort((a, b) => a - b)
    .filter((code) => code === Verdict.Cancelled || !MANUAL_JUDGE_EXCLUDED_STATUSES.includes(code))
    .map((code) => ({ value: code, disabled: code === Verdict.Cancelled }));
}

/**
 * Manual judge is off while the submission is still moving or did not compile (Judging, Compiling,
 * CE; Pending too, as the server refuses it: contracts MANUAL_JUDGE_BLOCKED_STATUSES).
 */
export function canManualJudge(status: number): boolean {
  return !MANUAL_JUDGE_BLOCKED_STATUSES.includes(status);
}

/** Cancel judge is off once the submission is cancelled. */
export function canCancelJudge(status: number): boolean {
  return status !== Verdict.Cancelled;
}

/** The score field shows when the submission has a score, or is the cancelled one. */
export function showsScoreField(score: number | null, status: number): boolean {
  return score !== null || status === Verdict.Cancelled;
}

/** The status the form opens with: the current one when it may be picked, else none. */
export function initialManualStatus(status: number): number | undefined {
  return manualJudgeChoices().some((choice) => choice.value === status && !choice.disabled) ? status : undefined;
}
