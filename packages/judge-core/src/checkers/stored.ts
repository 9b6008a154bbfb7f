/**
 * A problem's built-in checker as the problem row stores it (`problem.builtinChecker`, JSON; null is
 * exact, the default) and the rules a saved one must meet.
 */
import { BuiltinCheckerKind, DEFAULT_BUILTIN_CHECKER } from '@oj/contracts';
import type { BuiltinChecker, BuiltinCheckerKindName } from '@oj/contracts';

const KINDS: readonly string[] = Object.values(BuiltinCheckerKind);

/** A checker as a client sends it, before it is checked: any kind, tolerances anything (null or absent: unset). */
export interface BuiltinCheckerInput {
  kind: string;
  caseSensitive?: boolean;
  absTolerance?: unknown;
  relTolerance?: unknown;
}

/** Why a checker cannot be saved (the gateway's AdminProblemMessage names each). */
export type BuiltinCheckerIssue = 'kindUnknown' | 'toleranceInvalid' | 'toleranceNotFloat' | 'toleranceRequired';

function isKind(kind: string): kind is BuiltinCheckerKindName {
  return KINDS.includes(kind);
}

/**
 * The first rule `input` breaks, or null: a known kind; tolerances only on float, each a finite
 * number ≥ 0; float with at least one of them.
 */
export function builtinCheckerIssue(input: BuiltinCheckerInput): BuiltinCheckerIssue | null {
  if (!isKind(input.kind)) return 'kindUnknown';
  const tolerances = [input.absTolerance, input.relTolerance].filter((value) => value !== undefined && value !== null);
  if (tolerances.some((value) => typeof value !== 'number' || !Number.isFinite(value) || value < 0)) return 'toleranceInvalid';
  if (input.kind !== BuiltinCheckerKind.Float) return tolerances.length > 0 ? 'toleranceNotFloat' : null;
  return tolerances.length === 0 ? 'toleranceRequired' : null;
}

/**
 * The checker in its one stored form: caseSensitive defaults to true (false for yesno, which ignores
 * case), tolerances only on float. `input` must have passed builtinCheckerIssue.
 */
export function normalizedBuiltinChecker(input: BuiltinCheckerInput): BuiltinChecker {
  const kind = isKind(input.kind) ? input.kind : BuiltinCheckerKind.Exact;
  const checker: BuiltinChecker = { kind, caseSensitive: kind === BuiltinCheckerKind.YesNo ? false : (input.caseSensitive ?? true) };
  if (kind !== BuiltinCheckerKind.Float) return checker;
  if (typeof input.absTolerance === 'number') checker.absTolerance = input.absTolerance;
  if (typeof input.relTolerance === 'number') checker.relTolerance = input.relTolerance;
  return checker;
}

/** True for the default (exact, case-sensitive): what a job without a checker does. */
export function isDefaultBuiltinChecker(checker: BuiltinChecker): boolean {
  return checker.kind === DEFAULT_BUILTIN_CHECKER.kind && checker.caseSensitive === DEFAULT_BUILTIN_CHECKER.caseSensitive;
}

/** The column's text for a checker: null for the default. */
export function storedBuiltinCheckerText(checker: BuiltinChecker): string | null {
  return isDefaultBuiltinChecker(checker) ? null : JSON.stringify(normalizedBuiltinChecker(checker));
}

/** The checker a stored column holds: the default for null, or for a text that is not a valid checker. */
export function storedBuiltinChecker(text: string | null): BuiltinChecker {
  if (text === null || text.trim() === '') return { ...DEFAULT_BUILTIN_CHECKER };
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return { ...DEFAULT_BUILTIN_CHECKER };
    const input = parsed as Partial<BuiltinCheckerInput>;
    if (typeof input.kind !== 'string') return { ...DEFAULT_BUILTIN_CHECKER };
    const candidate: BuiltinCheckerInput = {
      kind: input.kind,
      ...(typeof input.caseSensitive === 'boolean' ? { caseSensitive: input.caseSensitive } : {}),
      ...(input.absTolerance === undefined ? {} : { absTolerance: input.absTolerance }),
      ...(input.relTolerance === undefined ? {} : { relTolerance: input.relTolerance }),
    };
    return builtinCheckerIssue(candidate) === null ? normalizedBuiltinChecker(candidate) : { ...DEFAULT_BUILTIN_CHECKER };
  } catch {
    return { ...DEFAULT_BUILTIN_CHECKER };
  }
}
