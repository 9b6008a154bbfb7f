import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { UnreadMessageCountSchema } from '@oj/contracts';
import { ErrorEnvelopeSchema, TOKEN_SECURITY, envelopeSchema, ok } from '@oj/service-kit';
import { countUnread } from './queries.ts';

/** The message center of the signed-in user (spec 03 §2.16). */
export const messageRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
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
    async (request) => ok(await countUnread(deps.db, request.user.uid)),
  );
};
