import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { Role } from '@oj/contracts';
import { accountRoutes } from './routes/accounts.ts';
import { sessionRoutes } from './routes/sessions.ts';
import { teamAccountRoutes } from './routes/team-accounts.ts';
import { userRoutes } from './routes/users.ts';

/**
 * The super admin's user tools (spec 03 §2.19, §5 Admin, §7 "user"): list, edit, delete, sessions
 * and forced sign-out, CSV import, generated accounts, team accounts, and the role table. Register with
 * `{ prefix: '/api' }`; every route needs the super admin (admin-access: /admin/user/*, /admin/auth/*).
 */
export const adminUserModule: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(Role.SuperAdmin));
  await app.register(userRoutes, { deps });
  await app.register(sessionRoutes, { deps });
  await app.register(accountRoutes, { deps });
  await app.register(teamAccountRoutes, { deps });
};
