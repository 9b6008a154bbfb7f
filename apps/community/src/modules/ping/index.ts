import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { ADMIN_ROLES, servicePingSchema } from '@oj/contracts';
import { ErrorEnvelopeSchema, TOKEN_SECURITY, envelopeSchema, ok } from '@oj/service-kit';

const PingSchema = envelopeSchema(servicePingSchema('community'));

/** Admin-only liveness of this service through the gateway (proves routing, auth and roles). */
export const pingRoutes: ModulePlugin<Deps> = async (app) => {
  app.get(
    '/community/ping',
    {
      preHandler: app.requireRoles(...ADMIN_ROLES),
      schema: {
        tags: ['community'],
        summary: 'Answers admins with the service name',
        security: TOKEN_SECURITY,
        response: { 200: PingSchema, 401: ErrorEnvelopeSchema, 403: ErrorEnvelopeSchema },
      },
    },
    (request) => ok({ service: 'community' as const, username: request.user.username, time: new Date().toISOString() }),
  );
};
