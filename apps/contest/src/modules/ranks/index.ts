import type { ModulePlugin } from '@oj/service-kit';
import { rankRoutes } from './routes.ts';
import type { RanksDeps } from './routes.ts';

export { RankKeeper, RANK_FEED_PREFIX } from './keeper.ts';
export type { RankKeeperOptions } from './keeper.ts';
export type { RanksDeps } from './routes.ts';

/**
 * The global ranklists (spec 02 §2 "Rankings", §7 get-rank-list), kept in memory by each instance
 * (keeper.ts). Register with `{ prefix: '/api', deps }`.
 */
export const ranksModule: ModulePlugin<RanksDeps> = async (app, options) => {
  await app.register(rankRoutes, { deps: options.deps });
};
