/**
 * Values kept in memory for as long as a change feed says they hold: the owner drops a key when an
 * event says its value changed, and clears everything when the feed stops or starts over (changes
 * meanwhile may have been missed). While the feed is not reading nothing is kept, so every `get`
 * loads; a value is also loaded again once older than `maxAgeMs`, and at most `maxEntries` are kept,
 * the least recently used going first. Concurrent gets of one key share one load; a load that a
 * drop overtook is returned to its callers but not kept, since it may predate the change.
 */
export interface KeptMapOptions {
  maxEntries: number;
  maxAgeMs: number;
}

interface Entry<V> {
  value: V;
  loadedAtMs: number;
}

export class KeptMap<V> {
  readonly #options: KeptMapOptions;
  /** Insertion order is use order: the first key is the least recently used. */
  readonly #kept = new Map<string, Entry<V>>();
  readonly #loading = new Map<string, Promise<V>>();
  #enabled = false;
  #changes = 0;

  constructor(options: KeptMapOptions) {
    this.#options = options;
  }

  /** The kept value of `key` when it is kept and fresh (a use, as `get`), else undefined: nothing is loaded. */
  peek(key: string, nowMs = Date.now()): V | undefined {
    if (!this.#enabled) return undefined;
    const found = this.#kept.get(key);
    if (!found || nowMs - found.loadedAtMs > this.#options.maxAgeMs) return undefined;
    this.#kept.delete(key);
    this.#kept.set(key, found);
    return found.value;
  }

  /** The kept value of `key`, or what `load` gives (kept while the feed reads and no drop overtook it). */
  async get(key: string, load: () => Promise<V>, nowMs = Date.now()): Promise<V> {
    if (!this.#enabled) return load();
    const found = this.#kept.get(key);
    if (found && nowMs - found.loadedAtMs <= this.#options.maxAgeMs) {
      this.#kept.delete(key);
      this.#kept.set(key, found);
      return found.value;
    }
    this.#kept.delete(key);
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const loading = load();
    this.#loading.set(key, loading);
    try {
      const value = await loading;
      if (this.#loading.get(key) === loading) {
        this.#kept.set(key, { value, loadedAtMs: nowMs });
        for (const oldest of this.#kept.keys()) {
          if (this.#kept.size <= this.#options.maxEntries) break;
          this.#kept.delete(oldest);
        }
      }
      return value;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  /** The value of `key` changed: forgotten, with any load under way. */
  drop(key: string): void {
    this.#changes += 1;
    this.#kept.delete(key);
    this.#loading.delete(key);
  }

  /** Everything may have changed. */
  clear(): void {
    this.#changes += 1;
    this.#kept.clear();
    this.#loading.clear();
  }

  /** The feed reads (again): what was kept may have missed changes, so it is read anew. */
  feedStarted(): void {
    this.clear();
    this.#enabled = true;
  }

  /** The feed stopped: changes go unseen, so nothing is kept until it reads again. */
  feedStopped(): void {
    this.#enabled = false;
    this.clear();
  }

  /** How many drops and clears it was told of (tests wait for an event's effect by it). */
  get changes(): number {
    return this.#changes;
  }

  /** How many values are kept (tests). */
  get size(): number {
    return this.#kept.size;
  }
}
