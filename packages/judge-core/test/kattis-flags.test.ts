import { describe, expect, it } from 'vitest';
import { checkerFromKattisFlags, KattisFlagsError, mapKattisFlags } from '../src/checkers/index.ts';

describe('checkerFromKattisFlags', () => {
  it.each([
    [[], { kind: 'tokens', caseSensitive: false }],
    [['case_sensitive'], { kind: 'tokens', caseSensitive: true }],
    [['float_tolerance', '1e-6'], { kind: 'float', caseSensitive: false, absTolerance: 1e-6, relTolerance: 1e-6 }],
    [['float_absolute_tolerance 0.001'], { kind: 'float', caseSensitive: false, absTolerance: 0.001 }],
    [['float_relative_tolerance', '1e-4', 'case_sensitive'], { kind: 'float', caseSensitive: true, relTolerance: 1e-4 }],
    [['float_tolerance 1e-6 float_absolute_tolerance 0.5'], { kind: 'float', caseSensitive: false, absTolerance: 0.5, relTolerance: 1e-6 }],
    [['float_absolute_tolerance', '0.5', 'float_tolerance', '1e-6'], { kind: 'float', caseSensitive: false, absTolerance: 1e-6, relTolerance: 1e-6 }],
    [['float_tolerance', '0'], { kind: 'float', caseSensitive: false, absTolerance: 0, relTolerance: 0 }],
    [['float_tolerance', '1e-6', 'float_tolerance', '-1'], { kind: 'tokens', caseSensitive: false }],
    [['float_relative_tolerance', '-1', 'float_absolute_tolerance', '2'], { kind: 'float', caseSensitive: false, absTolerance: 2 }],
    [['space_change_sensitive'], { kind: 'exact', caseSensitive: false }],
    [['  case_sensitive   space_change_sensitive '], { kind: 'exact', caseSensitive: true }],
  ])('%j', (flags, checker) => {
    expect(checkerFromKattisFlags(flags)).toEqual(checker);
  });

  it('notes the combinations it can only approximate', () => {
    expect(mapKattisFlags(['case_sensitive']).approximations).toEqual([]);
    expect(mapKattisFlags(['space_change_sensitive']).approximations[0]).toMatch(/exact checker/);
    const floats = mapKattisFlags(['space_change_sensitive', 'float_tolerance', '1e-6']);
    expect(floats.checker.kind).toBe('float');
    expect(floats.approximations[0]).toMatch(/space_change_sensitive is dropped/);
  });

  it.each([[['float_tolerance']], [['float_tolerance', 'abc']], [['float_tolerance', 'inf']], [['float_tolerance', '1e999']], [['ignore_case']]])(
    'refuses %j as Kattis does',
    (flags) => {
      expect(() => checkerFromKattisFlags(flags)).toThrow(KattisFlagsError);
    },
  );
});
