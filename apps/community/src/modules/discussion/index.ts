import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { discussionAdminRoutes, discussionCategoryRoutes } from './routes/admin.ts';
import { groupDiscussionRoutes } from './routes/group.ts';
import { discussionReadRoutes } from './routes/public.ts';
import { discussionWriteRoutes } from './routes/write.ts';

/**
 * Discussions (spec 03 §2.12, §2.14, §2.15, §7 "Discussions", "Group discussions") and their back
 * office (§2.19): list, detail, post, edit, delete, like, report, categories; a group's discussions
 * are the same calls in the group's area (area.ts). Register with `{ prefix: '/api', deps }`.
 * The comments under a discussion are the comment module's (its discussion source).
 */
export const discussionModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(discussionReadRoutes, { deps });
  await app.register(discussionWriteRoutes, { deps });
  await app.register(discussionAdminRoutes, { deps });
  await app.register(discussionCategoryRoutes, { deps });
  await app.register(groupDiscussionRoutes, { deps });
};
