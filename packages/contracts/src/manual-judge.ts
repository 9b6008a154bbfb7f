// The super admin's judge actions on one submission (spec 01 §4, spec 02 §4): which verdicts the
// manual judge offers, when it and cancel judge are open, when the score field shows. Pure; the
// user app's submission lists and the back office's contest submissions share it.
import { MANUAL_JUDGE_BLOCKED_STATUSES, MANUAL_JUDGE_EXCLUDED_STATUSES } from './submission.ts';
import { VERDICT_INFO, Verdict } from './verdict.ts';

/** The verdicts of the manual judge form, in code order: every final one but -4, -2, 5, 6, 7, 9, -5, -10; Cancelled (-4) listed but disabled. */
export function manualJudgeChoices(): { value: number; disabled: boolean }[] {
  return Object.keys(VERDICT_INFO)
    .map(Number)
    .sort((a, b) => a - b)
    .filter((code) => code === Verdict.Cancelled || !MANUAL_JUDGE_EXCLUDED_STATUSES.includes(code))
    .map((code) => ({ value: code, disabled: code === Verdict.Cancelled }));
}

/** Manual judge is off while the submission is still moving or did not compile (Pending, Judging, Compiling, CE). */
export function canManualJudge(status: number): boolean {
  return !MANUAL_JUDGE_BLOCKED_STATUSES.includes(status);
}

/** Cancel judge is off once the submission is cancelled. */
export function canCancelJudge(status: number): boolean {
  return status !== Verdict.Cancelled;
}

/** A score is asked for when the submission has one, or is the cancelled one (the field shows then in contests and timed work). */
export function manualScoreNeeded(score: number | null, status: number): boolean {
  return score !== null || status === Verdict.Cancelled;
}

/** The verdict the form opens with: the current one when it may be picked, else none. */
export function initialManualStatus(status: number): number | undefined {
  return manualJudgeChoices().some((choice) => choice.value === status && !choice.disabled) ? status : undefined;
}
