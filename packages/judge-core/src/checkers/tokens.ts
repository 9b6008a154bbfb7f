/**
 * The token-walking checkers' shared loop, and the tokens checker itself (testlib's wcmp, Kattis's
 * default validator without flags when case-insensitive): the texts must hold the same tokens in the
 * same order; how the whitespace between them runs does not matter.
 */
import { sameCodeFor, sameRange } from '../char-codes.ts';
import type { SameCode } from '../char-codes.ts';
import { quoted, tokenCount } from './messages.ts';
import { ACCEPTED, wrongAnswer } from './output-check.ts';
import type { OutputCheck } from './output-check.ts';
import { TokenCursor } from './token-cursor.ts';

/** Judges one pair of tokens (answer, output); null when they match. */
export type TokenPairCheck = (answer: TokenCursor, output: TokenCursor) => OutputCheck | null;

/**
 * Walks both texts' tokens in step and asks `check` about each pair; the first refusal is the
 * verdict. Texts with the same tokens but not as many: "expected 3 tokens, found 2".
 */
export function walkTokens(answer: string, output: string, check: TokenPairCheck): OutputCheck {
  const expected = new TokenCursor(answer);
  const found = new TokenCursor(output);
  for (;;) {
    const more = expected.next();
    const moreFound = found.next();
    if (!more || !moreFound) {
      if (more === moreFound) return ACCEPTED;
      const expectedTotal = more ? expected.count + expected.countRest() : expected.count;
      const foundTotal = moreFound ? found.count + found.countRest() : found.count;
      return wrongAnswer(`expected ${tokenCount(expectedTotal)}, found ${foundTotal}`);
    }
    const refusal = check(expected, found);
    if (refusal) return refusal;
  }
}

/** Where the output's current token stands, for a message: "token 5 (line 2)". */
export function tokenPlace(found: TokenCursor): string {
  return `token ${found.count} (line ${found.line})`;
}

/** Index of the first code where the two current tokens differ (within the shorter one's length, else its end). */
function firstDifference(expected: TokenCursor, found: TokenCursor, same: SameCode): number {
  const length = Math.min(expected.end - expected.start, found.end - found.start);
  let k = 0;
  while (k < length && same(expected.text.charCodeAt(expected.start + k), found.text.charCodeAt(found.start + k))) k++;
  return k;
}

/** True when the two current tokens are the same text under `same`. */
export function sameToken(expected: TokenCursor, found: TokenCursor, same: SameCode): boolean {
  return sameRange(expected.text, expected.start, expected.end, found.text, found.start, found.end, same);
}

/** The message of two tokens that differ as texts: `token 5 (line 2): expected "abc", found "abd"`. */
export function tokenMismatch(expected: TokenCursor, found: TokenCursor, same: SameCode): OutputCheck {
  const k = firstDifference(expected, found, same);
  const want = quoted(expected.text, expected.start, expected.end, expected.start + k);
  const got = quoted(found.text, found.start, found.end, found.start + k);
  return wrongAnswer(`${tokenPlace(found)}: expected ${want}, found ${got}`);
}

/** The tokens checker: same tokens in the same order, letters in either case unless `caseSensitive`. */
export function checkTokens(answer: string, output: string, caseSensitive: boolean): OutputCheck {
  const same = sameCodeFor(caseSensitive);
  return walkTokens(answer, output, (expected, found) => (sameToken(expected, found, same) ? null : tokenMismatch(expected, found, same)));
}
