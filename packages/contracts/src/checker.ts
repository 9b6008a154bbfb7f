/**
 * The built-in checkers (issue 24): how a problem in the default judge mode compares a program's output
 * with the answer when it carries no checker code of its own. The judge node applies one (judge-core);
 * the problem editor chooses one per problem; the package importers map a package's comparison onto one
 * (Kattis's validator_flags, a judge's "ignore case" or float settings).
 */

/** What a built-in checker compares. */
export const BuiltinCheckerKind = {
  /** Byte for byte, line by line (today's default, with the problem's removeEndBlank). */
  Exact: 'exact',
  /** Whitespace-separated tokens: any run of spaces, tabs and newlines counts as one separator. */
  Tokens: 'tokens',
  /** Tokens, where two that both read as numbers are equal within the tolerances. */
  Float: 'float',
  /** One token per answer that is "yes" or "no", compared ignoring case. */
  YesNo: 'yesno',
} as const;
export type BuiltinCheckerKindName = (typeof BuiltinCheckerKind)[keyof typeof BuiltinCheckerKind];

export interface BuiltinChecker {
  kind: BuiltinCheckerKindName;
  /** Letters must match in case (exact, tokens, float's non-numeric tokens). yesno ignores it. */
  caseSensitive: boolean;
  /** float: |output − answer| ≤ absTolerance is accepted. */
  absTolerance?: number;
  /** float: |output − answer| ≤ relTolerance × |answer| is accepted (either tolerance suffices). */
  relTolerance?: number;
}

/** What a problem without a chosen checker gets: today's exact comparison. */
export const DEFAULT_BUILTIN_CHECKER: BuiltinChecker = { kind: BuiltinCheckerKind.Exact, caseSensitive: true };
