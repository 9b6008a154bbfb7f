import type { FastifyPluginAsync } from 'fastify';
import type { DispatchContext } from '../../context.ts';
import { adminJudgeRoutes } from './routes.ts';

/** The super admin's rejudge, manual judge and cancel judge (each route checks the role). */
export const adminJudgeModule: FastifyPluginAsync<{ ctx: DispatchContext }> = async (app, { ctx }) => {
  await app.register(adminJudgeRoutes, { ctx });
};
