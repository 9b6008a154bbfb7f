import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { GROUP_CONTESTS, managedContestModule } from '../contest-admin/index.ts';
import { groupContestRoutes } from './routes.ts';

/**
 * Group contests (spec 03 §2.11, §6, §7): signed-in callers; the group's rules (@oj/access
 * `canCreateGroupContest`, `canSeeGroupContent`) for its lists and create, the contest policy
 * (`isContestAdmin`: the group's root, the author while a group admin) for each contest. One
 * contest's management is the contest-admin module's routes under the group's paths.
 */
export const groupContestModule: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);
  await app.register(groupContestRoutes, { deps });
  await managedContestModule(app, { deps, variant: GROUP_CONTESTS });
};
