import { Type } from '@sinclair/typebox';
import {
  GroupTrainingListQuerySchema,
  RegisterTrainingRequestSchema,
  TidQuerySchema,
  TrainingAccessSchema,
  TrainingCategorySchema,
  TrainingDetailSchema,
  TrainingListQuerySchema,
  TrainingListSchema,
  TrainingProblemDetailQuerySchema,
  TrainingProblemDetailSchema,
  TrainingProblemSchema,
  TrainingRankQuerySchema,
  TrainingRankSchema,
} from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { envelopeResponses as responses, ok } from '@oj/service-kit';
import type { TrainingDeps } from './deps.ts';
import { trainingBase as base, trainingViewerOf } from './deps.ts';
import { TrainingMessage } from '@oj/contracts';
import { trainingProblemDetail, trainingProblemList } from './queries/problems.ts';
import { trainingRank } from './queries/rank.ts';
import { listTrainings, trainingCategories } from './queries/trainings.ts';
import { trainingAccess, trainingDetail, trainingRankFor } from './views.ts';
import { enterTraining, registerTraining } from './use-cases.ts';
import { groupTrainingListRefusal } from '@oj/access';
import { viewerInGroup } from './group.ts';

/** The user side of trainings (spec 02 §7 "Trainings"). */
export const trainingRoutes: ModulePlugin<TrainingDeps> = (app, { deps }) => {
  const { db } = deps;

  app.get(
    '/get-training-category',
    { schema: { ...base, summary: 'The training categories with their colours', response: responses(Type.Array(TrainingCategorySchema)) } },
    async () => ok(await trainingCategories(db)),
  );

  app.get(
    '/get-training-list',
    {
      preHandler: app.authenticateOptional,
      schema: {
        ...base,
        summary: 'Visible trainings outside groups, by rank; acCount is your solved count (0 for guests)',
        querystring: TrainingListQuerySchema,
        response: responses(TrainingListSchema),
      },
    },
    async (request) => ok(await listTrainings(db, request.query, trainingViewerOf(request).uid)),
  );

  app.get(
    '/group/get-training-list',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        tags: ['training', 'group'],
        summary: 'The visible trainings of a group, for those who see its content; acCount is your solved count',
        querystring: GroupTrainingListQuerySchema,
        response: responses(TrainingListSchema),
      },
    },
    async (request) => {
      const { gid, ...query } = request.query;
      const viewer = await viewerInGroup(db, gid, trainingViewerOf(request), groupTrainingListRefusal);
      return ok(await listTrainings(db, query, viewer.uid, gid));
    },
  );

  app.get(
    '/get-training-detail',
    {
      preHandler: app.authenticate,
      schema: { ...base, summary: 'A training and whether you may enter it', querystring: TidQuerySchema, response: responses(TrainingDetailSchema) },
    },
    async (request) => ok(await trainingDetail(deps, request.query.tid, trainingViewerOf(request))),
  );

  app.get(
    '/get-training-access',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: 'Whether you may enter: public, registered, or a training admin',
        querystring: TidQuerySchema,
        response: responses(TrainingAccessSchema),
      },
    },
    async (request) => ok(await trainingAccess(deps, request.query.tid, trainingViewerOf(request))),
  );

  app.post(
    '/register-training',
    {
      preHandler: app.authenticate,
      schema: { ...base, summary: 'Register with the training password; again is fine', body: RegisterTrainingRequestSchema, response: responses(Type.Null()) },
    },
    async (request) => {
      await registerTraining(deps, request.body.tid, request.body.password, { ...trainingViewerOf(request), uid: request.user.uid }, request.ip);
      return ok(null, TrainingMessage.registered);
    },
  );

  app.get(
    '/get-training-problem-list',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: 'The problems with tags, counts of this training and your standing',
        querystring: TidQuerySchema,
        response: responses(Type.Array(TrainingProblemSchema)),
      },
    },
    async (request) => {
      const { training } = await enterTraining(deps, request.query.tid, trainingViewerOf(request));
      return ok(await trainingProblemList(db, training.id, request.user.uid));
    },
  );

  app.get(
    '/get-training-problem-details',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: 'A training problem’s page by its problemId',
        querystring: TrainingProblemDetailQuerySchema,
        response: responses(TrainingProblemDetailSchema),
      },
    },
    async (request) => {
      const { training } = await enterTraining(deps, request.query.tid, trainingViewerOf(request));
      return ok(await trainingProblemDetail(db, training.id, request.query.problemId, request.user.uid));
    },
  );

  app.get(
    '/get-training-rank',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: 'The rank of a private training (real names for training admins only)',
        querystring: TrainingRankQuerySchema,
        response: responses(TrainingRankSchema),
      },
    },
    async (request) => ok(await trainingRankFor(deps, request.query, trainingViewerOf(request), trainingRank)),
  );
  return Promise.resolve();
};
