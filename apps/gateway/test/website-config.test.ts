import type { FastifyInstance } from 'fastify';
import { DEFAULT_WEBSITE_CONFIG, Role } from '@oj/contracts';
import { ROOT_USERNAME, UserInfoEntity, seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gatewayService } from '../src/app.ts';
import { gatewayTestConfig } from './helpers.ts';

describe('website config routes', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let rootToken: string;
  let userToken: string;

  beforeAll(async () => {
    database = await createTestDatabase('gw_site');
    await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('rootpass') });
    app = await createService({ config: gatewayTestConfig(), dataSource: database.dataSource, plugin: gatewayService });
    const root = await database.dataSource.getRepository(UserInfoEntity).findOneByOrFail({ username: ROOT_USERNAME });
    rootToken = app.signToken({ uid: root.uid, username: root.username, roles: [Role.SuperAdmin] });
    userToken = app.signToken({ uid: 'someone', username: 'alice', roles: [Role.User] });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const setConfig = (payload: object, authorization?: string) =>
    app.inject({ method: 'POST', url: '/api/admin/config/set-web-config', payload, headers: authorization ? { authorization } : {} });

  it('returns the website config in the envelope, to anyone', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/get-website-config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, msg: 'success', data: DEFAULT_WEBSITE_CONFIG });
  });

  it('refuses the setter without a token (401) and to a plain user (403)', async () => {
    const anonymous = await setConfig({ shortName: 'X' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toMatchObject({ status: 401, code: 'UNAUTHORIZED' });
    const user = await setConfig({ shortName: 'X' }, userToken);
    expect(user.statusCode).toBe(403);
    expect(user.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const admin = await setConfig({ shortName: 'X' }, app.signToken({ uid: 'a', username: 'admin', roles: [Role.Admin] }));
    expect(admin.statusCode).toBe(403);
  });

  it('lets root change fields, which get-website-config then returns', async () => {
    const response = await setConfig({ name: 'My School OJ', shortName: 'MSOJ', register: false, recordUrl: 'https://beian.example', unknown: 1 }, rootToken);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 200, msg: 'Update Successfully', data: { name: 'My School OJ', shortName: 'MSOJ', register: false } });
    const read = await app.inject({ method: 'GET', url: '/api/get-website-config' });
    expect(read.json()).toEqual({
      status: 200,
      msg: 'success',
      data: { ...DEFAULT_WEBSITE_CONFIG, name: 'My School OJ', shortName: 'MSOJ', register: false, recordUrl: 'https://beian.example' },
    });
  });

  it('answers root the whole website tab with get-web-config, guest browsing on by default, and nobody else', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/admin/config/get-web-config', headers: { authorization: rootToken } });
    expect(response.statusCode).toBe(200);
    const read = await app.inject({ method: 'GET', url: '/api/get-website-config' });
    expect(response.json()).toEqual({ status: 200, msg: 'success', data: { ...read.json<{ data: object }>().data, baseUrl: '' } });
    expect(read.json<{ data: { guestBrowseProblems: boolean } }>().data.guestBrowseProblems).toBe(true);
    for (const authorization of [undefined, userToken]) {
      const refused = await app.inject({ method: 'GET', url: '/api/admin/config/get-web-config', headers: authorization ? { authorization } : {} });
      expect(refused.statusCode).toBe(authorization ? 403 : 401);
    }
  });

  it('validates fields with a message naming the field', async () => {
    const cases: [object, string][] = [
      [{ shortName: 'x'.repeat(21) }, 'shortName must NOT have more than 20 characters'],
      [{ register: 'maybe' }, 'register must be boolean'],
      [{ name: '' }, 'name must NOT have fewer than 1 characters'],
      [{ projectUrl: 'javascript:alert(1)' }, 'projectUrl must match pattern'],
    ];
    for (const [payload, message] of cases) {
      const response = await setConfig(payload, rootToken);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ msg: string }>().msg).toContain(message);
    }
  });
});
