import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import {
  AdminPidQuerySchema,
  AdminProblemCaseSchema,
  AdminProblemDetailSchema,
  AdminProblemListQuerySchema,
  AdminProblemListSchema,
  AdminProblemMessage as M,
  AdminProblemSavedSchema,
  AdminProblemSaveSchema,
  ChangeProblemAuthSchema,
  ProblemBatchOperationSchema,
  ProblemBatchResultSchema,
} from '@oj/contracts';
import { ok, TOKEN_SECURITY } from '@oj/service-kit';
import { adminProblemDetail, adminProblemList, problemCasesOf, storedProblem } from '../queries.ts';
import { createProblem, updateProblem } from '../save.ts';
import { NO_DATA, adminName, responses } from '../schemas.ts';
import { batchOperation, changeProblemAuth, deleteProblem } from '../use-cases.ts';

const base = { tags: ['admin', 'problem'], security: TOKEN_SECURITY };

/** The back office's problem calls (spec 03 §7 "problem: CRUD, cases, change-problem-auth"). */
export const adminProblemRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.get(
    '/admin/problem/get-problem-list',
    {
      schema: {
        ...base,
        summary: 'Site problems, newest first, by keyword (id, display id, title, author), auth and bank',
        querystring: AdminProblemListQuerySchema,
        response: responses(AdminProblemListSchema),
      },
    },
    async (request) => ok(await adminProblemList(deps.db, request.query)),
  );

  app.get(
    '/admin/problem',
    { schema: { ...base, summary: 'Everything the problem edit form loads', querystring: AdminPidQuerySchema, response: responses(AdminProblemDetailSchema) } },
    async (request) => ok(await adminProblemDetail(deps, request.query.pid)),
  );

  app.post(
    '/admin/problem',
    {
      schema: {
        ...base,
        summary: 'Create a problem with its test data (spec 03 §5 rules enforced)',
        body: AdminProblemSaveSchema,
        response: responses(AdminProblemSavedSchema),
      },
    },
    async (request) => ok(await createProblem(deps, request.body, adminName(request)), M.created),
  );

  app.put(
    '/admin/problem',
    {
      schema: {
        ...base,
        summary: 'Update a problem; new test data when changeTestCase',
        body: AdminProblemSaveSchema,
        response: responses(AdminProblemSavedSchema),
      },
    },
    async (request) => ok(await updateProblem(deps, request.body, adminName(request)), M.updated),
  );

  app.delete(
    '/admin/problem',
    { schema: { ...base, summary: 'Delete a problem and its rows (its submissions stay)', querystring: AdminPidQuerySchema, response: NO_DATA } },
    async (request) => {
      await deleteProblem(deps, request.query.pid);
      return ok(null, M.deleted);
    },
  );

  app.put(
    '/admin/problem/change-problem-auth',
    { schema: { ...base, summary: 'Set a problem public (1), private (2) or contest (3)', body: ChangeProblemAuthSchema, response: NO_DATA } },
    async (request) => {
      await changeProblemAuth(deps, request.body.pid, request.body.auth, adminName(request));
      return ok(null, M.updated);
    },
  );

  app.get(
    '/admin/problem/get-problem-cases',
    {
      schema: {
        ...base,
        summary: "The current data version's cases (with their texts for manual problems)",
        querystring: AdminPidQuerySchema,
        response: responses(Type.Array(AdminProblemCaseSchema)),
      },
    },
    async (request) => ok(await problemCasesOf(deps, await storedProblem(deps.db, request.query.pid))),
  );

  app.post(
    '/admin/problem/batch-operation',
    {
      schema: {
        ...base,
        summary: 'Change the auth of, or delete, several problems; one result per problem',
        body: ProblemBatchOperationSchema,
        response: responses(Type.Array(ProblemBatchResultSchema)),
      },
    },
    async (request) => ok(await batchOperation(deps, request.body, adminName(request)), M.batchDone),
  );
};
