import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import type { FastifyRequest } from 'fastify';
import type { UserInfoRow } from '@oj/db';
import { currentUser, fail, ok } from '@oj/service-kit';
import { viewerOf } from '../../problem/visibility.ts';
import { submissionHeatmap, userHome } from '../queries/home.ts';
import { HeatmapSchema, UserHomeSchema, UserLookupQuery, responses } from '../schemas.ts';
import { findUserByUid, findUserByUsername } from '../queries/users.ts';
import { AccountMessage } from '@oj/contracts';

/** The user a home-page call is about: by uid, else by username, else the signed-in user. */
async function lookUpUser(
  deps: Pick<Deps, 'db'>,
  request: FastifyRequest,
  query: { uid?: string | undefined; username?: string | undefined },
): Promise<UserInfoRow> {
  const self = currentUser(request);
  let user: UserInfoRow | null;
  if (query.uid) user = await findUserByUid(deps.db, query.uid);
  else if (query.username) user = await findUserByUsername(deps.db, query.username);
  else if (self) user = await findUserByUid(deps.db, self.uid);
  else throw fail(AccountMessage.uidOrUsernameRequired);
  if (!user) throw fail(AccountMessage.userNotExists);
  return user;
}

/**
 * Public user pages (spec 01 §2 user home); a token, when sent, makes uid and username optional.
 * What they count and name follows the viewer's problem visibility (see home-stats).
 */
export const homeRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticateOptional);

  app.get(
    '/get-user-home-info',
    { schema: { tags: ['account'], summary: 'A user home page: profile and statistics', querystring: UserLookupQuery, response: responses(UserHomeSchema) } },
    async (request) => ok(await userHome(deps.db, await lookUpUser(deps, request, request.query), viewerOf(request))),
  );

  app.get(
    '/get-user-calendar-heatmap',
    { schema: { tags: ['account'], summary: 'Submissions per day over one year', querystring: UserLookupQuery, response: responses(HeatmapSchema) } },
    async (request) => {
      const user = await lookUpUser(deps, request, request.query);
      // Days are the server's local days (the zone the site is run in).
      return ok(await submissionHeatmap(deps.db, user.uid, -new Date().getTimezoneOffset(), viewerOf(request)));
    },
  );
};
