import { Type } from '@sinclair/typebox';
import {
  AdminTidanListSchema,
  TidanBindSchema,
  TidanFormSchema,
  TidanGroupFormSchema,
  TidanIdQuerySchema,
  TidanNodeUpdateSchema,
  TidanProblemGroupFormSchema,
  TidanSwapSchema,
  TidanUnbindQuerySchema,
  TidanUpdateSchema,
} from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { TOKEN_SECURITY, envelopeResponses, ok } from '@oj/service-kit';
import type { TidanDeps } from '../tidan/deps.ts';
import { TidanMessage as M } from '@oj/contracts';
import { bindProblem, swapProblems, unbindProblem } from './binding.ts';
import {
  addGroup,
  addProblemGroup,
  adminTidanList,
  createTidan,
  deleteGroup,
  deleteProblemGroup,
  deleteTidan,
  updateGroup,
  updateProblemGroup,
  updateTidan,
} from './outline.ts';

const base = { tags: ['admin', 'tidan'], security: TOKEN_SECURITY };
const NO_DATA = envelopeResponses(Type.Null());
const CREATED = envelopeResponses(Type.Object({ id: Type.Integer() }));

/** The back office's tidan (spec 03 admin "tidan": groups, problem groups, swap, bind and unbind problem). */
export const adminTidanRoutes: ModulePlugin<TidanDeps> = (app, { deps }) => {
  const { db } = deps;
  app.get(
    '/admin/tidan',
    { schema: { ...base, summary: 'Every tidan (hidden ones too) with every level', response: envelopeResponses(AdminTidanListSchema) } },
    async () => ok(await adminTidanList(db)),
  );
  app.post('/admin/tidan', { schema: { ...base, summary: 'Create a tidan', body: TidanFormSchema, response: CREATED } }, async (request) =>
    ok({ id: await createTidan(db, request.body) }, M.created),
  );
  app.put(
    '/admin/tidan',
    { schema: { ...base, summary: 'Rename, move, show or hide a tidan', body: TidanUpdateSchema, response: NO_DATA } },
    async (request) => {
      await updateTidan(db, request.body);
      return ok(null, M.updated);
    },
  );
  app.delete(
    '/admin/tidan',
    { schema: { ...base, summary: 'Delete a tidan with everything under it', querystring: TidanIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await deleteTidan(db, request.query.id);
      return ok(null, M.deleted);
    },
  );

  app.post(
    '/admin/tidan/group',
    { schema: { ...base, summary: 'Add a group (tab) to a tidan', body: TidanGroupFormSchema, response: CREATED } },
    async (request) => ok({ id: await addGroup(db, request.body) }, M.created),
  );
  app.put('/admin/tidan/group', { schema: { ...base, summary: 'Rename or move a group', body: TidanNodeUpdateSchema, response: NO_DATA } }, async (request) => {
    await updateGroup(db, request.body);
    return ok(null, M.updated);
  });
  app.delete(
    '/admin/tidan/group',
    { schema: { ...base, summary: 'Delete a group with its problem groups', querystring: TidanIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await deleteGroup(db, request.query.id);
      return ok(null, M.deleted);
    },
  );

  app.post(
    '/admin/tidan/problem-group',
    { schema: { ...base, summary: 'Add a problem group (collapsible panel) to a group', body: TidanProblemGroupFormSchema, response: CREATED } },
    async (request) => ok({ id: await addProblemGroup(db, request.body) }, M.created),
  );
  app.put(
    '/admin/tidan/problem-group',
    { schema: { ...base, summary: 'Rename or move a problem group', body: TidanNodeUpdateSchema, response: NO_DATA } },
    async (request) => {
      await updateProblemGroup(db, request.body);
      return ok(null, M.updated);
    },
  );
  app.delete(
    '/admin/tidan/problem-group',
    { schema: { ...base, summary: 'Delete a problem group with its bound problems', querystring: TidanIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await deleteProblemGroup(db, request.query.id);
      return ok(null, M.deleted);
    },
  );

  app.post(
    '/admin/tidan/problem',
    { schema: { ...base, summary: 'Bind a public problem (pid or problemId) at the end of a problem group', body: TidanBindSchema, response: CREATED } },
    async (request) => ok({ id: await bindProblem(db, request.body) }, M.bound),
  );
  app.delete(
    '/admin/tidan/problem',
    { schema: { ...base, summary: 'Unbind a problem from a problem group', querystring: TidanUnbindQuerySchema, response: NO_DATA } },
    async (request) => {
      await unbindProblem(db, request.query);
      return ok(null, M.unbound);
    },
  );
  app.put(
    '/admin/tidan/problem/swap',
    { schema: { ...base, summary: 'Swap two bound problems of one problem group', body: TidanSwapSchema, response: NO_DATA } },
    async (request) => {
      await swapProblems(db, request.body);
      return ok(null, M.updated);
    },
  );
  return Promise.resolve();
};
