import type { ModulePlugin, ServiceDeps } from '@oj/service-kit';
import { adminAnnouncementRoutes, commonAnnouncementRoutes } from './routes.ts';

/** Site announcements (spec 03 §2.17, §7): the home panel's list and the super admin's page. Register with `{ prefix: '/api' }`. */
export const announcementModule: ModulePlugin<Pick<ServiceDeps, 'db'>> = async (app, { deps }) => {
  await app.register(commonAnnouncementRoutes, { deps: { db: deps.db } });
  await app.register(adminAnnouncementRoutes, { deps: { db: deps.db } });
};
