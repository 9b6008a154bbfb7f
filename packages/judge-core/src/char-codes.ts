/**
 * Character-code tests shared by the output comparisons (compare.ts, checkers/): they walk strings by
 * index with charCodeAt, so that comparing tens of megabytes allocates nothing per character.
 */

/** Space, \t, \n, \v, \f or \r: what C's isspace() calls whitespace (other Unicode spaces are text). */
export function isWhitespace(code: number): boolean {
  return code === 32 || (code >= 9 && code <= 13);
}

/** An ASCII capital as its small letter; every other code unchanged. */
export function foldAscii(code: number): number {
  return code >= 65 && code <= 90 ? code + 32 : code;
}

/** How two character codes are compared: exactly, or with ASCII letters in either case. */
export type SameCode = (x: number, y: number) => boolean;

const exactCode: SameCode = (x, y) => x === y;
const foldedCode: SameCode = (x, y) => x === y || foldAscii(x) === foldAscii(y);

/**
 * The comparison of codes for a checker's case setting. Ignoring case folds only A–Z onto a–z, as C's
 * strcasecmp does in the C locale (Kattis's default validator); other letters must match exactly.
 */
export function sameCodeFor(caseSensitive: boolean): SameCode {
  return caseSensitive ? exactCode : foldedCode;
}

/** True when a[aStart, aEnd) and b[bStart, bEnd) hold the same codes under `same`. */
export function sameRange(a: string, aStart: number, aEnd: number, b: string, bStart: number, bEnd: number, same: SameCode): boolean {
  if (aEnd - aStart !== bEnd - bStart) return false;
  for (let k = 0; k < aEnd - aStart; k++) {
    if (!same(a.charCodeAt(aStart + k), b.charCodeAt(bStart + k))) return false;
  }
  return true;
}
