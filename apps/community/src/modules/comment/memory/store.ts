/**
 * The kept comments of the sources this instance serves (docs/architecture.md, "Comment pages in
 * memory"): loaded on a source's first page request (concurrent requests share the one load), dropped
 * when a `comment changed` event of the source arrives (from this instance or another) or when this
 * instance changes it, their profiles read again in the background once older than `profilesMaxAgeMs`
 * (the gateway writes them and announces nothing; the kept comments serve meanwhile), reloaded whole
 * when older than `maxAgeMs` (rows written behind the services' backs), and at most `maxSources`
 * sources and `maxRows` comments and replies kept, the least recently used going first.
 * While the event feed is not reading, nothing is kept and the pages are read from the database.
 */
import type { DataSource } from 'typeorm';
import type { SourceKey } from './events.ts';
import { loadSourceComments, withFreshProfiles } from './load.ts';
import type { SourceComments } from './load.ts';

export interface CommentStoreOptions {
  db: () => DataSource;
  maxSources: number;
  /** Comments and replies kept at most over all sources (the one just loaded is kept whatever its size). */
  maxRows: number;
  /** A kept source older than this is loaded again, whole. */
  maxAgeMs: number;
  /** Profiles older than this are read again (in the background; the kept source serves meanwhile). */
  profilesMaxAgeMs: number;
}

/**
 * Sources and rows kept at most (200,000 rows: eight discussions the size of the bench's, 5,000
 * comments and 20,000 replies), how long a kept source serves before it is read again whole (every
 * change of its comments drops it at once), and how long its profiles serve before they are read again
 * (a changed name or avatar shows within a minute, as on the scoreboards).
 */
export const COMMENT_STORE_LIMITS = { maxSources: 200, maxRows: 200_000, maxAgeMs: 600_000, profilesMaxAgeMs: 60_000 } as const;

interface Loading {
  promise: Promise<SourceComments>;
}

function keyOf(source: SourceKey): string {
  return `${source.type}.${String(source.id)}`;
}

export class CommentStore {
  readonly #options: CommentStoreOptions;
  /** Insertion order is use order: the first key is the least recently used. */
  readonly #kept = new Map<string, SourceComments>();
  readonly #loading = new Map<string, Loading>();
  /** Sources whose profiles are being read again. */
  readonly #refreshing = new Set<string>();
  #enabled = false;
  #rows = 0;

  constructor(options: CommentStoreOptions) {
    this.#options = options;
  }

  /** The source's kept comments when they are kept and fresh (a use, as `kept`), else undefined: nothing is loaded. */
  peek(source: SourceKey, nowMs = Date.now()): SourceComments | undefined {
    if (!this.#enabled) return undefined;
    const key = keyOf(source);
    const found = this.#kept.get(key);
    if (!found || nowMs - found.loadedAtMs > this.#options.maxAgeMs) return undefined;
    this.#use(key, found, nowMs);
    return found;
  }

  /** The source's kept comments, loading them when missing or too old; null while the feed is not reading (read the database). */
  async kept(source: SourceKey, nowMs = Date.now()): Promise<SourceComments | null> {
    if (!this.#enabled) return null;
    const key = keyOf(source);
    const found = this.#kept.get(key);
    if (found && nowMs - found.loadedAtMs <= this.#options.maxAgeMs) {
      this.#use(key, found, nowMs);
      return found;
    }
    if (found) this.#remove(key);
    const pending = this.#loading.get(key);
    if (pending) return pending.promise;
    const loading: Loading = { promise: loadSourceComments(this.#options.db(), source) };
    this.#loading.set(key, loading);
    try {
      const loaded = await loading.promise;
      // A change seen during the load (drop, feed stop) removed the record: what was read may predate it, so it is not kept.
      if (this.#loading.get(key) === loading) {
        this.#remove(key);
        this.#kept.set(key, loaded);
        this.#rows += loaded.rows;
        this.#evict();
      }
      return loaded;
    } finally {
      if (this.#loading.get(key) === loading) this.#loading.delete(key);
    }
  }

  /** The source changed: its kept comments and any load under way are forgotten. */
  drop(source: SourceKey): void {
    const key = keyOf(source);
    this.#remove(key);
    this.#loading.delete(key);
  }

  /** The feed reads (again): changes meanwhile may have been missed, so everything is read anew. */
  feedStarted(): void {
    this.#clear();
    this.#enabled = true;
  }

  /** The feed stopped: changes on other instances go unseen, so nothing is served from memory. */
  feedStopped(): void {
    this.#enabled = false;
    this.#clear();
  }

  /** How many sources are kept (tests, the bench). */
  get size(): number {
    return this.#kept.size;
  }

  /** How many comments and replies are kept (tests, the bench). */
  get rows(): number {
    return this.#rows;
  }

  // A kept source served: the most recently used now, its profiles read again when old.
  #use(key: string, found: SourceComments, nowMs: number): void {
    this.#kept.delete(key);
    this.#kept.set(key, found);
    if (nowMs - found.profilesAtMs > this.#options.profilesMaxAgeMs) this.#refreshProfiles(key, found);
  }

  /** Reads the source's profiles again in the background; kept unless the source changed (was dropped or reloaded) meanwhile. */
  #refreshProfiles(key: string, found: SourceComments): void {
    if (this.#refreshing.has(key)) return;
    this.#refreshing.add(key);
    withFreshProfiles(this.#options.db(), found)
      .then(
        (fresh) => {
          if (this.#kept.get(key) === found) this.#kept.set(key, fresh);
        },
        // The next request past the age tries again; the kept profiles serve meanwhile.
        () => undefined,
      )
      .finally(() => {
        this.#refreshing.delete(key);
      });
  }

  #clear(): void {
    this.#kept.clear();
    this.#loading.clear();
    this.#rows = 0;
  }

  #remove(key: string): void {
    const kept = this.#kept.get(key);
    if (!kept) return;
    this.#kept.delete(key);
    this.#rows -= kept.rows;
  }

  // The least recently used go first, while over either bound; the last one kept (the newest) stays.
  #evict(): void {
    for (const key of this.#kept.keys()) {
      if (this.#kept.size <= 1 || (this.#kept.size <= this.#options.maxSources && this.#rows <= this.#options.maxRows)) return;
      this.#remove(key);
    }
  }
}
