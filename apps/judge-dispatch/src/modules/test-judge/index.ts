import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { referenceRunRoutes } from './reference-routes.ts';
import { testJudgeRoutes } from './routes.ts';

/**
 * Online self-test runs of the signed-in user: start one, read its result (records.ts, a KV bucket); and the
 * back office's reference runs, kept the same way (reference-runs.ts).
 */
export const testJudgeModule: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);
  await app.register(testJudgeRoutes, { deps });
  await app.register(referenceRunRoutes, { deps });
};
