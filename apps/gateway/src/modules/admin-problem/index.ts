import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { ADMIN_ROLES } from '@oj/contracts';
import { adminGroupProblemRoutes } from './routes/group-problems.ts';
import { adminLevelAndHonorRoutes } from './routes/levels-and-honors.ts';
import { adminProblemRoutes } from './routes/problems.ts';
import { adminTagRoutes } from './routes/tags.ts';

/**
 * The back office's problem bank (spec 03 §2.19, §7 admin calls): problems and their test data,
 * tags and tag classifications, difficulty levels, honors, and the group problems waiting to go
 * public. Every route needs an admin role (`adminRolesFor` in @oj/contracts). Register with
 * `{ prefix: '/api' }` after service-kit's core.
 */
export const adminProblemModule: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  await app.register(adminProblemRoutes, { deps });
  await app.register(adminTagRoutes, { deps });
  await app.register(adminLevelAndHonorRoutes, { deps });
  await app.register(adminGroupProblemRoutes, { deps });
};
