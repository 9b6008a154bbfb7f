/** A value computed at most once per `ttlMs` (the home page's rank and chart do not scan per request). */
export class TtlCache<T> {
  private value: { at: number; data: Promise<T> } | null = null;
  private readonly ttlMs: number;
  private readonly clock: () => number;
  /** A refresh asked sooner than this after the last computation returns the cached value. */
  private readonly minRefreshMs: number;

  constructor(ttlMs: number, clock: () => number = Date.now, minRefreshMs = 5_000) {
    this.ttlMs = ttlMs;
    this.clock = clock;
    this.minRefreshMs = minRefreshMs;
  }

  /** The cached value, or a fresh one when it is older than the TTL or `refresh` is asked. */
  get(compute: () => Promise<T>, refresh = false): Promise<T> {
    const now = this.clock();
    const age = this.value ? now - this.value.at : Number.POSITIVE_INFINITY;
    if (age < (refresh ? this.minRefreshMs : this.ttlMs) && this.value) return this.value.data;
    const data = compute();
    this.value = { at: now, data };
    // A failed computation is not kept: the next call tries again.
    data.catch(() => {
      if (this.value?.data === data) this.value = null;
    });
    return data;
  }
}
