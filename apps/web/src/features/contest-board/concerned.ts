/**
 * Concerned users of a board (spec 02 §2): uids starred in this browser, kept per contest in
 * localStorage, sent as the board's concernedList when the viewer filters on them.
 */

/** The most uids kept per contest (the server's concernedList limit). */
export const CONCERNED_MAX = 300;

/** The storage key of a contest's concerned users. */
export const concernedKey = (cid: number) => `oj.contest.${cid}.concerned`;

/** The stored uids; nothing when the entry is missing or not a list of strings. */
export function readConcerned(cid: number, storage: Pick<Storage, 'getItem'> = localStorage): string[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(concernedKey(cid)) ?? '[]');
    return Array.isArray(value) ? value.filter((uid): uid is string => typeof uid === 'string').slice(0, CONCERNED_MAX) : [];
  } catch {
    return [];
  }
}

/** Stores the uids (an empty list removes the entry); a full or blocked storage is ignored. */
export function writeConcerned(cid: number, uids: readonly string[], storage: Pick<Storage, 'setItem' | 'removeItem'> = localStorage): void {
  try {
    if (uids.length === 0) storage.removeItem(concernedKey(cid));
    else storage.setItem(concernedKey(cid), JSON.stringify(uids.slice(0, CONCERNED_MAX)));
  } catch {
    // Private mode or a full quota: the star stays for this page only.
  }
}

/** The list with the uid added (at the end) or removed. */
export function toggleConcerned(uids: readonly string[], uid: string): string[] {
  if (uids.includes(uid)) return uids.filter((entry) => entry !== uid);
  return uids.length >= CONCERNED_MAX ? [...uids] : [...uids, uid];
}
