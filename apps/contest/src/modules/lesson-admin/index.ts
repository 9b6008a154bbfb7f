import { ADMIN_ROLES } from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import type { LessonDeps } from '../lesson/deps.ts';
import { adminLessonGroupRoutes } from './routes/groups.ts';
import { adminLessonRoutes } from './routes/lessons.ts';

/**
 * The back office's lessons (spec 03 admin "lesson", "lesson/create", "lesson/{id}/edit",
 * "lesson/{id}/groups"): lessons, their groups and items. Every route needs an admin role
 * (`adminRolesFor` in @oj/contracts), checked before validation. Register with `{ prefix: '/api', deps }`.
 */
export const lessonAdminModule: ModulePlugin<LessonDeps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  await app.register(adminLessonRoutes, { deps });
  await app.register(adminLessonGroupRoutes, { deps });
};
