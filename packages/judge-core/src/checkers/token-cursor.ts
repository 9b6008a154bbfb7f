/**
 * Walks the whitespace-separated tokens of a text by index, the way C's `cin >> word` and testlib's
 * readWord do: any run of space, \t, \n, \v, \f and \r separates, leading and trailing whitespace is
 * nothing. No array of tokens is built, so a large output costs no memory beyond itself.
 */
import { isWhitespace } from '../char-codes.ts';

/** A cursor over one text's tokens: after next() returned true, [start, end) is the token on `line`. */
export class TokenCursor {
  readonly text: string;
  /** Tokens read so far (the current one is number `count`, from 1). */
  count = 0;
  start = 0;
  end = 0;
  /** 1-based line of the current token. */
  line = 1;

  constructor(text: string) {
    this.text = text;
  }

  /** Moves to the next token; false at the end of the text. */
  next(): boolean {
    const { text } = this;
    let at = this.end;
    while (at < text.length) {
      const code = text.charCodeAt(at);
      if (!isWhitespace(code)) break;
      if (code === 10) this.line++;
      at++;
    }
    if (at >= text.length) {
      this.start = this.end = text.length;
      return false;
    }
    this.start = at;
    while (at < text.length && !isWhitespace(text.charCodeAt(at))) at++;
    this.end = at;
    this.count++;
    return true;
  }

  /** The current token as a string (for the checks that parse it). */
  token(): string {
    return this.text.slice(this.start, this.end);
  }

  /** Number of tokens after the current one; moves the cursor to the end. */
  countRest(): number {
    let rest = 0;
    while (this.next()) rest++;
    return rest;
  }
}
