import { TidanListSchema } from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { TOKEN_SECURITY, envelopeResponses, ok } from '@oj/service-kit';
import type { TidanDeps } from './deps.ts';
import { tidanFor } from './queries.ts';

export type { TidanDeps } from './deps.ts';

/** Tidan, user side (spec 02 §2 "Tidan list"): sign-in required. Register with `{ prefix: '/api', deps }`. */
export const tidanModule: ModulePlugin<TidanDeps> = (app, { deps }) => {
  app.get(
    '/tidan',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['tidan'],
        security: TOKEN_SECURITY,
        summary: 'The visible tidan with groups, problem groups and public problems (the caller’s status, accepted, submitted)',
        response: envelopeResponses(TidanListSchema),
      },
    },
    async (request) => ok(await tidanFor(deps.db, request.user.uid)),
  );
  return Promise.resolve();
};
