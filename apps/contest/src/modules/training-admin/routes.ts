import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import {
  AddTrainingProblemFromGroupSchema,
  AddTrainingProblemFromPublicSchema,
  AdminTrainingListQuerySchema,
  AdminTrainingListSchema,
  AdminTrainingProblemListQuerySchema,
  AdminTrainingProblemListSchema,
  AdminTrainingSchema,
  TidQuerySchema,
  TrainingCategoryFormSchema,
  TrainingCategoryIdQuerySchema,
  TrainingCategorySchema,
  TrainingCategoryUpdateSchema,
  TrainingFormSchema,
  TrainingProblemKeySchema,
  TrainingUpdateSchema,
  TrainingVisibleRequestSchema,
  UpdateTrainingProblemSchema,
} from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { TOKEN_SECURITY, envelopeResponses as responses, ok } from '@oj/service-kit';
import type { TrainingDeps } from '../training/index.ts';
import { trainingViewerOf } from '../training/deps.ts';
import { trainingCategories } from '../training/queries/trainings.ts';
import { createCategory, deleteCategory, updateCategory } from './categories.ts';
import { TrainingAdminMessage as M } from '@oj/contracts';
import { addGroupProblem, addPublicProblem, adminTrainingProblems, removeTrainingProblem, updateTrainingProblem } from './problems.ts';
import { adminTrainingList, adminTrainingOf, changeTrainingVisible, createTraining, deleteTraining, manageableTraining, updateTraining } from './trainings.ts';
import type { Manager } from './trainings.ts';

const base = { tags: ['admin', 'training'], security: TOKEN_SECURITY };
const NO_DATA = responses(Type.Null());

/** The caller as a manager of trainings (the back office's; the group routes add `groupOnly`). */
export function managerOf(request: FastifyRequest): Manager {
  return { ...trainingViewerOf(request), uid: request.user.uid, username: request.user.username };
}

/** The back office's trainings, categories and training problems (spec 03 §2.10, §5, §7 "training: CRUD, categories, problems"). */
export const adminTrainingRoutes: ModulePlugin<TrainingDeps> = (app, { deps }) => {
  const { db } = deps;
  app.get(
    '/admin/training/get-training-list',
    {
      schema: {
        ...base,
        summary: 'Trainings, newest first; a super admin sees all, an admin their own',
        querystring: AdminTrainingListQuerySchema,
        response: responses(AdminTrainingListSchema),
      },
    },
    async (request) => ok(await adminTrainingList(db, request.query, managerOf(request))),
  );
  app.get(
    '/admin/training',
    {
      schema: {
        ...base,
        summary: 'Everything the training form loads (never the password)',
        querystring: TidQuerySchema,
        response: responses(AdminTrainingSchema),
      },
    },
    async (request) => ok(await adminTrainingOf(db, await manageableTraining(db, request.query.tid, managerOf(request)))),
  );
  app.post(
    '/admin/training',
    { schema: { ...base, summary: 'Create a training; you are its author', body: TrainingFormSchema, response: responses(AdminTrainingSchema) } },
    async (request) => {
      const tid = await createTraining(deps, request.body, managerOf(request));
      return ok(await adminTrainingOf(db, await manageableTraining(db, tid, managerOf(request))), M.created);
    },
  );
  app.put(
    '/admin/training',
    {
      schema: {
        ...base,
        summary: 'Update a training; an empty pwd keeps the stored password',
        body: TrainingUpdateSchema,
        response: responses(AdminTrainingSchema),
      },
    },
    async (request) => {
      await updateTraining(deps, request.body, managerOf(request));
      return ok(await adminTrainingOf(db, await manageableTraining(db, request.body.id, managerOf(request))), M.updated);
    },
  );
  app.delete(
    '/admin/training',
    {
      schema: {
        ...base,
        summary: 'Delete a training with its problems and registrations (not its submissions)',
        querystring: TidQuerySchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await deleteTraining(db, request.query.tid, managerOf(request));
      return ok(null, M.deleted);
    },
  );
  app.put(
    '/admin/training/change-training-status',
    { schema: { ...base, summary: 'Show or hide a training', body: TrainingVisibleRequestSchema, response: NO_DATA } },
    async (request) => {
      await changeTrainingVisible(db, request.body.tid, request.body.visible, managerOf(request));
      return ok(null, M.updated);
    },
  );

  app.get(
    '/admin/training/category',
    { schema: { ...base, summary: 'The training categories', response: responses(Type.Array(TrainingCategorySchema)) } },
    async () => ok(await trainingCategories(db)),
  );
  app.post(
    '/admin/training/category',
    { schema: { ...base, summary: 'Add a category (name and tag colour)', body: TrainingCategoryFormSchema, response: responses(TrainingCategorySchema) } },
    async (request) => ok(await createCategory(db, request.body), M.created),
  );
  app.put(
    '/admin/training/category',
    { schema: { ...base, summary: 'Rename or recolour a category', body: TrainingCategoryUpdateSchema, response: NO_DATA } },
    async (request) => {
      await updateCategory(db, request.body);
      return ok(null, M.updated);
    },
  );
  app.delete(
    '/admin/training/category',
    { schema: { ...base, summary: 'Delete a category no training uses', querystring: TrainingCategoryIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await deleteCategory(db, request.query.id);
      return ok(null, M.deleted);
    },
  );

  app.get(
    '/admin/training/get-problem-list',
    {
      schema: {
        ...base,
        summary: 'The training’s problems in order',
        querystring: AdminTrainingProblemListQuerySchema,
        response: responses(AdminTrainingProblemListSchema),
      },
    },
    async (request) => ok(await adminTrainingProblems(db, request.query, managerOf(request))),
  );
  app.post(
    '/admin/training/add-training-problem-from-public',
    { schema: { ...base, summary: 'Add a public problem of the bank', body: AddTrainingProblemFromPublicSchema, response: NO_DATA } },
    async (request) => {
      await addPublicProblem(db, request.body, managerOf(request));
      return ok(null, M.added);
    },
  );
  app.post(
    '/admin/training/add-training-problem-from-group',
    { schema: { ...base, summary: 'Add a problem of the training’s group (group trainings)', body: AddTrainingProblemFromGroupSchema, response: NO_DATA } },
    async (request) => {
      await addGroupProblem(db, request.body, managerOf(request));
      return ok(null, M.added);
    },
  );
  app.put(
    '/admin/training/update-training-problem',
    { schema: { ...base, summary: 'Change a training problem’s order (rank) and display id', body: UpdateTrainingProblemSchema, response: NO_DATA } },
    async (request) => {
      await updateTrainingProblem(db, request.body, managerOf(request));
      return ok(null, M.updated);
    },
  );
  app.delete(
    '/admin/training/delete-training-problem',
    { schema: { ...base, summary: 'Remove a problem from the training (its submissions stay)', querystring: TrainingProblemKeySchema, response: NO_DATA } },
    async (request) => {
      await removeTrainingProblem(db, request.query, managerOf(request));
      return ok(null, M.deleted);
    },
  );
  return Promise.resolve();
};
