import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { listedGroupProblemAuths } from '@oj/access';
import {
  AdminProblemCaseSchema,
  AdminProblemDetailSchema,
  AdminProblemListSchema,
  AdminProblemSavedSchema,
  GroupAdminProblemsQuerySchema,
  GroupApplyPublicSchema,
  GroupChangeProblemAuthSchema,
  GroupIdQuerySchema,
  GroupMessage,
  GroupPidQuerySchema,
  GroupProblemSaveSchema,
  GroupProblemsQuerySchema,
  ProblemListSchema,
  TagSchema,
} from '@oj/contracts';
import { TOKEN_SECURITY, currentUser, fail, ok, ServiceMessage } from '@oj/service-kit';
import type { AuthUser } from '@oj/service-kit';
import { adminProblemDetail, adminProblemList, problemCasesOf } from '../admin-problem/queries.ts';
import { createProblem, updateProblem } from '../admin-problem/save.ts';
import { NO_DATA, responses } from '../admin-problem/schemas.ts';
import { deleteProblem } from '../admin-problem/use-cases.ts';
import { listProblems } from '../problem/queries/list.ts';
import { pageOf } from '../problem/queries/filter.ts';
import { groupTags } from '../problem/queries/tags.ts';
import { administeredProblem, loadGroupContext, requireContent, requireGroupAdmin } from './context.ts';
import { applyPublic, changeGroupProblemAuth } from './use-cases.ts';

const base = { tags: ['group', 'problem'], security: TOKEN_SECURITY };

function userOf(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  // Unreachable behind the authenticate hook.
  if (!user) throw fail(ServiceMessage.loginFirst);
  return user;
}

/**
 * The group problem calls (spec 03 §7 "Group problems"): the group's problems tab (the core list
 * with the group), and its admins' list, form, cases, auth and apply-public (the back office's
 * problem code with the group's scope). Who may do what is @oj/access's (group/problems.ts).
 */
export const groupProblemRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);
  const context = (request: FastifyRequest, gid: number) => loadGroupContext(deps.db, gid, userOf(request));

  app.get(
    '/group/get-problem-list',
    {
      schema: {
        ...base,
        summary: 'The group’s problems its viewer may open (public ones; private ones too for members)',
        querystring: GroupProblemsQuerySchema,
        response: responses(ProblemListSchema),
      },
    },
    async (request) => {
      const { gid, keyword, currentPage, limit } = request.query;
      const group = await context(request, gid);
      requireContent(group);
      const filter = { keyword: keyword?.trim() ?? '', difficulty: undefined, bank: null, tagIds: [], ...pageOf(currentPage, limit) };
      return ok(await listProblems(deps.db, { ...filter, gid, auths: listedGroupProblemAuths(group.sight) }));
    },
  );

  app.get(
    '/group/get-admin-problem-list',
    {
      schema: {
        ...base,
        summary: 'Every problem of the group, newest first (group admins)',
        querystring: GroupAdminProblemsQuerySchema,
        response: responses(AdminProblemListSchema),
      },
    },
    async (request) => {
      const { gid, ...query } = request.query;
      requireGroupAdmin(await context(request, gid));
      return ok(await adminProblemList(deps.db, query, gid));
    },
  );

  app.get(
    '/group/problem',
    {
      schema: {
        ...base,
        summary: 'Everything the group problem form loads (the group root or the author)',
        querystring: GroupPidQuerySchema,
        response: responses(AdminProblemDetailSchema),
      },
    },
    async (request) => {
      const { pid, gid } = request.query;
      await administeredProblem(deps.db, await context(request, gid), pid);
      return ok(await adminProblemDetail(deps, pid));
    },
  );

  app.post(
    '/group/problem',
    {
      schema: {
        ...base,
        summary: 'Create a group problem with its test data (group admins; the display id is stored with the group’s short name before it)',
        body: GroupProblemSaveSchema,
        response: responses(AdminProblemSavedSchema),
      },
    },
    async (request) => {
      const { gid, ...body } = request.body;
      const group = await context(request, gid);
      requireGroupAdmin(group);
      return ok(await createProblem(deps, body, group.actor.username ?? '', { gid, prefix: group.shortName }), GroupMessage.created);
    },
  );

  app.put(
    '/group/problem',
    {
      schema: {
        ...base,
        summary: 'Update a group problem (the group root or the author); new test data when changeTestCase',
        body: GroupProblemSaveSchema,
        response: responses(AdminProblemSavedSchema),
      },
    },
    async (request) => {
      const { gid, ...body } = request.body;
      const group = await context(request, gid);
      if (body.problem.id === undefined) requireGroupAdmin(group);
      else await administeredProblem(deps.db, group, body.problem.id);
      return ok(await updateProblem(deps, body, group.actor.username ?? '', { gid, prefix: group.shortName }), GroupMessage.updated);
    },
  );

  app.delete(
    '/group/problem',
    { schema: { ...base, summary: 'Delete a group problem (the group root or the author)', querystring: GroupPidQuerySchema, response: NO_DATA } },
    async (request) => {
      const { pid, gid } = request.query;
      await administeredProblem(deps.db, await context(request, gid), pid);
      await deleteProblem(deps, pid);
      return ok(null, GroupMessage.deleted);
    },
  );

  app.get(
    '/group/get-problem-cases',
    {
      schema: {
        ...base,
        summary: "A group problem's current cases (the group root or the author)",
        querystring: GroupPidQuerySchema,
        response: responses(Type.Array(AdminProblemCaseSchema)),
      },
    },
    async (request) => {
      const { pid, gid } = request.query;
      return ok(await problemCasesOf(deps, await administeredProblem(deps.db, await context(request, gid), pid)));
    },
  );

  app.get(
    '/group/get-problem-tags',
    { schema: { ...base, summary: 'The group’s own tags (group admins)', querystring: GroupIdQuerySchema, response: responses(Type.Array(TagSchema)) } },
    async (request) => {
      requireGroupAdmin(await context(request, request.query.gid));
      return ok(await groupTags(deps.db, request.query.gid));
    },
  );

  app.put(
    '/group/change-problem-auth',
    { schema: { ...base, summary: 'Set a group problem public (1) or private (2)', body: GroupChangeProblemAuthSchema, response: NO_DATA } },
    async (request) => {
      const { pid, gid, auth } = request.body;
      await changeGroupProblemAuth(deps, await context(request, gid), pid, auth);
      return ok(null, GroupMessage.updated);
    },
  );

  app.put(
    '/group/apply-public',
    {
      schema: {
        ...base,
        summary: 'Apply for a group problem to go public (flag true), or withdraw the request',
        body: GroupApplyPublicSchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      const { pid, gid, flag } = request.body;
      return ok(null, await applyPublic(deps, await context(request, gid), pid, flag));
    },
  );
};
