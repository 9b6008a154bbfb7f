import { ADMIN_ROLES } from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import type { TrainingDeps } from '../training/index.ts';
import { groupTrainingRoutes } from './group-routes.ts';
import { adminTrainingRoutes } from './routes.ts';

/** The back office's routes: every one needs an admin role (as every /admin/ route). */
const backOffice: ModulePlugin<TrainingDeps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  await app.register(adminTrainingRoutes, { deps });
};

/**
 * Managing trainings (spec 03 §2.10, §5, §6): the back office's trainings, categories and training
 * problems (admin roles; a training is managed by its admins only, `isTrainingAdmin`), and a group's
 * trainings under /group/ with the same use cases (signed-in callers; the group rules decide).
 * Register with `{ prefix: '/api', deps }`.
 */
export const trainingAdminModule: ModulePlugin<TrainingDeps> = async (app, { deps }) => {
  await app.register(backOffice, { deps });
  await app.register(groupTrainingRoutes, { deps });
};
