import type { FastifyPluginAsync } from 'fastify';
import type { Scoreboards } from '../board/scoreboards.ts';
import { icpcApiRoutes } from './routes.ts';

export { IcpcApiMessage } from './messages.ts';
export { eventFeed } from './event-feed.ts';

/**
 * The ICPC CCS Contest API (2023-06) over a contest: /contests/{id}, state, judgement-types,
 * languages, problems, teams, organizations, submissions, judgements, runs, clarifications,
 * awards, scoreboard and the NDJSON event-feed (docs/api.md "ICPC Contest API"). Register with
 * `{ prefix: '/api', boards }`: the scoreboard and awards come from the instance's boards.
 */
export const icpcApiModule: FastifyPluginAsync<{ boards: Scoreboards }> = async (app, options) => {
  await app.register(icpcApiRoutes, { boards: options.boards });
};
