/**
 * Output comparison for the default judge mode. Works in one pass over the two strings with index
 * cursors (no line arrays), so tens of megabytes compare in linear time and constant extra memory.
 *
 * Rules:
 * - A "\r\n" line ending equals "\n" in both settings (test data made on Windows must not fail anyone).
 * - removeEndBlank on: blanks (space, tab, \r) at the end of each line, and all trailing blank lines and
 *   newlines at the end of the text, are ignored; everything else must match exactly.
 * - removeEndBlank off: the texts must match exactly (up to line endings).
 * - A mismatch that disappears once every whitespace character is removed is a Presentation Error (-3),
 *   any other mismatch a Wrong Answer (-1).
 * - caseSensitive off (the exact built-in checker's setting, checkers/): ASCII letters match in either
 *   case (char-codes.ts); every other character must still match exactly.
 */
import { Verdict } from '@oj/contracts';
import { isWhitespace, sameCodeFor, sameRange } from './char-codes.ts';
import type { SameCode } from './char-codes.ts';

const LF = 10;
const CR = 13;
const SPACE = 32;
const TAB = 9;

function isLineBlank(code: number): boolean {
  return code === SPACE || code === TAB || code === CR;
}

/** Exact equality where "\r\n" and "\n" are the same line ending. */
function equalModuloCrlf(a: string, b: string, same: SameCode): boolean {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    let x = a.charCodeAt(i);
    let y = b.charCodeAt(j);
    if (x === CR && a.charCodeAt(i + 1) === LF) x = a.charCodeAt(++i);
    if (y === CR && b.charCodeAt(j + 1) === LF) y = b.charCodeAt(++j);
    if (!same(x, y)) return false;
    i++;
    j++;
  }
  return i === a.length && j === b.length;
}

/** Index just past the last character that is not whitespace. */
export function trimmedEnd(text: string): number {
  let end = text.length;
  while (end > 0 && isWhitespace(text.charCodeAt(end - 1))) end--;
  return end;
}

/** End of the line starting at `start`, bounded by `limit`, and that end with trailing blanks dropped. */
export function lineBounds(text: string, start: number, limit: number): { next: number; contentEnd: number } {
  let lineEnd = text.indexOf('\n', start);
  if (lineEnd === -1 || lineEnd > limit) lineEnd = limit;
  let contentEnd = lineEnd;
  while (contentEnd > start && isLineBlank(text.charCodeAt(contentEnd - 1))) contentEnd--;
  return { next: lineEnd + 1, contentEnd };
}

/** Equality that ignores blanks at line ends and whitespace at the end of the text. */
function equalIgnoringEndBlanks(a: string, b: string, same: SameCode): boolean {
  const aLimit = trimmedEnd(a);
  const bLimit = trimmedEnd(b);
  let i = 0;
  let j = 0;
  for (;;) {
    const aDone = i >= aLimit;
    const bDone = j >= bLimit;
    if (aDone || bDone) return aDone && bDone;
    const aLine = lineBounds(a, i, aLimit);
    const bLine = lineBounds(b, j, bLimit);
    if (!sameRange(a, i, aLine.contentEnd, b, j, bLine.contentEnd, same)) return false;
    i = aLine.next;
    j = bLine.next;
  }
}

/** Equality of the texts with every whitespace character removed. */
function equalIgnoringAllWhitespace(a: string, b: string, same: SameCode): boolean {
  let i = 0;
  let j = 0;
  for (;;) {
    while (i < a.length && isWhitespace(a.charCodeAt(i))) i++;
    while (j < b.length && isWhitespace(b.charCodeAt(j))) j++;
    if (i >= a.length || j >= b.length) return i >= a.length && j >= b.length;
    if (!same(a.charCodeAt(i), b.charCodeAt(j))) return false;
    i++;
    j++;
  }
}

/** Compares a program's output with the expected answer: Accepted (0), Presentation Error (-3) or Wrong Answer (-1). */
export function compareOutput(expected: string, actual: string, removeEndBlank: boolean, caseSensitive = true): 0 | -1 | -3 {
  if (expected === actual) return Verdict.Accepted;
  const same = sameCodeFor(caseSensitive);
  const equal = removeEndBlank ? equalIgnoringEndBlanks(expected, actual, same) : equalModuloCrlf(expected, actual, same);
  if (equal) return Verdict.Accepted;
  return equalIgnoringAllWhitespace(expected, actual, same) ? Verdict.PresentationError : Verdict.WrongAnswer;
}

/** Default length of the output previews stored with case results. */
export const PREVIEW_MAX_CHARS = 1000;

/** The start of a long text, marked when cut, for case-result previews and messages. */
export function previewText(text: string, maxChars: number = PREVIEW_MAX_CHARS): string {
  if (text.length <= maxChars) return text;
  return `${text.slice(0, maxChars)}\n… (${text.length - maxChars} more characters)`;
}
