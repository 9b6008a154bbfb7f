import { Type } from '@sinclair/typebox';
import {
  GidQuerySchema,
  GroupAccessSchema,
  GroupFormSchema,
  GroupListQuerySchema,
  GroupMessage,
  GroupPageSchema,
  GroupRankPageSchema,
  GroupRankQuerySchema,
  GroupSchema,
  GroupUpdateSchema,
} from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { ok } from '@oj/service-kit';
import type { GroupDeps } from '../context.ts';
import { createGroup, disbandGroup, groupAccess, groupAuth, groupDetail, groupList, updateGroup } from '../groups.ts';
import { groupRank } from '../rank.ts';
import { NO_DATA, base, optionalUserOf, responses, userOf } from './schemas.ts';

/** get-group-list: open to guests (onlyMine is ignored for them). */
export const groupListRoutes: ModulePlugin<GroupDeps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticateOptional);
  app.get(
    '/get-group-list',
    {
      schema: {
        ...base,
        summary: 'Groups, newest first (currentPage, limit 15; keyword, auth, onlyMine)',
        querystring: GroupListQuerySchema,
        response: responses(GroupPageSchema),
      },
    },
    async (request) => ok(await groupList(deps, request.query, optionalUserOf(request))),
  );
};

/** The group itself: detail, access, level, rank, create, update, disband (signed in). */
export const groupRoutes: ModulePlugin<GroupDeps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/get-group-detail',
    {
      schema: { ...base, summary: 'A group (hidden: 404 outside it; private: 403 outside it)', querystring: GidQuerySchema, response: responses(GroupSchema) },
    },
    async (request) => ok(await groupDetail(deps, request.query.gid, userOf(request))),
  );
  app.get(
    '/get-group-access',
    {
      schema: {
        ...base,
        summary: 'Whether the group’s content is open to the viewer, and their level',
        querystring: GidQuerySchema,
        response: responses(GroupAccessSchema),
      },
    },
    async (request) => ok(await groupAccess(deps, request.query.gid, userOf(request))),
  );
  app.get(
    '/get-group-auth',
    { schema: { ...base, summary: 'The viewer’s group auth level (0–5)', querystring: GidQuerySchema, response: responses(Type.Integer()) } },
    async (request) => ok(await groupAuth(deps, request.query.gid, userOf(request))),
  );
  app.get(
    '/get-group-rank-list',
    {
      schema: {
        ...base,
        summary: 'The members’ ACM (type 0) or OI (type 1) rank over the group’s problems',
        querystring: GroupRankQuerySchema,
        response: responses(GroupRankPageSchema),
      },
    },
    async (request) => ok(await groupRank(deps, request.query, userOf(request))),
  );
  app.post(
    '/group',
    { schema: { ...base, summary: 'Create a group (the creator owns it)', body: GroupFormSchema, response: responses(GroupSchema) } },
    async (request) => ok(await createGroup(deps, request.body, userOf(request)), GroupMessage.created),
  );
  app.put(
    '/group',
    {
      schema: { ...base, summary: 'Change a group (group root; empty values are left as they are)', body: GroupUpdateSchema, response: responses(GroupSchema) },
    },
    async (request) => ok(await updateGroup(deps, request.body, userOf(request)), GroupMessage.updated),
  );
  app.delete(
    '/group',
    { schema: { ...base, summary: 'Disband a group (its owner or a super admin)', querystring: GidQuerySchema, response: NO_DATA } },
    async (request) => {
      await disbandGroup(deps, request.query.gid, userOf(request));
      return ok(null, GroupMessage.disbanded);
    },
  );
};
