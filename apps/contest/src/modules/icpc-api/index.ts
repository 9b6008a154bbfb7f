import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { icpcApiRootRoutes } from './root-routes.ts';
import { icpcApiRoutes } from './routes.ts';

export { eventFeed } from './event-feed.ts';

/**
 * The ICPC CCS Contest API (2023-06): the API information at /api/, the contest list, and per
 * contest its access document, contest, state, judgement-types, languages, problems, groups,
 * organizations, teams, submissions, judgements, clarifications, awards, scoreboard and the NDJSON
 * event-feed (docs/api.md "ICPC Contest API"). Register with `{ prefix: '/api', deps }`: the
 * scoreboard and awards come from the instance's boards.
 */
export const icpcApiModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(icpcApiRootRoutes, { deps });
  await app.register(icpcApiRoutes, { deps });
};
