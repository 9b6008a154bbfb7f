// The built-in checker in the problem editor (issue 24): five choices over @oj/contracts'
// BuiltinChecker, tolerances kept as typed text (so "1e-6" stays as written) until the save.
import type { AdminProblemDto, BuiltinChecker, BuiltinCheckerInputDto } from '@oj/contracts';

/** The editor's choices; "tokens ignoring case" is the tokens kind without caseSensitive. */
export type CheckerChoice = 'exact' | 'tokens' | 'tokensIgnoreCase' | 'float' | 'yesno';
export const CHECKER_CHOICES: readonly CheckerChoice[] = ['exact', 'tokens', 'tokensIgnoreCase', 'float', 'yesno'];

/** The checker as the editor holds it. */
export interface CheckerFormState {
  kind: BuiltinChecker['kind'];
  caseSensitive: boolean;
  absTolerance: string;
  relTolerance: string;
}

/** Kattis's and testlib's usual tolerance, offered when float is first chosen. */
const DEFAULT_TOLERANCE = '1e-6';
const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;

/** A new problem's checker: exact. */
export function newCheckerForm(): CheckerFormState {
  return { kind: 'exact', caseSensitive: true, absTolerance: '', relTolerance: '' };
}

/** The form of a stored checker. */
export function checkerFormOf(checker: AdminProblemDto['builtinChecker'] | undefined): CheckerFormState {
  if (!checker) return newCheckerForm();
  return {
    kind: checker.kind,
    caseSensitive: checker.caseSensitive,
    absTolerance: checker.absTolerance === undefined ? '' : String(checker.absTolerance),
    relTolerance: checker.relTolerance === undefined ? '' : String(checker.relTolerance),
  };
}

/** The choice the select shows. */
export function checkerChoice(checker: CheckerFormState): CheckerChoice {
  if (checker.kind === 'tokens') return checker.caseSensitive ? 'tokens' : 'tokensIgnoreCase';
  return checker.kind;
}

/** The checker after a choice: tokens ignoring case and yes/no ignore case, float keeps it and gets default tolerances. */
export function chooseChecker(checker: CheckerFormState, choice: CheckerChoice): CheckerFormState {
  switch (choice) {
    case 'tokensIgnoreCase':
      return { ...checker, kind: 'tokens', caseSensitive: false };
    case 'yesno':
      return { ...checker, kind: 'yesno', caseSensitive: false };
    case 'float': {
      const untouched = checker.absTolerance.trim() === '' && checker.relTolerance.trim() === '';
      return { ...checker, kind: 'float', ...(untouched ? { absTolerance: DEFAULT_TOLERANCE, relTolerance: DEFAULT_TOLERANCE } : {}) };
    }
    default:
      return { ...checker, kind: choice, caseSensitive: true };
  }
}

/** A tolerance's value: null when empty, NaN when it is no finite number ≥ 0. */
export function toleranceValue(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const value = DECIMAL.test(trimmed) ? Number(trimmed) : Number.NaN;
  return Number.isFinite(value) && value >= 0 ? value : Number.NaN;
}

/** What is wrong with the float tolerances, or null. */
export function checkerIssue(checker: CheckerFormState): 'checkerToleranceInvalid' | 'checkerToleranceRequired' | null {
  if (checker.kind !== 'float') return null;
  const values = [toleranceValue(checker.absTolerance), toleranceValue(checker.relTolerance)];
  if (values.some((value) => value !== null && Number.isNaN(value))) return 'checkerToleranceInvalid';
  return values.every((value) => value === null) ? 'checkerToleranceRequired' : null;
}

/** The checker of a save: tolerances only for float. */
export function checkerPayload(checker: CheckerFormState): BuiltinCheckerInputDto {
  if (checker.kind !== 'float') return { kind: checker.kind, caseSensitive: checker.caseSensitive };
  return {
    kind: 'float',
    caseSensitive: checker.caseSensitive,
    absTolerance: toleranceValue(checker.absTolerance),
    relTolerance: toleranceValue(checker.relTolerance),
  };
}
