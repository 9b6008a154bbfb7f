import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import { ok, TOKEN_SECURITY } from '@oj/service-kit';
import { listUsers } from '../queries.ts';
import { AdminUserListQuerySchema, AdminUserListSchema, DeleteUserBodySchema, EditUserBodySchema, responses } from '../schemas.ts';
import { deleteUsers, editUser } from '../use-cases.ts';
import { AdminUserMessage } from '@oj/contracts';

/** The user list, edit and delete (spec 03 §7 "user"). The plugin that registers this guards it. */
export const userRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const base = { tags: ['admin', 'user'], security: TOKEN_SECURITY };

  app.get(
    '/admin/user/get-user-list',
    { schema: { ...base, summary: 'Users, newest first, with their roles', querystring: AdminUserListQuerySchema, response: responses(AdminUserListSchema) } },
    async (request) => ok(await listUsers(deps.db, request.query)),
  );

  app.put(
    '/admin/user/edit-user',
    {
      schema: {
        ...base,
        summary: 'Edit a user; a new password, role or status signs them out of every session',
        body: EditUserBodySchema,
        response: responses(Type.Null()),
      },
    },
    async (request) => {
      await editUser(deps, request.body);
      return ok(null, AdminUserMessage.updated);
    },
  );

  app.delete(
    '/admin/user/delete-user',
    {
      schema: {
        ...base,
        summary: 'Delete users (never yourself, never the last super admin); answers how many',
        body: DeleteUserBodySchema,
        response: responses(Type.Integer()),
      },
    },
    async (request) => ok(await deleteUsers(deps, request.user.uid, request.body.ids), AdminUserMessage.deleted),
  );
};
