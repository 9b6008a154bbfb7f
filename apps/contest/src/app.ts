import fp from 'fastify-plugin';
import { pingRoutes } from './modules/ping/index.ts';

/**
 * The contest service: contests, scoreboards, trainings, tidan, timed work, ranks, lessons and
 * home widgets (routes come with later issues). It registers its routes under /api, so the
 * gateway can host it as is.
 */
export const contestService = fp(
  async (app) => {
    await app.register(pingRoutes, { prefix: '/api' });
  },
  { name: 'contest-service', fastify: '5.x', encapsulate: true, dependencies: ['oj-auth', 'oj-database', 'oj-nats'] },
);
