import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import {
  DiscussionIdQuerySchema,
  DiscussionMessage,
  DiscussionPageSchema,
  DiscussionSchema,
  GroupAdminDiscussionQuerySchema,
  GroupDiscussionFormSchema,
  GroupDiscussionListQuerySchema,
  GroupDiscussionUpdateSchema,
} from '@oj/contracts';
import { ok } from '@oj/service-kit';
import { deleteGroupDiscussion, groupAdminDiscussionPage, groupDiscussionPage, updateGroupDiscussion } from '../group.ts';
import { postDiscussion } from '../use-cases.ts';
import { NO_DATA, base, responses, viewerOf } from './schemas.ts';

const group = { ...base, tags: ['group', 'discussion'] };

/**
 * A group's discussions (spec 03 §7 "Group discussions"): list, admin list, add, update, delete, all
 * signed in and under the site's `openGroupDiscussion`; the detail, likes, reports and comments are
 * the public calls, which answer a group's discussion to its members.
 */
export const groupDiscussionRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/group/get-discussion-list',
    {
      schema: {
        ...group,
        summary: "A page of the group's discussions for its members, top priority first, then newest (10 a page; pid one problem's)",
        querystring: GroupDiscussionListQuerySchema,
        response: responses(DiscussionPageSchema),
      },
    },
    async (request) => ok(await groupDiscussionPage(deps, request.query, viewerOf(request))),
  );
  app.get(
    '/group/get-admin-discussion-list',
    {
      schema: {
        ...group,
        summary: 'Every discussion of the group, disabled ones too, for its group admins (keyword, status; 10 a page)',
        querystring: GroupAdminDiscussionQuerySchema,
        response: responses(DiscussionPageSchema),
      },
    },
    async (request) => ok(await groupAdminDiscussionPage(deps, request.query, viewerOf(request))),
  );
  app.post(
    '/group/discussion',
    {
      schema: {
        ...group,
        summary: 'Post a discussion in the group (its members; the posting thresholds apply)',
        body: GroupDiscussionFormSchema,
        response: responses(DiscussionSchema),
      },
    },
    async (request) => ok(await postDiscussion(deps, request.user, request.body), DiscussionMessage.posted),
  );
  app.put(
    '/group/discussion',
    {
      schema: {
        ...group,
        summary: "Edit a group's discussion (its author) or switch its top flag and status (group admins)",
        body: GroupDiscussionUpdateSchema,
        response: responses(DiscussionSchema),
      },
    },
    async (request) => ok(await updateGroupDiscussion(deps, request.user, request.body), DiscussionMessage.updated),
  );
  app.delete(
    '/group/discussion',
    {
      schema: { ...group, summary: "Delete a group's discussion (its author or a group admin)", querystring: DiscussionIdQuerySchema, response: NO_DATA },
    },
    async (request) => {
      await deleteGroupDiscussion(deps, request.user, request.query.did);
      return ok(null, DiscussionMessage.deleted);
    },
  );
};
