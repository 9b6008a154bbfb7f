import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { ADMIN_ROLES } from '@oj/contracts';
import { adminContestAnnouncementRoutes } from './routes/announcements.ts';
import { adminContestRoutes, managedContestRoutes } from './routes/contests.ts';
import { adminContestProblemRoutes } from './routes/problems.ts';
import type { ContestAdminVariant } from './variant.ts';
import { SITE_CONTESTS } from './variant.ts';

export { GROUP_CONTESTS, SITE_CONTESTS } from './variant.ts';
export type { ContestAdminVariant } from './variant.ts';
export { adminContestList, adminContestOf, manageableContest } from './queries.ts';
export { createContest, updateContest } from './save.ts';
export { deleteContest } from './use-cases.ts';
export { addContestProblem } from './problems.ts';

/**
 * One contest's management (its form data and update, visibility, problems, announcements) under a
 * variant's paths: the back office's and a group's page register the same routes. Each contest is
 * managed by its admins only (`isContestAdmin`: its author, a super admin, a group contest's root).
 */
export const managedContestModule = async (
  app: Parameters<ModulePlugin<Deps>>[0],
  { deps, variant }: { deps: Deps; variant: ContestAdminVariant },
): Promise<void> => {
  await app.register(managedContestRoutes(variant), { deps });
  await app.register(adminContestProblemRoutes(variant), { deps });
  await app.register(adminContestAnnouncementRoutes(variant), { deps });
};

/**
 * The back office's contests (spec 03 §4-§7): contests, their problems and announcements. Every route
 * needs an admin role (`adminRolesFor` in @oj/contracts: any admin role for /admin/*); a contest is
 * managed by its admins only. Register with `{ prefix: '/api', deps }` after service-kit's core.
 */
export const contestAdminModule: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  await app.register(adminContestRoutes, { deps });
  await managedContestModule(app, { deps, variant: SITE_CONTESTS });
};
