/** Tunable timings of the judge-dispatch service; tests shorten them. */
export interface JudgeDispatchOptions {
  /** Run the results consumer and the re-dispatch sweep in this process (default true). */
  consumeResults?: boolean;
  /** Run the outbox relay in this process (default true); without it, events wait in the outbox for another instance's relay. */
  relayOutbox?: boolean;
  /** How often the relay looks for unsent events besides those it is told of (default 1 s). */
  outboxPollIntervalMs?: number;
  /** An in-progress submission untouched this long is checked for a lost job (default 60 s). */
  redispatchAfterMs?: number;
  /** How often the sweep runs; 0 runs it only at start (default 30 s). */
  sweepIntervalMs?: number;
  /** How long a test-judge result stays readable (default 10 minutes). */
  testJudgeTtlMs?: number;
  /**
   * Minimum time between two test judges of one user, fixed for this process (0 disables); null,
   * the default, reads the super admin's setting (system config `testJudgeIntervalSec`) at each run.
   */
  testJudgeIntervalMs?: number | null;
  /** A result not acked within this time is delivered again (default 30 s). */
  resultsAckWaitMs?: number;
  /** How long one pull of the results consumer waits (at least 1 s); also bounds how long close waits (default 2 s). */
  pullExpiresMs?: number;
  /** How long a checker compile waits for a judge node's answer before a 503 (default 90 s). */
  checkerCompileTimeoutMs?: number;
  /** How long the system config (submission limits and interval) is reused; 0 reads it on each submit (default 2 s). */
  systemConfigCacheMs?: number;
  /**
   * How long a page of the status list is reused at most (default 1 s): changes made in this
   * process drop the pages of their contest at once, this bounds how late another instance's show.
   */
  listPageCacheMs?: number;
}

/** The options with every default filled in. */
export type DispatchSettings = Required<JudgeDispatchOptions>;

/** The production defaults. */
export const DEFAULT_DISPATCH_SETTINGS: Readonly<DispatchSettings> = {
  consumeResults: true,
  relayOutbox: true,
  outboxPollIntervalMs: 1_000,
  redispatchAfterMs: 60_000,
  sweepIntervalMs: 30_000,
  testJudgeTtlMs: 10 * 60_000,
  testJudgeIntervalMs: null,
  resultsAckWaitMs: 30_000,
  pullExpiresMs: 2_000,
  checkerCompileTimeoutMs: 90_000,
  systemConfigCacheMs: 2_000,
  listPageCacheMs: 1_000,
};

/** Fills in the defaults; unknown keys (a plugin's other options) are ignored. */
export function dispatchSettings(options: JudgeDispatchOptions): DispatchSettings {
  return {
    consumeResults: options.consumeResults ?? DEFAULT_DISPATCH_SETTINGS.consumeResults,
    relayOutbox: options.relayOutbox ?? DEFAULT_DISPATCH_SETTINGS.relayOutbox,
    outboxPollIntervalMs: options.outboxPollIntervalMs ?? DEFAULT_DISPATCH_SETTINGS.outboxPollIntervalMs,
    redispatchAfterMs: options.redispatchAfterMs ?? DEFAULT_DISPATCH_SETTINGS.redispatchAfterMs,
    sweepIntervalMs: options.sweepIntervalMs ?? DEFAULT_DISPATCH_SETTINGS.sweepIntervalMs,
    testJudgeTtlMs: options.testJudgeTtlMs ?? DEFAULT_DISPATCH_SETTINGS.testJudgeTtlMs,
    testJudgeIntervalMs: options.testJudgeIntervalMs ?? DEFAULT_DISPATCH_SETTINGS.testJudgeIntervalMs,
    resultsAckWaitMs: options.resultsAckWaitMs ?? DEFAULT_DISPATCH_SETTINGS.resultsAckWaitMs,
    // The client refuses pulls shorter than a second.
    pullExpiresMs: Math.max(1_000, options.pullExpiresMs ?? DEFAULT_DISPATCH_SETTINGS.pullExpiresMs),
    checkerCompileTimeoutMs: options.checkerCompileTimeoutMs ?? DEFAULT_DISPATCH_SETTINGS.checkerCompileTimeoutMs,
    systemConfigCacheMs: options.systemConfigCacheMs ?? DEFAULT_DISPATCH_SETTINGS.systemConfigCacheMs,
    // Never beyond the one second the status list promises after a verdict.
    listPageCacheMs: Math.min(1_000, options.listPageCacheMs ?? DEFAULT_DISPATCH_SETTINGS.listPageCacheMs),
  };
}
