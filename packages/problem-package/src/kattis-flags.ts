/**
 * Kattis `validator_flags` both ways: reading maps them with judge-core's `mapKattisFlags` (the one
 * home of that rule), a flag Kattis would refuse becoming the package's 400; writing gives the flags
 * that make Kattis's default validator compare as a built-in checker does.
 */
import { BuiltinCheckerKind, ProblemPackageMessage as M } from '@oj/contracts';
import type { BuiltinChecker } from '@oj/contracts';
import { KattisFlagsError, mapKattisFlags } from '@oj/judge-core';
import type { KattisFlagsMapping } from '@oj/judge-core';
import { PackageError } from './errors.ts';

/** The checker of `validator_flags` in `file`, with the notes of what it only approximates. */
export function checkerOfFlags(flags: readonly string[], file: string): KattisFlagsMapping {
  try {
    return mapKattisFlags(flags);
  } catch (error) {
    if (error instanceof KattisFlagsError) throw new PackageError(M.invalidField(file, 'validator_flags', error.message));
    throw error;
  }
}

/**
 * The inverse, for writing an ICPC package: the flags that make Kattis's default validator compare as
 * `checker` does. Yes/no has no Kattis flag; it is written as tokens ignoring case (the same on one token).
 */
export function kattisFlagsOf(checker: BuiltinChecker | null): string[] {
  if (checker === null) return ['case_sensitive', 'space_change_sensitive'];
  const flags = checker.caseSensitive && checker.kind !== BuiltinCheckerKind.YesNo ? ['case_sensitive'] : [];
  if (checker.kind === BuiltinCheckerKind.Exact) flags.push('space_change_sensitive');
  if (checker.kind === BuiltinCheckerKind.Float) {
    if (checker.absTolerance !== undefined) flags.push('float_absolute_tolerance', String(checker.absTolerance));
    if (checker.relTolerance !== undefined) flags.push('float_relative_tolerance', String(checker.relTolerance));
  }
  return flags;
}
