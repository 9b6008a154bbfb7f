import type { FastifyPluginAsync } from 'fastify';
import type { Scoreboards } from '../board/scoreboards.ts';
import { icpcApiRootRoutes } from './root-routes.ts';
import { icpcApiRoutes } from './routes.ts';

export { eventFeed } from './event-feed.ts';

/**
 * The ICPC CCS Contest API (2023-06): the API information at /api/, the contest list, and per
 * contest its access document, contest, state, judgement-types, languages, problems, groups,
 * organizations, teams, submissions, judgements, clarifications, awards, scoreboard and the NDJSON
 * event-feed (docs/api.md "ICPC Contest API"). Register with `{ prefix: '/api', boards }`: the
 * scoreboard and awards come from the instance's boards.
 */
export const icpcApiModule: FastifyPluginAsync<{ boards: Scoreboards }> = async (app, options) => {
  await app.register(icpcApiRootRoutes);
  await app.register(icpcApiRoutes, { boards: options.boards });
};
