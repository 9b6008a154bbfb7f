import fp from 'fastify-plugin';
import { pingRoutes } from './routes/ping.ts';

/**
 * The judge-dispatch service: submissions, test judges, rejudges and manual judging (routes come
 * with later issues). It registers its routes under /api, so the gateway can host it as is.
 */
export const judgeDispatchService = fp(
  async (app) => {
    await app.register(pingRoutes, { prefix: '/api' });
  },
  { name: 'judge-dispatch-service', fastify: '5.x', encapsulate: true, dependencies: ['oj-auth', 'oj-database', 'oj-nats'] },
);
