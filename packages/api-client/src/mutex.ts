/** A promise mutex: one holder at a time, waiters served in arrival order. */
export interface Mutex {
  /** Waits for the lock and resolves with its release function. */
  acquire(): Promise<() => void>;
  /** Resolves once every holder queued so far has released. */
  waitForUnlock(): Promise<void>;
  isLocked(): boolean;
}

/** Creates a mutex without any dependency; the token bookkeeping is its only user. */
export function createMutex(): Mutex {
  let tail: Promise<void> = Promise.resolve();
  let holders = 0;
  return {
    acquire() {
      holders += 1;
      const previous = tail;
      let releaseLock: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        let released = false;
        releaseLock = () => {
          if (released) return;
          released = true;
          holders -= 1;
          resolve();
        };
      });
      tail = previous.then(() => held);
      return previous.then(() => releaseLock);
    },
    waitForUnlock() {
      return tail;
    },
    isLocked() {
      return holders > 0;
    },
  };
}
