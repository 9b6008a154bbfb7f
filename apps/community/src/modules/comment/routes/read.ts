import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import type { CommentListDto } from '@oj/contracts';
import { CommentListQuerySchema, CommentListSchema, CommentReplySchema, ReplyListQuerySchema } from '@oj/contracts';
import { ok, sendKeptOkJson } from '@oj/service-kit';
import type { KeptAnswer } from '@oj/service-kit';
import { commentInSource } from '../access.ts';
import { pagingOf } from '../queries.ts';
import { keptPageOf, pageOf, repliesOf } from '../memory/serve.ts';
import { base, responses, viewerOf } from '../schemas.ts';
import { keptSource, resolveSource } from '../sources/index.ts';

function isKept(page: CommentListDto | KeptAnswer): page is KeptAnswer {
  return 'answers' in page;
}

/**
 * The comment lists (spec 03 §7): open to visitors where the source is (a contest's Q&A needs sign-in,
 * which its source checks), so the token is optional.
 */
export const commentReadRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticateOptional);

  app.get(
    '/comments',
    {
      schema: {
        ...base,
        summary: 'A page of the comments of a contest (cid) or discussion (did), newest first, 10 a page, each with its first 3 replies',
        querystring: CommentListQuerySchema,
        response: responses(CommentListSchema),
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const paging = pagingOf(request.query.currentPage, request.query.limit);
      // A public discussion's kept page needs nothing awaited (most requests); the rest read what they lack.
      const kept = keptSource(deps, request.query, viewer);
      const source = kept ?? (await resolveSource(deps, request.query, viewer));
      const page = (kept && keptPageOf(deps, source, viewer, paging)) ?? (await pageOf(deps, source, viewer, paging));
      return isKept(page) ? sendKeptOkJson(request, reply, page) : ok(page);
    },
  );

  app.get(
    '/reply',
    {
      schema: {
        ...base,
        summary: 'Every reply of a comment the viewer may see, oldest first',
        querystring: ReplyListQuerySchema,
        response: responses(Type.Array(CommentReplySchema)),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { comment, source } = await commentInSource(deps, request.query.commentId, viewer, request.query);
      return ok(await repliesOf(deps, source, viewer, comment));
    },
  );
};
