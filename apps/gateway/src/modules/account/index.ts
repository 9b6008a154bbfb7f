import type { FastifyPluginAsync } from 'fastify';
import { createAccountContext } from './context.ts';
import type { AccountModuleOptions } from './context.ts';
import { avatarServeRoutes, avatarUploadRoutes } from './routes/avatar.ts';
import { homeRoutes } from './routes/home.ts';
import { registerRoutes } from './routes/register.ts';
import { resetRoutes } from './routes/reset.ts';
import { loginRoutes, sessionRoutes } from './routes/session.ts';
import { settingsRoutes } from './routes/settings.ts';
import { useAccountValidation } from './validation.ts';

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
export const accountModule: FastifyPluginAsync<AccountModuleOptions> = async (app, options) => {
  useAccountValidation(app);
  const ctx = createAccountContext(app, options);

  // Public calls.
  await app.register(loginRoutes, { ctx });
  await app.register(registerRoutes, { ctx });
  await app.register(resetRoutes, { ctx });
  await app.register(homeRoutes);
  await app.register(avatarServeRoutes, { ctx });

  // Calls for a signed-in user.
  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', signedIn.authenticate);
    await signedIn.register(sessionRoutes);
    await signedIn.register(settingsRoutes, { ctx });
    await signedIn.register(avatarUploadRoutes, { ctx });
  });
};
