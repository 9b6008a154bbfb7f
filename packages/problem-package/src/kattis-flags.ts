/**
 * LOCAL ADAPTER, TO BE REPLACED ON MERGE by judge-core's `checkerFromKattisFlags(flags): BuiltinChecker`
 * (issue 24, written in packages/judge-core at the same time). Readers take the mapping as an injected
 * function (`ReadOptions.kattisFlags`); this is only the fallback until judge-core has it. It covers the
 * flags of the Kattis default validator without judging edge cases: judge-core's is the reference.
 */
import { BuiltinCheckerKind } from '@oj/contracts';
import type { BuiltinChecker } from '@oj/contracts';

/** Kattis `validator_flags` (already split on spaces) → a built-in checker. */
export type KattisFlagsMapper = (flags: string[]) => BuiltinChecker;

export const localCheckerFromKattisFlags: KattisFlagsMapper = (flags) => {
  const valueAfter = (flag: string): number | undefined => {
    const index = flags.indexOf(flag);
    const value = index < 0 ? Number.NaN : Number(flags[index + 1]);
    return Number.isFinite(value) ? value : undefined;
  };
  const caseSensitive = flags.includes('case_sensitive');
  const both = valueAfter('float_tolerance');
  const absTolerance = valueAfter('float_absolute_tolerance') ?? both;
  const relTolerance = valueAfter('float_relative_tolerance') ?? both;
  if (absTolerance !== undefined || relTolerance !== undefined) {
    return {
      kind: BuiltinCheckerKind.Float,
      caseSensitive,
      ...(absTolerance === undefined ? {} : { absTolerance }),
      ...(relTolerance === undefined ? {} : { relTolerance }),
    };
  }
  if (flags.includes('space_change_sensitive')) return { kind: BuiltinCheckerKind.Exact, caseSensitive };
  return { kind: BuiltinCheckerKind.Tokens, caseSensitive };
};

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
