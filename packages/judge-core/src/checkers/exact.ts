/**
 * The exact checker: today's comparison (compare.ts, with the problem's removeEndBlank) for the
 * verdict, and, when the output is refused, a message naming the first line that differs, found by
 * the same rules ("\r\n" is "\n"; with removeEndBlank, blanks at line ends and trailing blank lines
 * do not count).
 */
import { Verdict } from '@oj/contracts';
import { sameCodeFor } from '../char-codes.ts';
import type { SameCode } from '../char-codes.ts';
import { compareOutput, lineBounds, trimmedEnd } from '../compare.ts';
import { quoted } from './messages.ts';
import { ACCEPTED } from './output-check.ts';
import type { OutputCheck } from './output-check.ts';

/** A cursor over a text's lines as the exact comparison sees them. */
class LineCursor {
  readonly text: string;
  private readonly limit: number;
  private readonly removeEndBlank: boolean;
  /** Where the next line starts. */
  private next = 0;
  start = 0;
  contentEnd = 0;

  constructor(text: string, removeEndBlank: boolean) {
    this.text = text;
    this.removeEndBlank = removeEndBlank;
    this.limit = removeEndBlank ? trimmedEnd(text) : text.length;
  }

  /** Moves to the next line; false past the last. Without removeEndBlank, "a\n" has a last, empty line. */
  advance(): boolean {
    if (this.removeEndBlank ? this.next >= this.limit : this.next > this.limit) return false;
    this.start = this.next;
    if (this.removeEndBlank) {
      const bounds = lineBounds(this.text, this.start, this.limit);
      this.contentEnd = bounds.contentEnd;
      this.next = bounds.next;
      return true;
    }
    const newline = this.text.indexOf('\n', this.start);
    const lineEnd = newline === -1 ? this.limit : newline;
    this.contentEnd = newline !== -1 && lineEnd > this.start && this.text.charCodeAt(lineEnd - 1) === 13 ? lineEnd - 1 : lineEnd;
    this.next = newline === -1 ? this.limit + 1 : newline + 1;
    return true;
  }
}

/** Length of the common start of the two current lines under `same`. */
function commonStart(a: LineCursor, b: LineCursor, same: SameCode): number {
  const length = Math.min(a.contentEnd - a.start, b.contentEnd - b.start);
  let k = 0;
  while (k < length && same(a.text.charCodeAt(a.start + k), b.text.charCodeAt(b.start + k))) k++;
  return k;
}

/** The first line where the two texts differ, described; '' when none does (they are equal). */
function firstDifferentLine(answer: string, output: string, removeEndBlank: boolean, same: SameCode): string {
  const expected = new LineCursor(answer, removeEndBlank);
  const found = new LineCursor(output, removeEndBlank);
  for (let line = 1; ; line++) {
    const more = expected.advance();
    const moreFound = found.advance();
    if (!more && !moreFound) return '';
    if (!moreFound) return `line ${line}: expected ${quoted(answer, expected.start, expected.contentEnd)}, found the end of the output`;
    if (!more) return `line ${line}: expected the end of the output, found ${quoted(output, found.start, found.contentEnd)}`;
    const k = commonStart(expected, found, same);
    if (k === expected.contentEnd - expected.start && k === found.contentEnd - found.start) continue;
    const want = quoted(answer, expected.start, expected.contentEnd, expected.start + k);
    const got = quoted(output, found.start, found.contentEnd, found.start + k);
    return `line ${line}, column ${k + 1}: expected ${want}, found ${got}`;
  }
}

/** The exact checker: AC, PE (only whitespace differs) or WA, as compareOutput decides. */
export function checkExact(answer: string, output: string, removeEndBlank: boolean, caseSensitive: boolean): OutputCheck {
  const status = compareOutput(answer, output, removeEndBlank, caseSensitive);
  if (status === Verdict.Accepted) return ACCEPTED;
  const where = firstDifferentLine(answer, output, removeEndBlank, sameCodeFor(caseSensitive));
  if (status === Verdict.PresentationError) return { status, message: `Only whitespace differs from the answer${where ? `; first on ${where}` : ''}` };
  return { status, message: where };
}
