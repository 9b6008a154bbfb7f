import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import { AccountMessage, DISCUSS_BARRED_ROLES, MUTED_ROLES, REFRESH_TOKEN_HEADER, SUBMIT_BARRED_ROLES } from '@oj/contracts';
import type { LoginRequestDto } from '@oj/contracts';
import { SessionEntity, UserInfoEntity, UserStatus } from '@oj/db';
import { TOKEN_SECURITY, currentUser, hashPassword, needsRehash, ok, verifyPassword, fail, ServiceMessage } from '@oj/service-kit';
import { guardedPasswordCheck, hashSlotKeys, loginBudgets } from '../password-guard.ts';
import { LoginRequestSchema, UserAuthInfoSchema, UserInfoSchema, responses } from '../schemas.ts';
import { findUserByUid, findUserByUsername, hasAdminRole, roleCodesOf, roleNames, toUserInfo } from '../queries/users.ts';

/** Sends a token the way spec 01 §7 says: in the Authorization response header, readable by the browser. */
export function sendToken(reply: FastifyReply, token: string): void {
  reply.header(REFRESH_TOKEN_HEADER, token);
  reply.header('access-control-expose-headers', 'Authorization');
}

// Verifying against a throwaway hash when the username is unknown keeps the answer time the same,
// so timing does not tell which usernames exist.
let decoyHash: Promise<string> | undefined;
function decoy(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-matches');
  return decoyHash;
}

async function logIn(
  deps: Pick<Deps, 'db' | 'signToken' | 'account'>,
  request: FastifyRequest,
  form: LoginRequestDto,
  reply: FastifyReply,
  adminOnly: boolean,
) {
  const { username, password } = form;
  const user = await findUserByUsername(deps.db, username);
  const uid = user?.uid ?? null;
  const matches = await guardedPasswordCheck(
    { kv: await deps.account.rateLimits(), limits: deps.account.limits, slots: deps.account.hashSlots },
    {
      budgets: loginBudgets(request.ip, uid, deps.account.limits),
      slots: hashSlotKeys(request.ip, uid, deps.account.limits),
      verify: async () => verifyPassword(password, user?.password ?? (await decoy())),
    },
  );
  if (!user || !matches) throw fail(AccountMessage.checkCredentials);
  if (user.status === UserStatus.Banned) throw fail(AccountMessage.accountDisabled);
  const roles = await roleCodesOf(deps.db, user.uid);
  if (adminOnly && !hasAdminRole(roles)) throw fail(AccountMessage.notAdmin);
  // A hash from before today's scrypt cost is replaced now that the password is known.
  if (needsRehash(user.password)) {
    await deps.db.getRepository(UserInfoEntity).update({ uid: user.uid }, { password: await hashPassword(password) });
  }
  const userAgent = (request.headers['user-agent'] ?? '').slice(0, 512);
  await deps.db.getRepository(SessionEntity).insert({ uid: user.uid, ip: request.ip.slice(0, 64), userAgent });
  sendToken(reply, deps.signToken({ uid: user.uid, username: user.username, roles }));
  return ok(toUserInfo(user, roles), AccountMessage.welcomeBack);
}

/** Login calls (no token needed): user login and admin login. */
export const loginRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const schema = { tags: ['account'], body: LoginRequestSchema, response: responses(UserInfoSchema) };
  app.post('/login', { schema: { ...schema, summary: 'Log in; the token comes back in the Authorization header' } }, (request, reply) =>
    logIn(deps, request, request.body, reply, false),
  );
  app.post('/admin/login', { schema: { ...schema, summary: 'Log in to the back office (admin roles only)' } }, (request, reply) =>
    logIn(deps, request, request.body, reply, true),
  );
};

/** What a user may do, from their role codes (shown and hidden actions in the UI). */
export function permissionsOf(roles: readonly number[]): string[] {
  const holds = (barred: readonly number[]): boolean => roles.some((role) => barred.includes(role));
  const permissions: string[] = [];
  if (!holds(SUBMIT_BARRED_ROLES)) permissions.push('submit');
  if (!holds(DISCUSS_BARRED_ROLES)) permissions.push('discuss');
  if (!holds(MUTED_ROLES)) permissions.push('comment');
  if (hasAdminRole(roles)) permissions.push('admin');
  return permissions;
}

/** Calls for a signed-in user: logout and the role refresh. */
export const sessionRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const logout = async (request: FastifyRequest) => {
    const claims = currentUser(request);
    if (claims) await deps.revocations.revokeSession(claims);
    return ok(null, AccountMessage.loggedOut);
  };
  const logoutSchema = { tags: ['account'], security: TOKEN_SECURITY, response: responses(Type.Null()) };
  app.get('/logout', { schema: { ...logoutSchema, summary: 'Log out: every token of the session stops working' } }, logout);
  app.get('/admin/logout', { schema: { ...logoutSchema, summary: 'Log out of the back office' } }, logout);

  app.get(
    '/get-user-auth-info',
    { schema: { tags: ['account'], summary: 'Current roles and permissions', security: TOKEN_SECURITY, response: responses(UserAuthInfoSchema) } },
    async (request, reply) => {
      const claims = request.user;
      const user = await findUserByUid(deps.db, claims.uid);
      if (!user || user.status === UserStatus.Banned) throw fail(ServiceMessage.loginFirst);
      const roles = await roleCodesOf(deps.db, user.uid);
      // Roles changed since the token was signed: hand out one that carries the current ones.
      if (roles.join(',') !== [...claims.roles].sort((a, b) => a - b).join(',')) {
        sendToken(reply, app.signToken({ uid: user.uid, username: user.username, roles }, claims.sid));
      }
      return ok({ roles: roleNames(roles), permissions: permissionsOf(roles) });
    },
  );
};
