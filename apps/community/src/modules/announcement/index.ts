import type { ModulePlugin } from '@oj/service-kit';
import { adminAnnouncementRoutes, commonAnnouncementRoutes } from './routes.ts';
import type { AnnouncementDeps } from './use-cases.ts';

/** Site announcements (spec 03 §2.17, §7): the home panel's list and the super admin's page. Register with `{ prefix: '/api', deps }`. */
export const announcementModule: ModulePlugin<AnnouncementDeps> = async (app, { deps }) => {
  await app.register(commonAnnouncementRoutes, { deps });
  await app.register(adminAnnouncementRoutes, { deps });
};
