import type { FastifyPluginAsync } from 'fastify';
import { printRoutes } from './routes.ts';

/**
 * Contest print requests (spec 02 §2 "Print", §7): submit-print-text, get-contest-print,
 * check-contest-print-status, file/download-contest-print-text. Signed in; the list, the mark and
 * the download are the contest admins'. Register with `{ prefix: '/api' }`.
 */
export const printModule: FastifyPluginAsync = async (app) => {
  await app.register(printRoutes);
};
