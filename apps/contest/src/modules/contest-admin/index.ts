import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { ADMIN_ROLES } from '@oj/contracts';
import { adminContestAnnouncementRoutes } from './routes/announcements.ts';
import { adminContestRoutes } from './routes/contests.ts';
import { adminContestProblemRoutes } from './routes/problems.ts';

/**
 * The back office's contests (spec 03 §4-§7): contests, their problems and announcements. Every route
 * needs an admin role (`adminRolesFor` in @oj/contracts: any admin role for /admin/*); a contest is
 * managed by its admins only (`isContestAdmin`: its author, a super admin). Register with
 * `{ prefix: '/api', deps }` after service-kit's core.
 */
export const contestAdminModule: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  await app.register(adminContestRoutes, { deps });
  await app.register(adminContestProblemRoutes, { deps });
  await app.register(adminContestAnnouncementRoutes, { deps });
};
