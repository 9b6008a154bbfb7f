import type { LiveEndReason } from '@oj/contracts';

/** Timer functions, injectable so tests drive time. */
export interface LiveTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** The browser's timers. */
export const browserTimers: LiveTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/** Reconnect delays: doubling from 1 s up to 30 s after failures, about 60 s after a refusal (400, 401, 403, 429). */
export const LIVE_RETRY = { firstMs: 1_000, maxMs: 30_000, refusedMs: 60_000, afterLifetimeMs: 500 } as const;

/**
 * How long to wait before the next attempt, with jitter (`random` in [0, 1)) so the pages of a
 * restarted gateway do not all come back in the same instant: after `failures` failed attempts in a
 * row, after a refusal, after the stream's lifetime (at once), or after a shutdown (the `retry:` hint).
 */
export function reconnectDelayMs(after: 'failed' | 'refused' | LiveEndReason, failures: number, retryHintMs: number, random: number): number {
  if (after === 'expired') return random * LIVE_RETRY.afterLifetimeMs;
  if (after === 'shutdown') return retryHintMs + random * retryHintMs;
  const ceiling = after === 'refused' ? LIVE_RETRY.refusedMs : Math.min(LIVE_RETRY.maxMs, LIVE_RETRY.firstMs * 2 ** Math.min(Math.max(failures - 1, 0), 10));
  return ceiling / 2 + (random * ceiling) / 2;
}
