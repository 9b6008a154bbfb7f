/**
 * Kattis's `validator_flags` for its default output validator (problem.yaml), mapped onto a built-in
 * checker, for the package importers. Kattis's validator is case-insensitive and ignores how
 * whitespace runs unless told otherwise:
 *
 * | flags                                   | checker                                                |
 * | --------------------------------------- | ------------------------------------------------------ |
 * | (none)                                  | tokens, caseSensitive false                            |
 * | case_sensitive                          | tokens, caseSensitive true                             |
 * | float_tolerance x                       | float, absTolerance x and relTolerance x               |
 * | float_absolute_tolerance x              | float, absTolerance x (relTolerance likewise)          |
 * | space_change_sensitive                  | exact (approximate, see `approximations`)              |
 *
 * Flags apply in order, a later one overriding (as in Kattis); a negative tolerance unsets it, as
 * Kattis's -1 "unset" does, and float applies only while one tolerance is set.
 */
import { BuiltinCheckerKind } from '@oj/contracts';
import type { BuiltinChecker } from '@oj/contracts';
import { decimalValue } from './float.ts';

/** A flag Kattis's default validator would refuse (it stops with a judge error). */
export class KattisFlagsError extends Error {
  override name = 'KattisFlagsError';
}

/** The checker, and a sentence for each flag combination the checker can only approximate. */
export interface KattisFlagsMapping {
  checker: BuiltinChecker;
  approximations: string[];
}

const SPACE_WITH_FLOATS =
  'space_change_sensitive is dropped: the float checker ignores how whitespace runs between tokens, where Kattis requires the same whitespace';
const SPACE_AS_EXACT =
  'space_change_sensitive is mapped to the exact checker, which compares line by line: with removeEndBlank off it also refuses extra whitespace at the end of the output (Kattis accepts it there) and answers Presentation Error where Kattis answers Wrong Answer; with removeEndBlank on it ignores blanks at line ends, which Kattis refuses';

/** The tolerance after a tolerance flag; throws when it is missing or no finite decimal number. */
function toleranceAfter(flags: readonly string[], index: number): number | undefined {
  const flag = flags[index];
  const text = flags[index + 1];
  const value = text === undefined ? null : decimalValue(text);
  if (value === null || !Number.isFinite(value))
    throw new KattisFlagsError(`validator flag ${flag} needs a number after it, found ${text === undefined ? 'nothing' : `"${text}"`}`);
  return value < 0 ? undefined : value;
}

/**
 * Maps Kattis's default-validator flags (as problem.yaml's validator_flags string, split on
 * whitespace, or as its words) onto a built-in checker. Throws KattisFlagsError for an unknown flag
 * or a tolerance that is not a number, as Kattis's validator refuses them.
 */
export function mapKattisFlags(flags: readonly string[]): KattisFlagsMapping {
  const words = flags.flatMap((flag) => flag.split(/\s+/)).filter((word) => word !== '');
  let caseSensitive = false;
  let spaceSensitive = false;
  let absTolerance: number | undefined;
  let relTolerance: number | undefined;
  for (let index = 0; index < words.length; index++) {
    const flag = words[index];
    if (flag === 'case_sensitive') caseSensitive = true;
    else if (flag === 'space_change_sensitive') spaceSensitive = true;
    else if (flag === 'float_absolute_tolerance') absTolerance = toleranceAfter(words, index++);
    else if (flag === 'float_relative_tolerance') relTolerance = toleranceAfter(words, index++);
    else if (flag === 'float_tolerance') absTolerance = relTolerance = toleranceAfter(words, index++);
    else throw new KattisFlagsError(`unknown validator flag "${String(flag)}"`);
  }
  if (absTolerance !== undefined || relTolerance !== undefined) {
    const checker: BuiltinChecker = { kind: BuiltinCheckerKind.Float, caseSensitive };
    if (absTolerance !== undefined) checker.absTolerance = absTolerance;
    if (relTolerance !== undefined) checker.relTolerance = relTolerance;
    return { checker, approximations: spaceSensitive ? [SPACE_WITH_FLOATS] : [] };
  }
  if (spaceSensitive) return { checker: { kind: BuiltinCheckerKind.Exact, caseSensitive }, approximations: [SPACE_AS_EXACT] };
  return { checker: { kind: BuiltinCheckerKind.Tokens, caseSensitive }, approximations: [] };
}

/** The built-in checker of Kattis's default validator with these flags (mapKattisFlags without its notes). */
export function checkerFromKattisFlags(flags: string[]): BuiltinChecker {
  return mapKattisFlags(flags).checker;
}
