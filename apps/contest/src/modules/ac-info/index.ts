import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { acInfoRoutes } from './routes.ts';

/**
 * The AC info, the contest admins' balloon helper (spec 02 §2, §7): get-contest-ac-info and
 * check-contest-ac-info. First blood comes from the contest's board. Register with
 * `{ prefix: '/api', deps }`.
 */
export const acInfoModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(acInfoRoutes, { deps });
};
