/** A run time: "15 ms", or "--" when unknown. */
export function formatTimeMs(timeMs: number | null | undefined): string {
  return timeMs === null || timeMs === undefined ? '--' : `${timeMs} ms`;
}

/** Peak memory given in KB: "812 KB" below 1 MB, else MB with up to two decimals; "--" when unknown. */
export function formatMemoryKb(memoryKb: number | null | undefined): string {
  if (memoryKb === null || memoryKb === undefined) return '--';
  if (memoryKb < 1024) return `${memoryKb} KB`;
  return `${Number((memoryKb / 1024).toFixed(2))} MB`;
}

/** A code length in characters: "1.2 KB" from 1000 up, else "532 B" (one character counted as a byte, as judges do). */
export function formatLength(length: number): string {
  return length >= 1000 ? `${Number((length / 1024).toFixed(2))} KB` : `${length} B`;
}

/**
 * The limits a problem page shows (spec 01 §9): for the platform's own problems other languages
 * than C/C++ get double; remote problems are shown as they are.
 */
export function languageLimits(limit: number, isRemote: boolean): { native: number; others: number | null } {
  return isRemote ? { native: limit, others: null } : { native: limit, others: limit * 2 };
}
