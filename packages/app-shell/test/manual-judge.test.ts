import { describe, expect, it } from 'vitest';
import { canCancelJudge, canManualJudge, initialManualStatus, manualJudgeChoices, manualScoreNeeded } from '@oj/contracts';

describe('manual judging rules (spec 01 §4, spec 02 §4)', () => {
  it('does not offer -4, -2, 5, 6, 7, 9, -5, -10; shows -4 disabled', () => {
    const choices = manualJudgeChoices();
    const offered = choices.filter((choice) => !choice.disabled).map((choice) => choice.value);
    for (const code of [-4, -2, 5, 6, 7, 9, -5, -10]) expect(offered).not.toContain(code);
    expect(offered).toEqual([-3, -1, 0, 1, 2, 3, 4, 8, 10]);
    expect(choices.find((choice) => choice.value === -4)).toEqual({ value: -4, disabled: true });
  });

  it('is off while Judging, Compiling or CE; cancel is off once cancelled', () => {
    for (const code of [7, 6, -2]) expect(canManualJudge(code)).toBe(false);
    for (const code of [0, -1, 8, -4]) expect(canManualJudge(code)).toBe(true);
    expect(canCancelJudge(-4)).toBe(false);
    expect(canCancelJudge(7)).toBe(true);
  });

  it('asks for a score when a score exists or the submission is cancelled', () => {
    expect(manualScoreNeeded(null, 0)).toBe(false);
    expect(manualScoreNeeded(40, 8)).toBe(true);
    expect(manualScoreNeeded(null, -4)).toBe(true);
    expect(initialManualStatus(-1)).toBe(-1);
    expect(initialManualStatus(-4)).toBeUndefined();
  });
});
