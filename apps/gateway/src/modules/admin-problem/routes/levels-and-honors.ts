import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import {
  AdminDifficultyBodySchema,
  AdminDifficultyIdQuerySchema,
  AdminProblemMessage as M,
  DifficultySchema,
  HonorBodySchema,
  HonorIdQuerySchema,
  HonorListQuerySchema,
  HonorListSchema,
  HonorSchema,
} from '@oj/contracts';
import { ok, TOKEN_SECURITY } from '@oj/service-kit';
import { createDifficulty, deleteDifficulty, updateDifficulty } from '../difficulties.ts';
import { createHonor, deleteHonor, honorById, honorList, updateHonor } from '../honors.ts';
import { NO_DATA, adminName, responses } from '../schemas.ts';

/** Difficulty levels (listed by GET /admin/problem/get-difficulty-list) and the honor wall. */
export const adminLevelAndHonorRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const difficulty = { tags: ['admin', 'problem'], security: TOKEN_SECURITY };
  app.post(
    '/admin/difficulty',
    {
      schema: {
        ...difficulty,
        summary: 'Create a difficulty level (id: the next free one when left out)',
        body: AdminDifficultyBodySchema,
        response: responses(DifficultySchema),
      },
    },
    async (request) => ok(await createDifficulty(deps, request.body), M.created),
  );
  app.put(
    '/admin/difficulty',
    { schema: { ...difficulty, summary: 'Rename or recolour a difficulty level', body: AdminDifficultyBodySchema, response: responses(DifficultySchema) } },
    async (request) => ok(await updateDifficulty(deps, request.body), M.updated),
  );
  app.delete(
    '/admin/difficulty',
    { schema: { ...difficulty, summary: 'Delete a difficulty level no problem uses', querystring: AdminDifficultyIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await deleteDifficulty(deps, request.query.id);
      return ok(null, M.deleted);
    },
  );

  const honor = { tags: ['admin', 'honor'], security: TOKEN_SECURITY };
  app.get(
    '/admin/honor/list',
    { schema: { ...honor, summary: 'Honors, newest first', querystring: HonorListQuerySchema, response: responses(HonorListSchema) } },
    async (request) => ok(await honorList(deps, request.query)),
  );
  app.get('/admin/honor', { schema: { ...honor, summary: 'One honor', querystring: HonorIdQuerySchema, response: responses(HonorSchema) } }, async (request) =>
    ok(await honorById(deps, request.query.id)),
  );
  app.post('/admin/honor', { schema: { ...honor, summary: 'Record an honor', body: HonorBodySchema, response: responses(HonorSchema) } }, async (request) =>
    ok(await createHonor(deps, request.body, adminName(request)), M.created),
  );
  app.put('/admin/honor', { schema: { ...honor, summary: 'Update an honor', body: HonorBodySchema, response: responses(HonorSchema) } }, async (request) =>
    ok(await updateHonor(deps, request.body), M.updated),
  );
  app.delete('/admin/honor', { schema: { ...honor, summary: 'Delete an honor', querystring: HonorIdQuerySchema, response: NO_DATA } }, async (request) => {
    await deleteHonor(deps, request.query.id);
    return ok(null, M.deleted);
  });
};
