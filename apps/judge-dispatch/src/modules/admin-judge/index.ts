import type { FastifyPluginAsync } from 'fastify';
import type { DispatchContext } from '../../context.ts';
import { RejudgeDispatcher } from './rejudge-problems.ts';
import { adminJudgeRoutes } from './routes.ts';

/** The super admin's rejudge (of a submission or of whole problems), manual judge and cancel judge (each route checks the role). */
export const adminJudgeModule: FastifyPluginAsync<{ ctx: DispatchContext }> = async (app, { ctx }) => {
  const dispatcher = new RejudgeDispatcher(ctx);
  // Before NATS and the database close: the jobs being enqueued finish, the rest is the sweep's.
  app.addHook('preClose', () => dispatcher.stop());
  await app.register(adminJudgeRoutes, { ctx, dispatcher });
};
