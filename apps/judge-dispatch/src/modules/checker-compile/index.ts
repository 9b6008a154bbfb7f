import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { checkerCompileRoutes, groupCheckerCompileRoutes } from './routes.ts';

/** Special judge and interactor compiles on a judge node, for the problem editor (any admin role; a group's admins for its problems). */
export const checkerCompileModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(checkerCompileRoutes, { deps });
  await app.register(groupCheckerCompileRoutes, { deps });
};
