import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Role } from '@oj/contracts';
import { UserInfoEntity, UserRoleEntity, UserStatus } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService, ok } from '../src/index.ts';
import type { AuthUser } from '../src/index.ts';
import { testConfig } from './helpers.ts';

const routes: FastifyPluginAsync = async (app) => {
  await app.register((signedIn, _options, done) => {
    signedIn.addHook('preHandler', signedIn.authenticate);
    signedIn.get('/api/me', (request) => ok({ username: request.user.username, roles: request.user.roles }));
    signedIn.get('/api/admin/thing', { preHandler: signedIn.requireRoles(Role.Admin) }, () => ok('admin only'));
    done();
  });
};

// Refresh age 300 s (the default), lifetime one hour: a token signed 301 s ago is due for a refresh.
const DUE_MS = 301 * 1000;

describe('refresh reads the user again (roles, bans) and keeps the session', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('kit_refresh');
    app = await createService({ config: testConfig({ OJ_JWT_EXPIRES_IN_SEC: '3600' }), dataSource: database.dataSource, plugin: routes });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  async function addUser(uid: string, roles: number[]): Promise<AuthUser> {
    await database.dataSource.getRepository(UserInfoEntity).insert({ uid, username: uid, email: `${uid}@example.org`, password: 'x', gender: 'secrecy' });
    for (const roleId of roles) await database.dataSource.getRepository(UserRoleEntity).insert({ uid, roleId });
    return { uid, username: uid, roles };
  }

  const tokenOf = (user: AuthUser, ageMs: number, extra: Record<string, string> = { sid: `sid-${user.uid}` }) =>
    app.jwt.sign({ ...user, jti: `jti-${user.uid}-${String(ageMs)}`, ...extra } as AuthUser & { sid: string; jti: string }, {
      expiresIn: 3600,
      clockTimestamp: Date.now() - ageMs,
    });
  const get = (url: string, authorization: string) => app.inject({ method: 'GET', url, headers: { authorization } });

  it('cuts a banned user off at the first refresh; a younger token lasts at most the refresh age', async () => {
    const bob = await addUser('bob', [Role.User]);
    await database.dataSource.getRepository(UserInfoEntity).update({ uid: 'bob' }, { status: UserStatus.Banned });
    const young = await get('/api/me', tokenOf(bob, 0));
    expect(young.statusCode).toBe(200);
    const due = await get('/api/me', tokenOf(bob, DUE_MS));
    expect(due.statusCode).toBe(401);
    expect(due.json()).toMatchObject({ status: 401, msg: 'Login has expired, please login again' });
    expect(due.headers.authorization).toBeUndefined();
  });

  it('refuses a deleted user at refresh', async () => {
    expect((await get('/api/me', tokenOf({ uid: 'ghost', username: 'ghost', roles: [Role.User] }, DUE_MS))).statusCode).toBe(401);
  });

  it('takes roles from the database at refresh: a demoted admin loses the role, in this request and the new token', async () => {
    const carol = await addUser('carol', [Role.Admin, Role.User]);
    expect((await get('/api/admin/thing', tokenOf(carol, DUE_MS))).statusCode).toBe(200);
    await database.dataSource.getRepository(UserRoleEntity).delete({ uid: 'carol', roleId: Role.Admin });

    const old = tokenOf(carol, DUE_MS);
    expect((await get('/api/admin/thing', old)).statusCode).toBe(403);
    const me = await get('/api/me', old);
    expect(me.json()).toMatchObject({ data: { roles: [Role.User] } });
    const refreshed = app.jwt.decode<{ roles: number[]; sid: string; jti: string }>(String(me.headers.authorization));
    expect(refreshed).toMatchObject({ roles: [Role.User], sid: 'sid-carol' });
    expect((await get('/api/admin/thing', String(me.headers.authorization))).statusCode).toBe(403);
  });

  it('gives a token from before sessions its jti as session id', async () => {
    const dave = await addUser('dave', [Role.User]);
    const legacy = tokenOf(dave, DUE_MS, {});
    const response = await get('/api/me', legacy);
    expect(response.statusCode).toBe(200);
    expect(app.jwt.decode<{ sid: string }>(String(response.headers.authorization))?.sid).toBe(`jti-dave-${String(DUE_MS)}`);
  });
});
