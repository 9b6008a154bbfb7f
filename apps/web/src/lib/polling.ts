/** Why a poll ended. */
export type PollStop = 'done' | 'error' | 'exhausted' | 'cancelled';

/** Timer functions, injectable so tests can drive time. */
export interface PollTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Options of startPolling. */
export interface PollOptions<T> {
  /** Wait before each round, the first one included. */
  intervalMs: number;
  /** Rounds at most; the poll then ends as 'exhausted'. */
  maxRounds: number;
  fetch: () => Promise<T>;
  /** True when the value is final: polling stops after reporting it. */
  isDone: (value: T) => boolean;
  onValue: (value: T) => void;
  onStop?: (reason: PollStop) => void;
  timers?: PollTimers;
}

const browserTimers: PollTimers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => {
    globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/**
 * Polls until a value is final, a call fails, or the rounds run out (spec 01 §4: submissions every
 * 2 s for at most 300 rounds, test runs every 1 s). One call at a time: the next round is timed
 * from the end of the previous one. Returns a function that cancels.
 */
export function startPolling<T>(options: PollOptions<T>): () => void {
  const timers = options.timers ?? browserTimers;
  let rounds = 0;
  let stopped = false;
  let handle: unknown;
  const stop = (reason: PollStop) => {
    if (stopped) return;
    stopped = true;
    timers.clearTimeout(handle);
    options.onStop?.(reason);
  };
  const round = async () => {
    rounds += 1;
    let value: T;
    try {
      value = await options.fetch();
    } catch {
      stop('error');
      return;
    }
    if (stopped) return;
    options.onValue(value);
    if (options.isDone(value)) stop('done');
    else if (rounds >= options.maxRounds) stop('exhausted');
    else schedule();
  };
  const schedule = () => {
    handle = timers.setTimeout(() => void round(), options.intervalMs);
  };
  schedule();
  return () => {
    stop('cancelled');
  };
}

/** Submissions in progress are re-checked this often (spec 01 §9). */
export const SUBMISSION_POLL_INTERVAL_MS = 2000;
/** ...at most this many times (spec 01 §9). */
export const SUBMISSION_POLL_MAX_ROUNDS = 300;
/** Test runs are re-checked this often (spec 01 §9). */
export const TEST_JUDGE_POLL_INTERVAL_MS = 1000;
/** A bound for test runs too, so a lost run does not poll forever (10 minutes at 1 s). */
export const TEST_JUDGE_POLL_MAX_ROUNDS = 600;
