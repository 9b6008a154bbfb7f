import type { Deps } from '../../../deps.ts';
import type { Page } from '../queries.ts';

/** What the notice module needs: the database, the live channel, and the instance's push job. */
export type NoticeDeps = Pick<Deps, 'db' | 'nats' | 'natsNames' | 'log' | 'pusher'>;

/** Page and size of a list call: a page below 1 is 1; a size outside 1..100 is the default. */
export function pageOf(currentPage: number | undefined, limit: number | undefined, defaultLimit: number): Page {
  const page = currentPage !== undefined && currentPage >= 1 && currentPage <= 1_000_000 ? currentPage : 1;
  const size = limit !== undefined && limit >= 1 && limit <= 100 ? limit : defaultLimit;
  return { offset: (page - 1) * size, limit: size };
}
