import type { FastifyPluginAsync } from 'fastify';
import type { DispatchContext } from '../../context.ts';
import { checkerCompileRoutes } from './routes.ts';

/** Special judge and interactor compiles on a judge node, for the problem editor (any admin role). */
export const checkerCompileModule: FastifyPluginAsync<{ ctx: DispatchContext }> = async (app, { ctx }) => {
  await app.register(checkerCompileRoutes, { ctx });
};
