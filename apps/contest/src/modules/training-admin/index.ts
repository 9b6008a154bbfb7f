import { ADMIN_ROLES } from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import type { TrainingDeps } from '../training/index.ts';
import { adminTrainingRoutes } from './routes.ts';

/**
 * The back office's trainings (spec 03 §2.10, §5): trainings, categories and training problems.
 * Every route needs an admin role (as every /admin/ route); a training is managed by its admins
 * only (`isTrainingAdmin`: its author, a super admin). Register with `{ prefix: '/api', deps }`.
 */
export const trainingAdminModule: ModulePlugin<TrainingDeps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  await app.register(adminTrainingRoutes, { deps });
};
