import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { adminJudgeRoutes } from './routes.ts';

/** The super admin's rejudge (of a submission or of whole problems), manual judge and cancel judge (each route checks the role). */
export const adminJudgeModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(adminJudgeRoutes, { deps });
};
