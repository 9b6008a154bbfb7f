import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import {
  CommentLikeQuerySchema,
  CommentMessage,
  CommentReplySchema,
  CommentSchema,
  DeleteCommentSchema,
  DeleteReplySchema,
  PostCommentSchema,
  PostReplySchema,
} from '@oj/contracts';
import { ok } from '@oj/service-kit';
import { NO_DATA, base, responses } from '../schemas.ts';
import { deleteComment, deleteReply, postComment, postReply, toggleLike } from '../use-cases.ts';

/** Posting, liking and deleting in the comment area (spec 03 §7): signed in only. */
export const commentWriteRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);

  app.post(
    '/comment',
    { schema: { ...base, summary: 'Post a comment to a contest (cid) or discussion (did)', body: PostCommentSchema, response: responses(CommentSchema) } },
    async (request) => ok(await postComment(deps, request.user, request.body), CommentMessage.commented),
  );

  app.delete(
    '/comment',
    {
      schema: {
        ...base,
        summary: 'Delete a comment (its author; in a contest its admins, elsewhere any admin role)',
        body: DeleteCommentSchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await deleteComment(deps, request.user, request.body);
      return ok(null, CommentMessage.deleted);
    },
  );

  app.get(
    '/comment-like',
    {
      schema: {
        ...base,
        summary: 'Like a comment (cid: the comment id) or take the like back (toLike false)',
        querystring: CommentLikeQuerySchema,
        response: NO_DATA,
      },
    },
    async (request) => ok(null, (await toggleLike(deps, request.user, request.query)) ? CommentMessage.liked : CommentMessage.unliked),
  );

  app.post(
    '/reply',
    {
      schema: {
        ...base,
        summary: 'Reply to a comment, or to one of its replies (quoteType Reply, quoteId)',
        body: PostReplySchema,
        response: responses(CommentReplySchema),
      },
    },
    async (request) => ok(await postReply(deps, request.user, request.body), CommentMessage.replied),
  );

  app.delete(
    '/reply',
    { schema: { ...base, summary: 'Delete a reply (its author, or a moderator as for comments)', body: DeleteReplySchema, response: NO_DATA } },
    async (request) => {
      await deleteReply(deps, request.user, request.body);
      return ok(null, CommentMessage.deleted);
    },
  );
};
