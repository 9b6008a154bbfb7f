import type { FastifyPluginAsync } from 'fastify';
import { commentReadRoutes } from './routes/read.ts';
import { commentWriteRoutes } from './routes/write.ts';

/**
 * The comment area (spec 03 §2.17, §7 "Comments and replies"): comments of a discussion (`did`) or a
 * contest's Q&A (`cid`), replies, likes and the reminders they write. Register with `{ prefix: '/api' }`.
 */
export const commentModule: FastifyPluginAsync = async (app) => {
  await app.register(commentReadRoutes);
  await app.register(commentWriteRoutes);
};
