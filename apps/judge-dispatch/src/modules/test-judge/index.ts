import type { FastifyPluginAsync } from 'fastify';
import type { DispatchContext } from '../../context.ts';
import { testJudgeRoutes } from './routes.ts';

/** Online self-test runs of the signed-in user: start one, read its result (records.ts, a KV bucket). */
export const testJudgeModule: FastifyPluginAsync<{ ctx: DispatchContext }> = async (app, { ctx }) => {
  app.addHook('preHandler', app.authenticate);
  await app.register(testJudgeRoutes, { ctx });
};
