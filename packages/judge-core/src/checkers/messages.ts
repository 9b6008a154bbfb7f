/**
 * The built-in checkers' messages, short as testlib's ("token 5: expected "abc", found "abd""): a long
 * token or line is shown around its first difference, so that two texts differing at character 5000
 * do not print the same first 60 characters.
 */

const BEFORE = 20;
const AFTER = 40;

/** text[start, end) quoted, cut to the window around `at` (an index in that range) with "…" where cut. */
export function quoted(text: string, start: number, end: number, at = start): string {
  const from = Math.max(start, Math.min(at, end) - BEFORE);
  const to = Math.min(end, Math.max(from, at) + AFTER);
  const body = JSON.stringify(text.slice(from, to)).slice(1, -1);
  return `"${from > start ? '…' : ''}${body}${to < end ? '…' : ''}"`;
}

/** "1 token", "3 tokens". */
export function tokenCount(count: number): string {
  return count === 1 ? '1 token' : `${count} tokens`;
}

/** A number for a message: up to 3 significant digits ("2.33e-7", "0.2"). */
export function shortNumber(value: number): string {
  return Number.isFinite(value) ? String(Number(value.toPrecision(3))) : String(value);
}
