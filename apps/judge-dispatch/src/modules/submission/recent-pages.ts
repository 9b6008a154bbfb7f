import type { SubmissionSummaryDto } from '@oj/contracts';
import type { JudgeRowChanges } from '../judge-rows/changes.ts';

/** A page of the status list as the database gave it: before any viewer's seal is applied. */
export interface ListPage {
  total: number;
  records: readonly SubmissionSummaryDto[];
}

interface Kept<V> {
  cid: number;
  expiresAtMs: number;
  value: Promise<V>;
}

/** Most pages kept; beyond it the least recently loaded go first. */
const MAX_PAGES = 1_000;
/** Most unfiltered totals kept (one per contest, group and visibility). */
const MAX_TOTALS = 1_000;
/**
 * How long the total of an unfiltered list is reused. Counting reads every index entry (~12 ms at
 * 50k rows) and only an insert changes it: this process forgets it on each of its inserts, and
 * another instance's submissions show in it within this time.
 */
const UNFILTERED_TOTAL_MS = 2_000;

/** A map of loads kept for a while, each under its contest, dropped together when the contest's rows change. */
class KeptLoads<V> {
  readonly #entries = new Map<string, Kept<V>>();
  readonly #ttlMs: number;
  readonly #maxEntries: number;

  constructor(ttlMs: number, maxEntries: number) {
    this.#ttlMs = ttlMs;
    this.#maxEntries = maxEntries;
  }

  get(key: string, cid: number, load: () => Promise<V>, nowMs: number): Promise<V> {
    const hit = this.#entries.get(key);
    if (hit && hit.expiresAtMs > nowMs) return hit.value;
    // Timed from the start of the load: what it reads is at least that fresh.
    const kept: Kept<V> = { cid, expiresAtMs: nowMs + this.#ttlMs, value: load() };
    this.#entries.delete(key);
    if (this.#ttlMs <= 0) return kept.value;
    this.#entries.set(key, kept);
    void kept.value.catch(() => {
      if (this.#entries.get(key) === kept) this.#entries.delete(key);
    });
    for (const oldest of this.#entries.keys()) {
      if (this.#entries.size <= this.#maxEntries) break;
      this.#entries.delete(oldest);
    }
    return kept.value;
  }

  forget(cid: number): void {
    for (const [key, kept] of this.#entries) if (kept.cid === cid) this.#entries.delete(key);
  }

  get size(): number {
    return this.#entries.size;
  }
}

/**
 * The status list's recent pages, per filter (docs/architecture.md, "The status list"): the status
 * page is the busiest page of an event, and most of its requests ask for the same first pages
 * (all, by problem, by user, a contest's). A page is reused for at most `ttlMs` (1 s), and every
 * change of a judge row made in this process (a new submission, a verdict, a rejudge, a manual
 * judge or cancel, sharing) drops the pages of its contest at once, so a verdict applied here shows
 * on the next request, and one applied by another instance within `ttlMs`. What a page holds is
 * the same for every viewer who gets it: the key is the whole filter, including what the route
 * derives from the viewer (own rows only, problems the viewer may open, a sealed status filter);
 * the seal's hidden results are applied per viewer after the cache (listSubmissions).
 */
export class RecentListPages {
  readonly #pages: KeptLoads<ListPage>;
  readonly #totals = new KeptLoads<number>(UNFILTERED_TOTAL_MS, MAX_TOTALS);

  constructor(changes: JudgeRowChanges, ttlMs: number) {
    this.#pages = new KeptLoads(ttlMs, MAX_PAGES);
    changes.listen((cid) => {
      this.#pages.forget(cid);
      this.#totals.forget(cid);
    });
  }

  /** The page kept under `key` (of contest `cid`), or the one `load` reads, then kept. */
  page(key: string, cid: number, load: () => Promise<ListPage>, nowMs = Date.now()): Promise<ListPage> {
    return this.#pages.get(key, cid, load, nowMs);
  }

  /** The unfiltered total kept under `key` (of contest `cid`), or the one `count` reads. */
  unfilteredTotal(key: string, cid: number, count: () => Promise<number>, nowMs = Date.now()): Promise<number> {
    return this.#totals.get(key, cid, count, nowMs);
  }

  /** How many pages are kept (expired ones until replaced or evicted). */
  get size(): number {
    return this.#pages.size;
  }
}
