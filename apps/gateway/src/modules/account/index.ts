import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { avatarServeRoutes, avatarUploadRoutes } from './routes/avatar.ts';
import { groupAvatarUploadRoutes } from './routes/group-avatar.ts';
import { homeRoutes } from './routes/home.ts';
import { registerRoutes } from './routes/register.ts';
import { resetRoutes } from './routes/reset.ts';
import { loginRoutes, sessionRoutes } from './routes/session.ts';
import { settingsRoutes } from './routes/settings.ts';
import { accountValidationHooks } from './validation.ts';

export type { AccountModuleOptions } from './context.ts';
export type { AccountLimits } from './limits.ts';
export { DEFAULT_ACCOUNT_LIMITS } from './limits.ts';
export type { Mailer, MailMessage } from './mailer.ts';
export { smtpMailer } from './mailer.ts';
export type { FileStorage } from './storage.ts';
export { localFileStorage } from './storage.ts';

/**
 * The Account part of spec 01 (§3 forms, §4 login states, §5 rules, §7 Account calls): login and
 * admin login, registration by mailed code, password reset by mailed link, logout, settings, user
 * home and heat map, avatar upload. Encapsulated; register it with `{ prefix: '/api' }` after
 * service-kit's core (db, NATS, auth, errors); logout relies on the core's default revocation check.
 */
export const accountModule: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('onRoute', accountValidationHooks.onRoute);
  app.addHook('preValidation', accountValidationHooks.preValidation);
  app.addHook('preHandler', accountValidationHooks.preHandler);

  // Public calls.
  await app.register(loginRoutes, { deps });
  await app.register(registerRoutes, { deps });
  await app.register(resetRoutes, { deps });
  await app.register(homeRoutes, { deps });
  await app.register(avatarServeRoutes, { deps });

  // Calls for a signed-in user.
  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', signedIn.authenticate);
    await signedIn.register(sessionRoutes, { deps });
    await signedIn.register(settingsRoutes, { deps });
    await signedIn.register(avatarUploadRoutes, { deps });
    await signedIn.register(groupAvatarUploadRoutes, { deps });
  });
};
