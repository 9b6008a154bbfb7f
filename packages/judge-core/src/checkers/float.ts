/**
 * The float checker (testlib's rcmp4/6/9 and dcmp, Kattis's default validator with float flags): the
 * texts must hold as many tokens; where the answer's token is a number, the output's must be a
 * number within the tolerances, else the two are compared as words (case by `caseSensitive`).
 *
 * - A number is decimal: an optional sign, digits with an optional point (or a point and digits),
 *   an optional exponent: 1, -2.5, +.5, 3., 1e-9, 6.02E23. Hex, "nan" and "inf" are not numbers:
 *   an answer "inf" is a word, and a numeric answer is never met by "nan" or "inf".
 * - Accepted when |output − answer| ≤ absTolerance, or ≤ relTolerance × |answer| (either suffices,
 *   as in Kattis; testlib's doubleCompare takes the same absolute-or-relative error), boundaries
 *   included, with a few units of rounding slack so that 1.1 against 1.0 passes a tolerance of 0.1.
 * - A relative tolerance alone needs an exact 0 where the answer is 0 (|answer| is 0).
 * - Numbers are IEEE doubles: digits past the 16th do not count (use tokens for big integers). An
 *   answer too large for a double (1e400) is compared as a word.
 */
import { sameCodeFor } from '../char-codes.ts';
import { quoted, shortNumber } from './messages.ts';
import { wrongAnswer } from './output-check.ts';
import type { OutputCheck } from './output-check.ts';
import type { TokenCursor } from './token-cursor.ts';
import { sameToken, tokenMismatch, tokenPlace, walkTokens } from './tokens.ts';

const DECIMAL = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?$/;
// Rounding slack, in units of the larger operand: a difference the decimal-to-binary rounding makes.
const SLACK_ULPS = 4;

/** The tolerances of a float check; an absent one does not apply (both absent: the numbers must be equal). */
export interface FloatTolerances {
  absTolerance?: number;
  relTolerance?: number;
}

/** The value of a decimal number token, or null when the text is no number (hex, nan, inf, words). */
export function decimalValue(text: string): number | null {
  return DECIMAL.test(text) ? Number(text) : null;
}

/** True when `found` is within the tolerances of `expected` (both finite for a match). */
export function withinTolerance(expected: number, found: number, { absTolerance, relTolerance }: FloatTolerances): boolean {
  const difference = Math.abs(found - expected);
  if (!Number.isFinite(difference)) return false;
  const slack = SLACK_ULPS * Number.EPSILON * Math.max(Math.abs(expected), Math.abs(found));
  if (difference <= slack) return true;
  if (absTolerance !== undefined && difference <= absTolerance + slack) return true;
  return relTolerance !== undefined && difference <= relTolerance * Math.abs(expected) + slack;
}

/** "absolute 1e-6 or relative 1e-6", the tolerances set. */
function toleranceText({ absTolerance, relTolerance }: FloatTolerances): string {
  const parts: string[] = [];
  if (absTolerance !== undefined) parts.push(`absolute ${shortNumber(absTolerance)}`);
  if (relTolerance !== undefined) parts.push(`relative ${shortNumber(relTolerance)}`);
  return parts.length === 0 ? 'none' : parts.join(' or ');
}

/** A number token for a message: as written when short, else quoted around its start. */
function numberText(cursor: TokenCursor): string {
  return cursor.end - cursor.start <= 40 ? cursor.token() : quoted(cursor.text, cursor.start, cursor.end);
}

/** The float checker. */
export function checkFloats(answer: string, output: string, caseSensitive: boolean, tolerances: FloatTolerances): OutputCheck {
  const same = sameCodeFor(caseSensitive);
  return walkTokens(answer, output, (expected, found) => {
    if (sameToken(expected, found, same)) return null;
    const expectedValue = decimalValue(expected.token());
    if (expectedValue === null || !Number.isFinite(expectedValue)) return tokenMismatch(expected, found, same);
    const foundValue = decimalValue(found.token());
    if (foundValue === null) {
      return wrongAnswer(`${tokenPlace(found)}: expected a number like ${numberText(expected)}, found ${quoted(found.text, found.start, found.end)}`);
    }
    if (withinTolerance(expectedValue, foundValue, tolerances)) return null;
    const difference = shortNumber(Math.abs(foundValue - expectedValue));
    return wrongAnswer(
      `${tokenPlace(found)}: expected ${numberText(expected)}, found ${numberText(found)} (difference ${difference}, tolerance ${toleranceText(tolerances)})`,
    );
  });
}
