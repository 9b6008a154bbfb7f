import type { FastifyPluginAsync } from 'fastify';
import { messageRoutes } from './routes.ts';

/** The message center of the signed-in user (spec 03 §2.16): today the unread counts. */
export const messageModule: FastifyPluginAsync = async (app) => {
  await app.register(messageRoutes);
};
