import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { discussionAdminRoutes, discussionCategoryRoutes } from './routes/admin.ts';
import { discussionReadRoutes } from './routes/public.ts';
import { discussionWriteRoutes } from './routes/write.ts';

/**
 * Public discussions (spec 03 §2.14, §2.15, §7 "Discussions") and their back office (§2.19): list,
 * detail, post, edit, delete, like, report, categories. Register with `{ prefix: '/api', deps }`.
 * The comments under a discussion are the comment module's (its discussion source).
 */
export const discussionModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(discussionReadRoutes, { deps });
  await app.register(discussionWriteRoutes, { deps });
  await app.register(discussionAdminRoutes, { deps });
  await app.register(discussionCategoryRoutes, { deps });
};
