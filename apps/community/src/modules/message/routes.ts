import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { UnreadMessageCountSchema } from '@oj/contracts';
import { ErrorEnvelopeSchema, TOKEN_SECURITY, envelopeSchema, ok } from '@oj/service-kit';
import { countUnread } from './queries.ts';

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
        response: { 200: envelopeSchema(UnreadMessageCountSchema), 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => ok(await countUnread(app.db, request.user.uid)),
  );
  done();
};
