import type { DataSource } from 'typeorm';
import type { ProblemListDto } from '@oj/contracts';
import { TtlCache } from '@oj/service-kit';

/**
 * How long an answer of the public problem list is reused. Every visitor asks for the same first
 * page, and building it costs four queries, one of them counting the whole bank: about 1.9 ms of
 * gateway CPU and 1.8 ms of database CPU per request, so ~360 req/s at 100 connections on two
 * cores; reused, ~3,100 req/s (bench/api.ts). Visitors see a new problem or counter this late at most.
 */
export const PUBLIC_LIST_CACHE_TTL_MS = 2_000;
/** Distinct filters kept (keyword searches make many); the least recently loaded go first. */
const PUBLIC_LIST_CACHE_KEYS = 500;

// One cache per database, so two apps in one process (tests) never share answers.
const caches = new WeakMap<DataSource, TtlCache<ProblemListDto>>();

/** The public problem list's cache of the app on `db`; the back office clears it when problems change. */
export function publicProblemListCache(db: DataSource): TtlCache<ProblemListDto> {
  let cache = caches.get(db);
  if (cache === undefined) {
    cache = new TtlCache<ProblemListDto>(PUBLIC_LIST_CACHE_TTL_MS, PUBLIC_LIST_CACHE_KEYS);
    caches.set(db, cache);
  }
  return cache;
}
