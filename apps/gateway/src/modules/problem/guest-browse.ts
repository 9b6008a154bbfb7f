import type { Deps } from '../../deps.ts';
import type { FastifyRequest } from 'fastify';
import { loadWebsiteConfig } from '@oj/db';
import { currentUser, fail, ServiceMessage, TtlCache } from '@oj/service-kit';

/**
 * How long the guest-browse switch is reused. Anonymous visitors are most of the problem list's
 * traffic and the list itself is reused this long (PUBLIC_LIST_CACHE_TTL_MS), so the switch costs no
 * query of its own per request; a change reaches every gateway within this time.
 */
export const GUEST_SWITCH_CACHE_TTL_MS = 2_000;

/**
 * The `guestBrowseProblems` site switch (docs/api.md "Guests and problems"): on (the default, spec
 * 01 §6) visitors who are not signed in may list and read problems; off (spec 03 §2.1) they get 401
 * 'Please login first'. Signed-in callers always pass. Runs after `authenticateOptional`.
 */
export function guestBrowseCheck(deps: Pick<Deps, 'db'>): (request: FastifyRequest) => Promise<void> {
  const cache = new TtlCache<boolean>(GUEST_SWITCH_CACHE_TTL_MS, 1);
  return async (request) => {
    if (currentUser(request)) return;
    const open = await cache.get('guestBrowseProblems', async () => (await loadWebsiteConfig(deps.db)).guestBrowseProblems);
    if (!open) throw fail(ServiceMessage.loginFirst);
  };
}
