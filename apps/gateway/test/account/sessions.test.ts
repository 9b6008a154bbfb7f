import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Role } from '@oj/contracts';
import { UserInfoEntity, UserRoleEntity, UserStatus, seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword, isTokenRevoked, ok } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountModule } from '../../src/modules/account/index.ts';
import { deleteNamespaceBuckets, gatewayTestConfig, testDeps } from '../helpers.ts';
import { insertUser, login } from './helpers.ts';

// Sessions end for real: logout revokes the session (every token refreshed from it), and a token
// older than the refresh age (OJ_JWT_REFRESH_AFTER_SEC, 1 s here, 300 s by default) is checked
// against the database, so a ban or a demotion reaches a signed-in user within that age.
const REFRESH_AFTER_SEC = 1;

const withAdminPing: FastifyPluginAsync = async (instance) => {
  await instance.register(accountModule, { prefix: '/api', deps: testDeps(instance) });
  instance.get('/api/admin-ping', { preHandler: instance.requireRoles(Role.Admin) }, () => ok('admin'));
};

describe('sessions: logout after refresh, bans and demotions at refresh', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('gw_sessions');
    await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
    const config = gatewayTestConfig({ OJ_JWT_REFRESH_AFTER_SEC: String(REFRESH_AFTER_SEC) });
    app = await createService({ config, dataSource: database.dataSource, isTokenRevoked, plugin: withAdminPing });
  });

  afterAll(async () => {
    await deleteNamespaceBuckets(app);
    await app.close();
    await database.drop();
  });

  const get = (url: string, token: string) => app.inject({ method: 'GET', url, headers: { authorization: token } });
  const pastRefreshAge = () => new Promise((resolve) => setTimeout(resolve, REFRESH_AFTER_SEC * 1000 + 100));
  const claimsOf = (token: string) => app.jwt.decode<{ sid: string; jti: string; roles: number[] }>(token);

  it('logout ends the session: a token refreshed from it stops working too', async () => {
    await insertUser(app, { username: 'lena', password: 'lena-pass', email: 'lena@example.org' });
    const first = await login(app, 'lena', 'lena-pass');
    await pastRefreshAge();
    const refreshing = await get('/api/get-user-auth-info', first);
    const refreshed = String(refreshing.headers.authorization);
    expect(claimsOf(refreshed)).toMatchObject({ sid: claimsOf(first)?.sid });
    expect(claimsOf(refreshed)?.jti).not.toBe(claimsOf(first)?.jti);

    // Logging out with the first token (another tab still held it) ends the refreshed one as well.
    expect((await get('/api/logout', first)).statusCode).toBe(200);
    expect((await get('/api/get-user-auth-info', refreshed)).statusCode).toBe(401);
    expect((await get('/api/get-user-auth-info', first)).statusCode).toBe(401);
    // A new login is a new session.
    expect((await get('/api/get-user-auth-info', await login(app, 'lena', 'lena-pass'))).statusCode).toBe(200);
  });

  it('a banned user keeps access at most until the refresh age, then the refresh fails', async () => {
    const uid = await insertUser(app, { username: 'mike', password: 'mike-pass', email: 'mike@example.org' });
    const token = await login(app, 'mike', 'mike-pass');
    await app.db.getRepository(UserInfoEntity).update({ uid }, { status: UserStatus.Banned });
    await pastRefreshAge();
    const refused = await get('/api/get-user-auth-info', token);
    expect(refused.statusCode).toBe(401);
    expect(refused.headers.authorization).toBeUndefined();
    expect((await get('/api/get-user-auth-info', token)).statusCode).toBe(401);
  });

  it('a demoted admin loses the role at refresh: refused on admin routes, the new token lacks it', async () => {
    const uid = await insertUser(app, { username: 'nina', password: 'nina-pass', email: 'nina@example.org', roles: [Role.Admin, Role.User] });
    const token = await login(app, 'nina', 'nina-pass');
    expect((await get('/api/admin-ping', token)).statusCode).toBe(200);
    await app.db.getRepository(UserRoleEntity).delete({ uid, roleId: Role.Admin });
    await pastRefreshAge();

    const refused = await get('/api/admin-ping', token);
    expect(refused.statusCode).toBe(403);
    const refreshed = String(refused.headers.authorization);
    expect(claimsOf(refreshed)?.roles).toEqual([Role.User]);
    expect(claimsOf(refreshed)?.sid).toBe(claimsOf(token)?.sid);
    expect((await get('/api/admin-ping', refreshed)).statusCode).toBe(403);
  });
});
