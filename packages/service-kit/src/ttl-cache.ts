/**
 * A small in-process cache with a short lifetime, for answers many visitors ask for at once (the
 * first page of the problem list). Concurrent misses of one key share a single load, so an expiry
 * under load costs one set of queries, not one per waiting request. A failed load is not kept.
 */
export class TtlCache<V> {
  readonly #ttlMs: number;
  readonly #maxEntries: number;
  readonly #entries = new Map<string, { expiresAtMs: number; value: Promise<V> }>();

  constructor(ttlMs: number, maxEntries: number) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  /** The live value of `key`, or the result of `load` (then kept for the lifetime). */
  get(key: string, load: () => Promise<V>, nowMs = Date.now()): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAtMs > nowMs) return hit.value;
    const value = load();
    // Re-inserting moves the key to the end: the Map's order is the eviction order.
    this.#entries.delete(key);
    this.#entries.set(key, { expiresAtMs: nowMs + this.#ttlMs, value });
    void value.catch(() => {
      if (this.#entries.get(key)?.value === value) this.#entries.delete(key);
    });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
    return value;
  }

  /** Forgets every value (the next `get` of each key loads again). */
  clear(): void {
    this.#entries.clear();
  }

  /** How many keys are held (expired ones included until replaced or evicted). */
  get size(): number {
    return this.#entries.size;
  }
}
