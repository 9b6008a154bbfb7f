import type { SevenDayRankRowDto, WeekStatisticsDto } from '@oj/contracts';
import type { ServiceDeps } from '@oj/service-kit';
import type { ModulePlugin } from '@oj/service-kit';
import { TtlCache } from './cache.ts';
import { homeRoutes } from './routes.ts';

export { TtlCache } from './cache.ts';
export { quoteOf, quotesOf } from './quotes.ts';

/** How long the 7-day rank and the weekly chart are served from memory. */
export const HOME_RANK_TTL_MS = 60_000;
export const HOME_STATISTICS_TTL_MS = 5 * 60_000;

/** What the home module needs: the database and, for tests, a clock. */
export type HomeModuleDeps = Pick<ServiceDeps, 'db'> & { now?: () => number };

/**
 * The home page widgets (spec 02 §2 "Home page", §7 Home): carousel, recent contests, 7-day AC rank,
 * last week's statistics and the clock's quote. Register with `{ prefix: '/api' }`.
 */
export const homeModule: ModulePlugin<HomeModuleDeps> = async (app, { deps }) => {
  const now = deps.now ?? Date.now;
  await app.register(homeRoutes, {
    deps: {
      db: deps.db,
      now,
      publicPrefix: '/api/public',
      rankCache: new TtlCache<SevenDayRankRowDto[]>(HOME_RANK_TTL_MS, now),
      statisticsCache: new TtlCache<WeekStatisticsDto>(HOME_STATISTICS_TTL_MS, now),
    },
  });
};
