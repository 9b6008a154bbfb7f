import { ADMIN_ROLES } from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import type { TidanDeps } from '../tidan/deps.ts';
import { adminTidanRoutes } from './routes.ts';

/**
 * The back office's tidan: outlines, groups, problem groups, bind, unbind and swap. Every route
 * needs an admin role (`adminRolesFor`). Register with `{ prefix: '/api', deps }`.
 */
export const tidanAdminModule: ModulePlugin<TidanDeps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  await app.register(adminTidanRoutes, { deps });
};
