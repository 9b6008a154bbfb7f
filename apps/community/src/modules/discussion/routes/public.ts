import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import { DiscussionCategorySchema, DiscussionIdQuerySchema, DiscussionListQuerySchema, DiscussionPageSchema, DiscussionSchema } from '@oj/contracts';
import { ok } from '@oj/service-kit';
import { categoryList } from '../admin.ts';
import { requireSomeAreaOpen } from '../area.ts';
import { discussionDetail, discussionPage } from '../use-cases.ts';
import { base, responses, viewerOf } from './schemas.ts';

/** The reading calls (spec 03 §7 "Discussions"): open to visitors while the area is open; a token adds hasLike and rights. */
export const discussionReadRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticateOptional);

  app.get(
    '/discussion-category',
    {
      schema: {
        ...base,
        summary: 'The discussion categories (of public and group discussions: while either area is open)',
        response: responses(Type.Array(DiscussionCategorySchema)),
      },
    },
    async () => {
      await requireSomeAreaOpen(deps);
      return ok(await categoryList(deps));
    },
  );

  app.get(
    '/get-discussion-list',
    {
      schema: {
        ...base,
        summary: 'A page of public discussions, top priority first, then newest (10 a page; keyword, cid category, pid problem, onlyMine)',
        querystring: DiscussionListQuerySchema,
        response: responses(DiscussionPageSchema),
      },
    },
    async (request) => ok(await discussionPage(deps, request.query, viewerOf(request))),
  );

  app.get(
    '/get-discussion-detail',
    {
      schema: { ...base, summary: 'One discussion (counts a view)', querystring: DiscussionIdQuerySchema, response: responses(DiscussionSchema) },
    },
    async (request) => ok(await discussionDetail(deps, request.query.did, viewerOf(request))),
  );
};
