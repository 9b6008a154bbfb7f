/** Timings of the AI helpers (`deps.ai`); every one has a production default. */
export interface AiModuleOptions {
  /** Minimum time between the starts of two calls of one user (default 10 s). */
  intervalMs?: number;
  /** Longest wait for the upstream's answer headers (default 15 s). */
  firstByteTimeoutMs?: number;
  /** Longest whole call (default 120 s). */
  totalTimeoutMs?: number;
}

export const DEFAULT_AI_OPTIONS: Readonly<Required<AiModuleOptions>> = { intervalMs: 10_000, firstByteTimeoutMs: 15_000, totalTimeoutMs: 120_000 };
