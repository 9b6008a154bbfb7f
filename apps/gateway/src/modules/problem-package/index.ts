import type { ModulePlugin } from '@oj/service-kit';
import { ADMIN_ROLES } from '@oj/contracts';
import type { Deps } from '../../deps.ts';
import { problemPackageRoutes } from './routes.ts';
import { ImportRunner } from './runner.ts';

export { ImportRunner } from './runner.ts';
export { checkerForSave } from './mapping.ts';
export type { ProblemImportSettings } from './settings.ts';

/**
 * The back office's problem import and export (issue 24, spec 03 §2.19 "problems: export, import"):
 * packages of the formats @oj/problem-package reads are uploaded, imported by a background job of this
 * instance (`ImportRunner`: progress, report, verification by judging, resumption after a restart), and
 * problems are exported as HOJ zips or ICPC packages. Every route needs an admin role. Register with
 * `{ prefix: '/api' }` after service-kit's core, beside the admin-problem and test-data modules.
 */
export const problemPackageModule: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  const runner = new ImportRunner(deps);
  await app.register(problemPackageRoutes, { deps: { ...deps, importRunner: runner } });
  app.addHook('onReady', (done) => {
    runner.start();
    done();
  });
  app.addHook('onClose', async () => {
    await runner.stop();
  });
};
