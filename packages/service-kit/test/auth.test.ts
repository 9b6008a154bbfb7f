import { createHmac } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync } from 'fastify';
import { Role } from '@oj/contracts';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserInfoEntity, UserRoleEntity } from '@oj/db';
import { VerifiedTokens, createService, ok } from '../src/index.ts';
import type { AuthUser } from '../src/index.ts';
import { testConfig } from './helpers.ts';

const routes: FastifyPluginAsync = async (app) => {
  await app.register((publicRoutes, _options, done) => {
    publicRoutes.get('/api/public', () => ok('anyone'));
    done();
  });
  await app.register((signedIn, _options, done) => {
    signedIn.addHook('preHandler', signedIn.authenticate);
    signedIn.get('/api/me', (request) => ok({ uid: request.user.uid, roles: request.user.roles }));
    signedIn.get('/api/admin/thing', { preHandler: signedIn.requireRoles(Role.SuperAdmin, Role.Admin) }, () => ok('admin only'));
    done();
  });
};

const user: AuthUser = { uid: 'u-1', username: 'alice', roles: [Role.User] };
const admin: AuthUser = { uid: 'u-2', username: 'boss', roles: [Role.Admin] };

function base64url(value: object): string {
  return Buffer.from(JSON.stringify(value)).toString('base64url');
}

/** A well-formed HS256 token signed with some other secret. */
function forgedToken(claims: object): string {
  const body = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url(claims)}`;
  return `${body}.${createHmac('sha256', 'not-the-server-secret').update(body).digest('base64url')}`;
}

describe('JWT auth and role guards', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const revoked = new Set<string>();

  beforeAll(async () => {
    database = await createTestDatabase('kit_auth');
    app = await createService({
      config: testConfig({ OJ_JWT_EXPIRES_IN_SEC: '3600' }),
      dataSource: database.dataSource,
      plugin: routes,
      isTokenRevoked: (claims) => revoked.has(claims.jti),
    });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, authorization?: string) => app.inject({ method: 'GET', url, headers: authorization === undefined ? {} : { authorization } });

  it('lets anyone reach public routes', async () => {
    expect((await get('/api/public')).statusCode).toBe(200);
  });

  it('refuses a missing token with 401', async () => {
    const response = await get('/api/me');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ status: 401, msg: 'Please login first', data: null, code: 'UNAUTHORIZED', msgCode: 'common.loginFirst' });
  });

  it('refuses forged, tampered and garbage tokens with 401', async () => {
    const now = Math.floor(Date.now() / 1000);
    const forged = forgedToken({ ...admin, jti: 'x', iat: now, exp: now + 3600 });
    const [header, , signature] = app.signToken(user).split('.');
    const tampered = `${header}.${base64url({ ...admin, jti: 'x', iat: now, exp: now + 3600 })}.${signature}`;
    for (const token of [forged, tampered, 'garbage', 'Bearer ']) {
      const response = await get('/api/admin/thing', token);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    }
  });

  it('refuses an expired token with 401', async () => {
    const expired = app.jwt.sign({ ...user, sid: 's-old', jti: 'old' }, { expiresIn: 60, clockTimestamp: Date.now() - 120_000 });
    const response = await get('/api/me', expired);
    expect(response.statusCode).toBe(401);
    expect(response.json<{ msg: string }>().msg).toBe('Login has expired, please login again');
  });

  it('refuses a remembered token once it expires', async () => {
    const short = app.jwt.sign({ ...user, sid: 's-short', jti: 'short' }, { expiresIn: 1 });
    expect((await get('/api/me', short)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2_100));
    const response = await get('/api/me', short);
    expect(response.statusCode).toBe(401);
    expect(response.json<{ msg: string }>().msg).toBe('Login has expired, please login again');
  });

  it('accepts a valid token raw or as Bearer', async () => {
    const token = app.signToken(user);
    for (const header of [token, `Bearer ${token}`]) {
      const response = await get('/api/me', header);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 200, msg: 'success', data: { uid: 'u-1', roles: [Role.User] } });
      expect(response.headers.authorization).toBeUndefined();
    }
  });

  it('refuses a valid token without the role with 403, and accepts the role', async () => {
    const refused = await get('/api/admin/thing', app.signToken(user));
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const accepted = await get('/api/admin/thing', app.signToken(admin));
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ data: 'admin only' });
  });

  it('refuses a revoked token with 401', async () => {
    const token = app.signToken(user);
    expect((await get('/api/me', token)).statusCode).toBe(200);
    const claims = app.jwt.decode<{ jti: string }>(token);
    revoked.add(claims?.jti ?? '');
    expect((await get('/api/me', token)).statusCode).toBe(401);
  });

  it('issues a refreshed token of the same session in the Authorization header past the refresh age', async () => {
    await database.dataSource
      .getRepository(UserInfoEntity)
      .insert({ uid: user.uid, username: user.username, email: 'alice@example.org', password: 'x', gender: 'secrecy' });
    await database.dataSource.getRepository(UserRoleEntity).insert({ uid: user.uid, roleId: Role.User });
    const aging = app.jwt.sign({ ...user, sid: 's-aging', jti: 'aging' }, { expiresIn: 3600, clockTimestamp: Date.now() - 400 * 1000 });
    const response = await get('/api/me', aging);
    expect(response.statusCode).toBe(200);
    const refreshed = response.headers.authorization;
    expect(typeof refreshed).toBe('string');
    expect(response.headers['access-control-expose-headers']).toMatch(/authorization/i);
    const claims = app.jwt.decode<{ uid: string; iat: number; exp: number; jti: string }>(String(refreshed));
    expect(claims).toMatchObject({ uid: 'u-1', sid: 's-aging' });
    expect(claims?.jti).not.toBe('aging');
    expect((claims?.exp ?? 0) - Math.floor(Date.now() / 1000)).toBeGreaterThan(3500);
    expect((await get('/api/me', String(refreshed))).statusCode).toBe(200);
  });
});

describe('VerifiedTokens', () => {
  const claims = (exp: number) => ({ uid: 'u', username: 'u', roles: [Role.User], sid: 's', jti: 'j', iat: 0, exp });

  it('gives claims out only before their exp, and forgets the oldest past its size', () => {
    const kept = new VerifiedTokens(2);
    kept.set('a', claims(100));
    expect(kept.get('a', 99)?.exp).toBe(100);
    expect(kept.get('a', 100)).toBeUndefined();
    expect(kept.size).toBe(0);
    kept.set('b', claims(100));
    kept.set('c', claims(100));
    kept.set('d', claims(100));
    expect(kept.size).toBe(2);
    expect(kept.get('b', 0)).toBeUndefined();
    expect(kept.get('d', 0)).toBeDefined();
  });
});
