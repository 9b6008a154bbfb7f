import { describe, expect, it } from 'vitest';
import { builtinCheckerIssue, normalizedBuiltinChecker, storedBuiltinChecker, storedBuiltinCheckerText } from '../src/checkers/index.ts';

describe('a saved built-in checker', () => {
  it.each([
    [{ kind: 'exact' }, null],
    [{ kind: 'tokens', caseSensitive: false }, null],
    [{ kind: 'float', absTolerance: 1e-6 }, null],
    [{ kind: 'float', absTolerance: 0, relTolerance: null }, null],
    [{ kind: 'yesno', absTolerance: null, relTolerance: null }, null],
    [{ kind: 'lines' }, 'kindUnknown'],
    [{ kind: 'float', absTolerance: -1 }, 'toleranceInvalid'],
    [{ kind: 'float', relTolerance: Number.POSITIVE_INFINITY }, 'toleranceInvalid'],
    [{ kind: 'float', relTolerance: Number.NaN }, 'toleranceInvalid'],
    [{ kind: 'tokens', absTolerance: 1e-6 }, 'toleranceNotFloat'],
    [{ kind: 'float' }, 'toleranceRequired'],
    [{ kind: 'float', absTolerance: null, relTolerance: null }, 'toleranceRequired'],
  ])('%j: %s', (input, issue) => {
    expect(builtinCheckerIssue(input)).toBe(issue);
  });

  it('is stored as JSON, null for the default, and read back leniently', () => {
    expect(storedBuiltinCheckerText({ kind: 'exact', caseSensitive: true })).toBeNull();
    const text = storedBuiltinCheckerText(normalizedBuiltinChecker({ kind: 'float', caseSensitive: false, absTolerance: 1e-6, relTolerance: null }));
    expect(text).toBe('{"kind":"float","caseSensitive":false,"absTolerance":0.000001}');
    expect(storedBuiltinChecker(text)).toEqual({ kind: 'float', caseSensitive: false, absTolerance: 1e-6 });
    expect(storedBuiltinChecker('{"kind":"yesno","caseSensitive":true}')).toEqual({ kind: 'yesno', caseSensitive: false });
    expect(storedBuiltinChecker('{"kind":"tokens"}')).toEqual({ kind: 'tokens', caseSensitive: true });
    for (const bad of [null, '', 'not json', '[]', '{"kind":"lines"}', '{"kind":"float"}']) {
      expect(storedBuiltinChecker(bad), String(bad)).toEqual({ kind: 'exact', caseSensitive: true });
    }
  });
});
