import type { ModulePlugin } from '@oj/service-kit';
import type { TrainingDeps } from './deps.ts';
import { trainingRoutes } from './routes.ts';

export type { TrainingDeps, TrainingPasswords } from './deps.ts';

/**
 * The user side of trainings (spec 02 §2-§7 "Trainings"): categories, the list, a training's detail,
 * access and registration, its problems and their pages, and the rank of private trainings.
 * Register with `{ prefix: '/api', deps }`.
 */
export const trainingModule: ModulePlugin<TrainingDeps> = async (app, { deps }) => {
  await app.register(trainingRoutes, { deps });
};
