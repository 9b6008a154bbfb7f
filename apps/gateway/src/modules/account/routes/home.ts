import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { UserInfoRow } from '@oj/db';
import { currentUser, fail, ok } from '@oj/service-kit';
import { viewerOf } from '../../problem/visibility.ts';
import { submissionHeatmap, userHome } from '../queries/home.ts';
import { HeatmapSchema, UserHomeSchema, UserLookupQuery, responses } from '../schemas.ts';
import { findUserByUid, findUserByUsername } from '../queries/users.ts';
import { AccountMessage } from '@oj/contracts';

/** The user a home-page call is about: by uid, else by username, else the signed-in user. */
async function lookUpUser(
  app: FastifyInstance,
  request: FastifyRequest,
  query: { uid?: string | undefined; username?: string | undefined },
): Promise<UserInfoRow> {
  const self = currentUser(request);
  let user: UserInfoRow | null;
  if (query.uid) user = await findUserByUid(app.db, query.uid);
  else if (query.username) user = await findUserByUsername(app.db, query.username);
  else if (self) user = await findUserByUid(app.db, self.uid);
  else throw fail(AccountMessage.uidOrUsernameRequired);
  if (!user) throw fail(AccountMessage.userNotExists);
  return user;
}

/**
 * Public user pages (spec 01 §2 user home); a token, when sent, makes uid and username optional.
 * What they count and name follows the viewer's problem visibility (see home-stats).
 */
export const homeRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.addHook('preHandler', app.authenticateOptional);

  app.get(
    '/get-user-home-info',
    { schema: { tags: ['account'], summary: 'A user home page: profile and statistics', querystring: UserLookupQuery, response: responses(UserHomeSchema) } },
    async (request) => ok(await userHome(app.db, await lookUpUser(app, request, request.query), viewerOf(request))),
  );

  app.get(
    '/get-user-calendar-heatmap',
    { schema: { tags: ['account'], summary: 'Submissions per day over one year', querystring: UserLookupQuery, response: responses(HeatmapSchema) } },
    async (request) => {
      const user = await lookUpUser(app, request, request.query);
      // Days are the server's local days (the zone the site is run in).
      return ok(await submissionHeatmap(app.db, user.uid, -new Date().getTimezoneOffset(), viewerOf(request)));
    },
  );
  done();
};
