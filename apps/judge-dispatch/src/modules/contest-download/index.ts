import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { contestDownloadRoutes } from './routes.ts';

/** The contest admins' download of a contest's accepted code as a zip (spec 03 §7); signed in. */
export const contestDownloadModule: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);
  await app.register(contestDownloadRoutes, { deps });
};
