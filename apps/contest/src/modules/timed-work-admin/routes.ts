import { Type } from '@sinclair/typebox';
import {
  ADMIN_ROLES,
  AddTimedWorkProblemRequestSchema,
  AdminTimedWorkListQuerySchema,
  AdminTimedWorkListSchema,
  AdminTimedWorkProblemListSchema,
  AdminTimedWorkSchema,
  TidQuerySchema,
  TimedWorkFormSchema,
  TimedWorkIdQuerySchema,
  TimedWorkUpdateSchema,
  TimedWorkVisibleRequestSchema,
  UpdateTimedWorkProblemRequestSchema,
} from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { TOKEN_SECURITY, currentUser, envelopeResponses as responses, ok, fail, ServiceMessage } from '@oj/service-kit';
import { addTimedWorkProblem, adminTimedWorkProblems, removeTimedWorkProblem, updateTimedWorkProblem } from './problems.ts';
import type { TimedWorkAdminDeps } from './save.ts';
import { adminTimedWorkList, adminTimedWorkOf, changeTimedWorkVisible, createTimedWork, deleteTimedWork, updateTimedWork } from './save.ts';

const base = { tags: ['admin', 'timed-work'], security: TOKEN_SECURITY };
const NO_DATA = responses(Type.Null());
const ID = responses(Type.Object({ id: Type.Integer() }));

/** The back office's timed works under /api/admin/timed-work, for the admin roles. Register with `{ prefix: '/api', deps }`. */
export const timedWorkAdminRoutes: ModulePlugin<TimedWorkAdminDeps> = (app, { deps }) => {
  const { db } = deps;
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));

  app.get(
    '/admin/timed-work/list',
    {
      schema: {
        ...base,
        summary: 'Timed works (hidden ones too), newest first, by title keyword',
        querystring: AdminTimedWorkListQuerySchema,
        response: responses(AdminTimedWorkListSchema),
      },
    },
    async (request) => ok(await adminTimedWorkList(db, request.query, Date.now())),
  );
  app.get(
    '/admin/timed-work',
    {
      schema: {
        ...base,
        summary: 'What the timed-work form loads (never the password)',
        querystring: TimedWorkIdQuerySchema,
        response: responses(AdminTimedWorkSchema),
      },
    },
    async (request) => ok(await adminTimedWorkOf(db, request.query.id, Date.now())),
  );
  app.post('/admin/timed-work', { schema: { ...base, summary: 'Create a timed work', body: TimedWorkFormSchema, response: ID } }, async (request) => {
    const user = currentUser(request);
    if (!user) throw fail(ServiceMessage.loginFirst);
    return ok({ id: await createTimedWork(deps, request.body, user) });
  });
  app.put(
    '/admin/timed-work',
    { schema: { ...base, summary: 'Update a timed work (pwd absent or null keeps the password)', body: TimedWorkUpdateSchema, response: NO_DATA } },
    async (request) => {
      await updateTimedWork(deps, request.body);
      return ok(null);
    },
  );
  app.delete(
    '/admin/timed-work',
    { schema: { ...base, summary: 'Delete a timed work, its problems and records', querystring: TimedWorkIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await deleteTimedWork(deps, request.query.id);
      return ok(null);
    },
  );
  app.put(
    '/admin/timed-work/visible',
    { schema: { ...base, summary: 'Show or hide a timed work', body: TimedWorkVisibleRequestSchema, response: NO_DATA } },
    async (request) => {
      await changeTimedWorkVisible(deps, request.body.id, request.body.visible);
      return ok(null);
    },
  );
  app.get(
    '/admin/timed-work/problems',
    { schema: { ...base, summary: 'The problems of a timed work', querystring: TidQuerySchema, response: responses(AdminTimedWorkProblemListSchema) } },
    async (request) => ok(await adminTimedWorkProblems(db, request.query.tid)),
  );
  app.post(
    '/admin/timed-work/problem',
    { schema: { ...base, summary: 'Add a bank problem under a display id', body: AddTimedWorkProblemRequestSchema, response: ID } },
    async (request) => ok({ id: await addTimedWorkProblem(deps, request.body) }),
  );
  app.put(
    '/admin/timed-work/problem',
    { schema: { ...base, summary: 'Change a problem’s display id, title and type', body: UpdateTimedWorkProblemRequestSchema, response: NO_DATA } },
    async (request) => {
      await updateTimedWorkProblem(deps, request.body);
      return ok(null);
    },
  );
  app.delete(
    '/admin/timed-work/problem',
    { schema: { ...base, summary: 'Remove a problem from a timed work', querystring: TimedWorkIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await removeTimedWorkProblem(deps, request.query.id);
      return ok(null);
    },
  );
  return Promise.resolve();
};
