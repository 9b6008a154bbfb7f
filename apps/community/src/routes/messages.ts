import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ErrorEnvelopeSchema, TOKEN_SECURITY, envelopeSchema, ok } from '@oj/service-kit';
import { countUnread } from '../messages/unread.ts';

const Count = Type.Integer({ minimum: 0 });

/** msg/unread answer (spec 03 §7 Messages). */
export const UnreadCountsSchema = Type.Object({ comment: Count, reply: Count, like: Count, sys: Count, mine: Count });

/** The message center of the signed-in user (spec 03 §2.16). */
export const messageRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/msg/unread',
    {
      schema: {
        tags: ['message'],
        summary: 'Your unread comments, replies, likes, system and own notices',
        security: TOKEN_SECURITY,
        response: { 200: envelopeSchema(UnreadCountsSchema), 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await countUnread(app.db, request.user.uid)),
  );
  done();
};
