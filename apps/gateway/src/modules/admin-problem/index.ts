import type { FastifyPluginAsync } from 'fastify';
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
export const adminProblemModule: FastifyPluginAsync = async (app) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  await app.register(adminProblemRoutes);
  await app.register(adminTagRoutes);
  await app.register(adminLevelAndHonorRoutes);
  await app.register(adminGroupProblemRoutes);
};
