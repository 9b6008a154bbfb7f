import type { ModulePlugin } from '@oj/service-kit';
import type { GroupDeps } from './context.ts';
import { groupListRoutes, groupRoutes } from './routes/groups.ts';
import { groupMemberRoutes } from './routes/members.ts';

/**
 * Groups (spec 03 §2.4–§2.8, §2.13, §7 "Groups"): the list, the group, its members and
 * applications, announcements and rank. Register with `{ prefix: '/api', deps }`.
 */
export const groupModule: ModulePlugin<GroupDeps> = async (app, { deps }) => {
  await app.register(groupListRoutes, { deps });
  await app.register(groupRoutes, { deps });
  await app.register(groupMemberRoutes, { deps });
};
