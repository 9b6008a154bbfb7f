/*
 * A password check costs a scrypt hash: 128 MiB and a libuv thread (Node has four) for ~100 ms.
 * Unbounded, a burst of guesses against one account queues every other user's login behind it.
 * So each check first takes a slot of every key it names (the account, the client address); a key
 * holds at most its own number of checks at once, the others wait their turn up to `waitMs`, and a check
 * that finds `maxWaiting` already waiting, or waits too long, is refused. In-process: each gateway
 * instance bounds its own threads.
 */

/** Limits of `HashSlots`. */
export interface HashSlotLimits {
  /** Checks of one key waiting for a slot; more are refused at once. */
  maxWaiting: number;
  /** How long a check waits for a slot before it is refused. */
  waitMs: number;
}

interface Waiter {
  grant: () => void;
  timer: NodeJS.Timeout;
}

interface KeyState {
  active: number;
  waiting: Waiter[];
}

/** A key a check takes a slot of, and how many checks of it may hash at once. */
export interface SlotKey {
  key: string;
  max: number;
}

/** Gives back the slots a check took. */
export type ReleaseSlots = () => void;

/** Concurrent password checks per key (see the file's comment). */
export class HashSlots {
  readonly #limits: Readonly<HashSlotLimits>;
  readonly #keys = new Map<string, KeyState>();

  constructor(limits: Readonly<HashSlotLimits>) {
    this.#limits = limits;
  }

  /** Checks of `key` hashing now. */
  activeOf(key: string): number {
    return this.#keys.get(key)?.active ?? 0;
  }

  /**
   * Takes a slot of each key (in one fixed order, so two checks never hold each other's), waiting
   * for them as allowed; null when refused (nothing is held then).
   */
  async acquire(keys: readonly SlotKey[]): Promise<ReleaseSlots | null> {
    const held: string[] = [];
    const release = (): void => {
      for (const key of held.splice(0)) this.#release(key);
    };
    const ordered = [...new Map(keys.map((slot) => [slot.key, slot.max])).entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    for (const [key, max] of ordered) {
      if (!(await this.#take(key, max))) {
        release();
        return null;
      }
      held.push(key);
    }
    return release;
  }

  #take(key: string, max: number): Promise<boolean> {
    let state = this.#keys.get(key);
    if (!state) {
      state = { active: 0, waiting: [] };
      this.#keys.set(key, state);
    }
    if (state.active < max) {
      state.active += 1;
      return Promise.resolve(true);
    }
    if (state.waiting.length >= this.#limits.maxWaiting) return Promise.resolve(false);
    const waiting = state.waiting;
    return new Promise((resolve) => {
      const waiter: Waiter = {
        // The releasing check hands its slot over: `active` stays as it is.
        grant: () => {
          clearTimeout(waiter.timer);
          resolve(true);
        },
        timer: setTimeout(() => {
          waiting.splice(waiting.indexOf(waiter), 1);
          this.#forgetIfIdle(key);
          resolve(false);
        }, this.#limits.waitMs),
      };
      waiting.push(waiter);
    });
  }

  #release(key: string): void {
    const state = this.#keys.get(key);
    if (!state) return;
    const next = state.waiting.shift();
    if (next) {
      next.grant();
      return;
    }
    state.active -= 1;
    this.#forgetIfIdle(key);
  }

  #forgetIfIdle(key: string): void {
    const state = this.#keys.get(key);
    if (state && state.active === 0 && state.waiting.length === 0) this.#keys.delete(key);
  }
}
