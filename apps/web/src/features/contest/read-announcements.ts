/** The part of localStorage used here; tests pass a Map-backed stand-in. */
export type ReadStorage = Pick<Storage, 'getItem' | 'setItem'>;

/** The server takes at most this many read ids (contract: readAnnouncementList maxItems). */
export const MAX_READ_IDS = 1000;

const keyOf = (cid: number): string => `oj.contest.${cid}.readAnnouncements`;

function browserStorage(): ReadStorage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

/** The announcement ids of a contest this browser has shown (opened, or offered in a notification). */
export function loadReadAnnouncements(cid: number, storage: ReadStorage | undefined = browserStorage()): number[] {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(keyOf(cid)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is number => Number.isSafeInteger(id) && (id as number) > 0) : [];
  } catch {
    return [];
  }
}

/** Adds ids to the contest's read list (the newest kept when it grows past the server's limit); returns the list. */
export function markAnnouncementsRead(cid: number, ids: readonly number[], storage: ReadStorage | undefined = browserStorage()): number[] {
  const merged = [...new Set([...loadReadAnnouncements(cid, storage), ...ids])].sort((a, b) => a - b).slice(-MAX_READ_IDS);
  try {
    storage?.setItem(keyOf(cid), JSON.stringify(merged));
  } catch {
    // A full or refused storage only means the notification may come again.
  }
  return merged;
}
