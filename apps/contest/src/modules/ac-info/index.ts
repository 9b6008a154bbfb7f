import type { FastifyPluginAsync } from 'fastify';
import type { Scoreboards } from '../board/scoreboards.ts';
import { acInfoRoutes } from './routes.ts';

/**
 * The AC info, the contest admins' balloon helper (spec 02 §2, §7): get-contest-ac-info and
 * check-contest-ac-info. First blood comes from the contest's board. Register with
 * `{ prefix: '/api', boards }`.
 */
export const acInfoModule: FastifyPluginAsync<{ boards: Scoreboards }> = async (app, options) => {
  await app.register(acInfoRoutes, { boards: options.boards });
};
