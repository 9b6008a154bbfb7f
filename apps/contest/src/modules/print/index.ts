import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { printRoutes } from './routes.ts';

/**
 * Contest print requests (spec 02 §2 "Print", §7): submit-print-text, get-contest-print,
 * check-contest-print-status, file/download-contest-print-text. Signed in; the list, the mark and
 * the download are the contest admins'. Register with `{ prefix: '/api', deps }`.
 */
export const printModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(printRoutes, { deps });
};
