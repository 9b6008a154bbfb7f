/**
 * The live board's patches (`LiveBoardPatchSchema`, live.ts): made by the contest service against the page 1 it
 * pushed before, applied by the web app to the page 1 it shows. Both sides use these functions, so what a patch
 * means is written once; the digest makes a mismatch (a page from another instance, a missed change) show as one.
 */
import type { ScoreboardPageDto, ScoreboardRowDto } from './contest-board-api.ts';
import type { LiveBoardPatch, LiveBoardRowChange } from './live.ts';

/** Sorted keys per key list as `Object.keys` gives it: a page's many cells and rows share a few shapes. */
const sortedKeysOf = new Map<string, string[]>();

function sortedKeys(record: object): string[] {
  const keys = Object.keys(record);
  const shape = keys.join('\u0000');
  let sorted = sortedKeysOf.get(shape);
  if (sorted === undefined) {
    sorted = [...keys].sort();
    // Bounded: record keys (display ids, uids of first blood) make new shapes without end.
    if (sortedKeysOf.size >= 256) sortedKeysOf.clear();
    sortedKeysOf.set(shape, sorted);
  }
  return sorted;
}

/**
 * JSON of a value with the keys of every object sorted (undefined members left out, as JSON leaves them): a page
 * parsed from any answer or push, or built by `applyBoardPatch`, gives the same text whatever its key order.
 */
function canonicalJson(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value === null || typeof value !== 'object') return 'null';
  if (Array.isArray(value)) {
    let text = '[';
    for (let index = 0; index < value.length; index += 1) text += (index > 0 ? ',' : '') + canonicalJson(value[index] as unknown);
    return `${text}]`;
  }
  const record = value as Record<string, unknown>;
  let text = '{';
  for (const key of sortedKeys(record)) {
    const item = record[key];
    if (item === undefined) continue;
    text += `${text.length > 1 ? ',' : ''}${JSON.stringify(key)}:${canonicalJson(item)}`;
  }
  return `${text}}`;
}

/** cyrb53: a 53-bit hash of a text (not cryptographic: it tells pages apart, the server is trusted). */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    h1 = Math.imul(h1 ^ code, 2654435761);
    h2 = Math.imul(h2 ^ code, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The digest of a board page (every field, the version too), as a patch carries it: lower-case hex. */
export function scoreboardPageDigest(page: ScoreboardPageDto): string {
  return hash53(canonicalJson(page)).toString(16);
}

function sameFirstBlood(a: Readonly<Record<string, string>>, b: Readonly<Record<string, string>>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => Object.hasOwn(b, key) && a[key] === b[key]);
}

/**
 * The patch from `base` (the page 1 pushed before) to `next` (page 1 now), or null when the whole page should go:
 * `next` is not newer, the view turned sealed or unsealed, or the patch would not be smaller than the page.
 * Rows are compared by their JSON, position by position.
 */
export function boardPagePatch(base: ScoreboardPageDto, next: ScoreboardPageDto): LiveBoardPatch | null {
  if (next.version <= base.version || next.sealed !== base.sealed) return null;
  const rows: LiveBoardRowChange[] = [];
  next.records.forEach((row, at) => {
    const before = base.records[at];
    if (before === undefined || JSON.stringify(before) !== JSON.stringify(row)) rows.push({ at, row });
  });
  const patch: LiveBoardPatch = {
    baseVersion: base.version,
    digest: scoreboardPageDigest(next),
    total: next.total,
    sealed: next.sealed,
    size: next.records.length,
    rows,
  };
  if (!sameFirstBlood(base.firstBlood, next.firstBlood)) patch.firstBlood = next.firstBlood;
  return JSON.stringify(patch).length < JSON.stringify(next).length ? patch : null;
}

/**
 * Page 1 at `version` from the page 1 a client shows and a patch, or null when the result is not exactly the
 * server's (its digest differs: the page shown was not the base, nor a version between the base and `version`
 * that the patch also brings up to date) or the patch does not fit the page (a position it leaves empty).
 */
export function applyBoardPatch(shown: ScoreboardPageDto, patch: LiveBoardPatch, version: number): ScoreboardPageDto | null {
  const records: (ScoreboardRowDto | undefined)[] = shown.records.slice(0, patch.size);
  for (const change of patch.rows) {
    if (change.at >= patch.size) return null;
    records[change.at] = change.row;
  }
  if (records.length !== patch.size || records.includes(undefined)) return null;
  const page: ScoreboardPageDto = {
    total: patch.total,
    records: records as ScoreboardRowDto[],
    sealed: patch.sealed,
    version,
    firstBlood: patch.firstBlood ?? shown.firstBlood,
  };
  return scoreboardPageDigest(page) === patch.digest ? page : null;
}
