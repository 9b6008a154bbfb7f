/**
 * What a community instance keeps in memory for its hot reads (docs/architecture.md, "Comment pages
 * in memory"): the comment pages' sources (comment/memory's store), the discussions' access facts and
 * the website config. One broadcast feed of the events stream keeps all three current; while it does
 * not read, nothing is kept and every read goes to the database.
 */
import type { WebsiteConfig } from '@oj/contracts';
import type { DiscussionRow } from '@oj/db';
import { KeptMap } from '@oj/service-kit';

/** What the comment pages' access check reads of a discussion (kept; a change of any of it is announced). */
export type DiscussionFacts = Pick<DiscussionRow, 'id' | 'gid' | 'status' | 'uid' | 'title'>;

/** Discussions whose facts are kept at most, and how long one serves before it is read again. */
export const KEPT_DISCUSSION_LIMITS = { maxEntries: 10_000, maxAgeMs: 60_000 } as const;

/** How long the kept website config serves before it is read again (a missed event costs at most this). */
export const KEPT_SITE_CONFIG_MAX_AGE_MS = 60_000;

export interface Kept {
  /** By discussion id; null: no such discussion (not kept). */
  readonly discussions: KeptMap<DiscussionFacts | null>;
  /** One key: the website config. */
  readonly site: KeptMap<WebsiteConfig>;
}

export function createKept(): Kept {
  return {
    discussions: new KeptMap(KEPT_DISCUSSION_LIMITS),
    site: new KeptMap({ maxEntries: 1, maxAgeMs: KEPT_SITE_CONFIG_MAX_AGE_MS }),
  };
}
