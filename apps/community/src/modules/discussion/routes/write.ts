import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import {
  DiscussionFormSchema,
  DiscussionIdQuerySchema,
  DiscussionLikeQuerySchema,
  DiscussionMessage,
  DiscussionReportFormSchema,
  DiscussionSchema,
  DiscussionUpdateSchema,
} from '@oj/contracts';
import { ok } from '@oj/service-kit';
import { toggleDiscussionLike, reportDiscussion } from '../reactions.ts';
import { deleteDiscussion, postDiscussion, updateDiscussion } from '../use-cases.ts';
import { NO_DATA, base, responses } from './schemas.ts';

/** Posting, editing, deleting, liking and reporting (spec 03 §7 "Discussions"): signed in only. */
export const discussionWriteRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/discussion',
    {
      schema: {
        ...base,
        summary: 'Post a discussion (title, description, categoryId, content; pid when about a problem)',
        body: DiscussionFormSchema,
        response: responses(DiscussionSchema),
      },
    },
    async (request) => ok(await postDiscussion(deps, request.user, request.body), DiscussionMessage.posted),
  );

  app.put(
    '/discussion',
    {
      schema: {
        ...base,
        summary: 'Edit a discussion (its author; counters sent back are ignored)',
        body: DiscussionUpdateSchema,
        response: responses(DiscussionSchema),
      },
    },
    async (request) => ok(await updateDiscussion(deps, request.user, request.body), DiscussionMessage.updated),
  );

  app.delete(
    '/discussion',
    { schema: { ...base, summary: 'Delete a discussion (its author or any admin role)', querystring: DiscussionIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await deleteDiscussion(deps, request.user, request.query.did);
      return ok(null, DiscussionMessage.deleted);
    },
  );

  app.get(
    '/discussion-like',
    { schema: { ...base, summary: 'Like a discussion or take the like back (toLike false)', querystring: DiscussionLikeQuerySchema, response: NO_DATA } },
    async (request) => ok(null, (await toggleDiscussionLike(deps, request.user, request.query)) ? DiscussionMessage.liked : DiscussionMessage.unliked),
  );

  app.post(
    '/discussion-report',
    {
      schema: {
        ...base,
        summary: 'Report a discussion (at least a tag or a reason of at most 200 characters)',
        body: DiscussionReportFormSchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await reportDiscussion(deps, request.user, request.body);
      return ok(null, DiscussionMessage.reported);
    },
  );
};
