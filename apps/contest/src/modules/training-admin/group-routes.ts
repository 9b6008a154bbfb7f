import { Type } from '@sinclair/typebox';
import type { FastifyRequest } from 'fastify';
import { groupTrainingAdminRefusal } from '@oj/access';
import {
  AddTrainingProblemFromGroupSchema,
  AddTrainingProblemFromPublicSchema,
  AdminTrainingListSchema,
  CloneTrainingRequestSchema,
  CloneTrainingResultSchema,
  GroupAdminTrainingListQuerySchema,
  GroupIdQuerySchema,
  GroupTrainingCreateSchema,
  GroupTrainingProblemListQuerySchema,
  GroupTrainingProblemListSchema,
  GroupTrainingSchema,
  GroupTrainingUpdateSchema,
  TidQuerySchema,
  TrainingCategorySchema,
  TrainingProblemKeySchema,
  TrainingVisibleRequestSchema,
  UpdateTrainingProblemSchema,
} from '@oj/contracts';
import type { GroupTrainingDto } from '@oj/contracts';
import { TrainingAdminMessage as M } from '@oj/contracts';
import type { TrainingRow } from '@oj/db';
import type { ModulePlugin } from '@oj/service-kit';
import { TOKEN_SECURITY, envelopeResponses as responses, ok } from '@oj/service-kit';
import type { DataSource } from 'typeorm';
import type { TrainingDeps } from '../training/index.ts';
import { viewerInGroup } from '../training/group.ts';
import { trainingCategories } from '../training/queries/trainings.ts';
import { cloneGroupTrainings } from './clone.ts';
import { addGroupProblem, addPublicProblem, groupTrainingProblems, removeTrainingProblem, updateTrainingProblem } from './problems.ts';
import { adminTrainingList, adminTrainingOf, changeTrainingVisible, createTraining, deleteTraining, manageableTraining, updateTraining } from './trainings.ts';
import type { Manager } from './trainings.ts';
import { managerOf } from './routes.ts';

const base = { tags: ['group', 'training'], security: TOKEN_SECURITY };
const NO_DATA = responses(Type.Null());

/** The caller as a manager of group trainings only: a training outside groups is none of these routes' (404). */
function groupManagerOf(request: FastifyRequest): Manager {
  return { ...managerOf(request), groupOnly: true };
}

/** GET group/training: the form's training and its category. */
async function groupTrainingOf(db: DataSource, training: TrainingRow): Promise<GroupTrainingDto> {
  const dto = await adminTrainingOf(db, training);
  const category = dto.categoryId === null ? null : { id: dto.categoryId, name: dto.categoryName ?? '', color: dto.categoryColor ?? '' };
  return { training: { ...dto, gid: training.gid ?? 0 }, trainingCategory: category };
}

/**
 * A group's trainings for its admins (spec 03 §2.10, §6, §7 "Group trainings"): the same use cases as
 * the back office's, given the group (create, the admin list, the categories) or reached through a
 * group training (the rest, whose rule `isTrainingAdmin` reads the caller's level in its group).
 * Signed-in callers; the group rules answer 403 to the others.
 */
export const groupTrainingRoutes: ModulePlugin<TrainingDeps> = (app, { deps }) => {
  const { db } = deps;
  const signedIn = { preHandler: app.authenticate };

  app.get(
    '/group/get-admin-training-list',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'Every training of the group, newest first, with whether you may manage each (group admins)',
        querystring: GroupAdminTrainingListQuerySchema,
        response: responses(AdminTrainingListSchema),
      },
    },
    async (request) => {
      const { gid, ...query } = request.query;
      const manager = await viewerInGroup(db, gid, groupManagerOf(request), groupTrainingAdminRefusal);
      return ok(await adminTrainingList(db, query, manager, gid));
    },
  );
  app.get(
    '/group/get-training-category-list',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'The categories a group training may take (group admins)',
        querystring: GroupIdQuerySchema,
        response: responses(Type.Array(TrainingCategorySchema)),
      },
    },
    async (request) => {
      await viewerInGroup(db, request.query.gid, groupManagerOf(request), groupTrainingAdminRefusal);
      return ok(await trainingCategories(db, request.query.gid));
    },
  );
  app.get(
    '/group/training',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'The training form’s training (never the password) and category',
        querystring: TidQuerySchema,
        response: responses(GroupTrainingSchema),
      },
    },
    async (request) => ok(await groupTrainingOf(db, await manageableTraining(db, request.query.tid, groupManagerOf(request)))),
  );
  app.post(
    '/group/training',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'Create a training of the group (group admins); you are its author',
        body: GroupTrainingCreateSchema,
        response: responses(GroupTrainingSchema),
      },
    },
    async (request) => {
      const { training, trainingCategory } = request.body;
      const { gid, ...form } = training;
      const manager = await viewerInGroup(db, gid, groupManagerOf(request), groupTrainingAdminRefusal);
      const tid = await createTraining(deps, { ...form, categoryId: trainingCategory.id }, manager, gid);
      return ok(await groupTrainingOf(db, await manageableTraining(db, tid, manager)), M.created);
    },
  );
  app.put(
    '/group/training',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'Update a group training (group root or its author); an empty pwd keeps the stored password',
        body: GroupTrainingUpdateSchema,
        response: responses(GroupTrainingSchema),
      },
    },
    async (request) => {
      const manager = groupManagerOf(request);
      await updateTraining(deps, { ...request.body.training, categoryId: request.body.trainingCategory.id }, manager);
      return ok(await groupTrainingOf(db, await manageableTraining(db, request.body.training.id, manager)), M.updated);
    },
  );
  app.delete(
    '/group/training',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'Delete a group training with its problems and registrations (group root or its author)',
        querystring: TidQuerySchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await deleteTraining(db, request.query.tid, groupManagerOf(request));
      return ok(null, M.deleted);
    },
  );
  app.put(
    '/group/change-training-status',
    {
      ...signedIn,
      schema: { ...base, summary: 'Show or hide a group training (group root or its author)', body: TrainingVisibleRequestSchema, response: NO_DATA },
    },
    async (request) => {
      await changeTrainingVisible(db, request.body.tid, request.body.visible, groupManagerOf(request));
      return ok(null, M.updated);
    },
  );

  app.get(
    '/group/get-training-problem-list',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'The training’s problems (queryExisted, the default) or the group’s problems not in it yet',
        querystring: GroupTrainingProblemListQuerySchema,
        response: responses(GroupTrainingProblemListSchema),
      },
    },
    async (request) => ok(await groupTrainingProblems(db, request.query, groupManagerOf(request))),
  );
  app.put(
    '/group/training-problem',
    {
      ...signedIn,
      schema: { ...base, summary: 'Change a training problem’s order (rank) and display id', body: UpdateTrainingProblemSchema, response: NO_DATA },
    },
    async (request) => {
      await updateTrainingProblem(db, request.body, groupManagerOf(request));
      return ok(null, M.updated);
    },
  );
  app.delete(
    '/group/training-problem',
    {
      ...signedIn,
      schema: { ...base, summary: 'Remove a problem from the training (its submissions stay)', querystring: TrainingProblemKeySchema, response: NO_DATA },
    },
    async (request) => {
      await removeTrainingProblem(db, request.query, groupManagerOf(request));
      return ok(null, M.deleted);
    },
  );
  app.post(
    '/group/add-training-problem-from-public',
    { ...signedIn, schema: { ...base, summary: 'Add a public problem of the bank', body: AddTrainingProblemFromPublicSchema, response: NO_DATA } },
    async (request) => {
      await addPublicProblem(db, request.body, groupManagerOf(request));
      return ok(null, M.added);
    },
  );
  app.post(
    '/group/add-training-problem-from-group',
    {
      ...signedIn,
      schema: { ...base, summary: 'Add a problem of the training’s group by its problemId', body: AddTrainingProblemFromGroupSchema, response: NO_DATA },
    },
    async (request) => {
      await addGroupProblem(db, request.body, groupManagerOf(request));
      return ok(null, M.added);
    },
  );

  app.post(
    '/group/clone-training',
    {
      ...signedIn,
      schema: {
        ...base,
        summary: 'Copy every training of group sgid into group tgid, with copies of the source group’s problems (super admins)',
        body: CloneTrainingRequestSchema,
        response: responses(CloneTrainingResultSchema),
      },
    },
    async (request) => ok(await cloneGroupTrainings(deps, request.body, groupManagerOf(request)), M.cloned),
  );
  return Promise.resolve();
};
