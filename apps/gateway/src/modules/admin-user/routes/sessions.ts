import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
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
async function liveSince(deps: Pick<Deps, 'config' | 'db' | 'js' | 'natsNames' | 'log'>, uid: string): Promise<Date> {
  const horizon = Date.now() - SESSION_HORIZON_MS;
  try {
    const kv = await openBucket(deps.js(), deps.natsNames.kv.revokedTokens, deps.config.jwt.expiresInSec * 1000);
    const entry = await readEntry(kv, `user.${uid}`, RevokedBefore);
    return new Date(Math.max(horizon, entry.live ? entry.live.value.notBeforeSec * 1000 : 0));
  } catch (error) {
    deps.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'revocation list unavailable; listing every recent sign-in');
    return new Date(horizon);
  }
}

async function assertUserExists(deps: Pick<Deps, 'config' | 'db' | 'js' | 'natsNames' | 'log'>, uid: string): Promise<void> {
  if (!(await findUserByUid(deps.db, uid))) throw fail(AdminUserMessage.userNotExists);
}

/** A user's sessions and the forced sign-out (spec 03 §7 "sessions"). The plugin that registers this guards it. */
export const sessionRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
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
      await assertUserExists(deps, request.query.uid);
      return ok(await sessionsSince(deps.db, request.query.uid, await liveSince(deps, request.query.uid)));
    },
  );

  app.post(
    '/admin/user/force-logout',
    { schema: { ...base, summary: 'Sign a user out of every session: their next request gets 401', body: UserUidSchema, response: responses(Type.Null()) } },
    async (request) => {
      await assertUserExists(deps, request.body.uid);
      await signOutEverywhere(deps, request.body.uid);
      return ok(null, AdminUserMessage.signedOut);
    },
  );
};
