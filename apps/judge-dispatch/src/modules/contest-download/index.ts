import type { FastifyPluginAsync } from 'fastify';
import { contestDownloadRoutes } from './routes.ts';

/** The contest admins' download of a contest's accepted code as a zip (spec 03 §7); signed in. */
export const contestDownloadModule: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.authenticate);
  await app.register(contestDownloadRoutes);
};
