import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { groupProblemRoutes } from './routes.ts';

/**
 * A group's problems (spec 03 §2.9, §7 "Group problems"): its problems tab and its admins' problem
 * management, through the core list and the back office's save with the group's scope. Its paths
 * sit below community's `/group/*` and are the gateway's by `GATEWAY_ROUTES` (@oj/contracts).
 * Register with `{ prefix: '/api' }` after service-kit's core.
 */
export const groupProblemModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(groupProblemRoutes, { deps });
};
