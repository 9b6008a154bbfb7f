/** Timer functions, injectable so tests drive time. */
export interface CoalescerTimers {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: unknown) => void;
}

/** Options of `LiveCoalescer`. */
export interface CoalescerOptions<T> {
  /** At most one send per key within this time. */
  intervalMs: number;
  send: (key: string, value: T) => void;
  /** Whether `next` supersedes `current` (the one sent or waiting); default: always. */
  isNewer?: (next: T, current: T) => boolean;
  /** A send that threw (NATS closed): the value is dropped, the next offer tries again. */
  onError?: (error: unknown, key: string) => void;
  timers?: CoalescerTimers;
}

interface KeyState<T> {
  last: T;
  pending: T | undefined;
  timer: unknown;
}

const defaultTimers: CoalescerTimers = {
  setTimeout: (callback, ms) => {
    const handle = setTimeout(callback, ms);
    handle.unref();
    return handle;
  },
  clearTimeout: (handle) => {
    clearTimeout(handle as ReturnType<typeof setTimeout>);
  },
};

/**
 * Sends the latest value of each key at most once per interval: the first offer of a quiet key goes
 * out at once, offers during the following interval only replace the one waiting, which goes out when
 * the interval ends (and starts the next). A busy contest's board is pushed at most once a second,
 * always its newest version, and a quiet contest's change goes out without delay.
 */
export class LiveCoalescer<T> {
  private readonly keys = new Map<string, KeyState<T>>();
  private readonly options: CoalescerOptions<T>;
  private readonly timers: CoalescerTimers;
  private closed = false;

  constructor(options: CoalescerOptions<T>) {
    this.options = options;
    this.timers = options.timers ?? defaultTimers;
  }

  /** Offers the current value of a key. */
  offer(key: string, value: T): void {
    if (this.closed) return;
    const state = this.keys.get(key);
    if (!state) {
      this.sendNow(key, value);
      this.keys.set(key, { last: value, pending: undefined, timer: this.cooldown(key) });
      return;
    }
    const isNewer = this.options.isNewer ?? (() => true);
    if (!isNewer(value, state.pending ?? state.last)) return;
    state.pending = value;
  }

  /** Keys with a value waiting for the end of their interval. */
  get waiting(): number {
    let count = 0;
    for (const state of this.keys.values()) if (state.pending !== undefined) count += 1;
    return count;
  }

  /** Sends every waiting value now (before a shutdown), then forgets every key. */
  flush(): void {
    for (const [key, state] of this.keys) {
      this.timers.clearTimeout(state.timer);
      if (state.pending !== undefined) this.sendNow(key, state.pending);
    }
    this.keys.clear();
  }

  /** Drops waiting values and stops every timer; later offers are ignored. */
  close(): void {
    this.closed = true;
    for (const state of this.keys.values()) this.timers.clearTimeout(state.timer);
    this.keys.clear();
  }

  private cooldown(key: string): unknown {
    return this.timers.setTimeout(() => {
      const state = this.keys.get(key);
      if (!state) return;
      if (state.pending === undefined) {
        this.keys.delete(key);
        return;
      }
      const value = state.pending;
      state.pending = undefined;
      state.last = value;
      this.sendNow(key, value);
      state.timer = this.cooldown(key);
    }, this.options.intervalMs);
  }

  private sendNow(key: string, value: T): void {
    try {
      this.options.send(key, value);
    } catch (error) {
      this.options.onError?.(error, key);
    }
  }
}
