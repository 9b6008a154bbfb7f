import type { FastifyInstance } from 'fastify';
import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { bucketOpener, fail, ok, readEntry, TOKEN_SECURITY } from '@oj/service-kit';
import { findUserByUid } from '../../account/queries/users.ts';
import { sessionsSince } from '../queries.ts';
import { UserSessionListSchema, UserUidSchema, responses } from '../schemas.ts';
import { signOutEverywhere } from '../use-cases.ts';
import { AdminUserMessage } from '@oj/contracts';

const openBucket = bucketOpener();
const RevokedBefore = Type.Object({ notBeforeSec: Type.Integer() });
// Sign-ins older than this are not listed: a session idle that long is kept alive by nobody.
const SESSION_HORIZON_MS = 30 * 24 * 60 * 60_000;

/**
 * Since when a sign-in may still hold a live token: the user's last sign-out-everywhere (forced,
 * password change or reset) while the revocation is still kept, else the 30-day horizon.
 */
async function liveSince(app: FastifyInstance, uid: string): Promise<Date> {
  const horizon = Date.now() - SESSION_HORIZON_MS;
  try {
    const kv = await openBucket(app.js, app.natsNames.kv.revokedTokens, app.config.jwt.expiresInSec * 1000);
    const entry = await readEntry(kv, `user.${uid}`, RevokedBefore);
    return new Date(Math.max(horizon, entry.live ? entry.live.value.notBeforeSec * 1000 : 0));
  } catch (error) {
    app.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'revocation list unavailable; listing every recent sign-in');
    return new Date(horizon);
  }
}

async function assertUserExists(app: FastifyInstance, uid: string): Promise<void> {
  if (!(await findUserByUid(app.db, uid))) throw fail(AdminUserMessage.userNotExists);
}

/** A user's sessions and the forced sign-out (spec 03 §7 "sessions"). The plugin that registers this guards it. */
export const sessionRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  const base = { tags: ['admin', 'user'], security: TOKEN_SECURITY };

  app.get(
    '/admin/user/sessions',
    {
      schema: {
        ...base,
        summary: "A user's sign-ins since the last sign-out everywhere: when, from where, which browser",
        querystring: UserUidSchema,
        response: responses(UserSessionListSchema),
      },
    },
    async (request) => {
      await assertUserExists(app, request.query.uid);
      return ok(await sessionsSince(app.db, request.query.uid, await liveSince(app, request.query.uid)));
    },
  );

  app.post(
    '/admin/user/force-logout',
    { schema: { ...base, summary: 'Sign a user out of every session: their next request gets 401', body: UserUidSchema, response: responses(Type.Null()) } },
    async (request) => {
      await assertUserExists(app, request.body.uid);
      await signOutEverywhere(app, request.body.uid);
      return ok(null, AdminUserMessage.signedOut);
    },
  );
  done();
};
