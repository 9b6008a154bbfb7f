import type { FastifyPluginAsync } from 'fastify';
import { ADMIN_ROLES } from '@oj/contracts';
import type { ContestModuleOptions } from '../contest/schemas.ts';
import { adminContestAnnouncementRoutes } from './routes/announcements.ts';
import { adminContestRoutes } from './routes/contests.ts';
import { adminContestProblemRoutes } from './routes/problems.ts';

/**
 * The back office's contests (spec 03 §4-§7): contests, their problems and announcements. Every route
 * needs an admin role (`adminRolesFor` in @oj/contracts: any admin role for /admin/*); a contest is
 * managed by its admins only (`isContestAdmin`: its author, a super admin). Register with
 * `{ prefix: '/api', gate, passwords }` after service-kit's core.
 */
export const contestAdminModule: FastifyPluginAsync<ContestModuleOptions> = async (app, options) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  await app.register(adminContestRoutes, { gate: options.gate, passwords: options.passwords });
  await app.register(adminContestProblemRoutes, { gate: options.gate, passwords: options.passwords });
  await app.register(adminContestAnnouncementRoutes);
};
