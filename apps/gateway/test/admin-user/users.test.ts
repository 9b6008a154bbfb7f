import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { AdminUserListDto, UserSessionDto } from '@oj/contracts';
import { UserInfoEntity } from '@oj/db';
import { call, dataOf, insertUser, login, startAdminUserApp } from './helpers.ts';
import type { AdminUserHarness } from './helpers.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('admin users: list, edit, delete, sessions', () => {
  let harness: AdminUserHarness;
  beforeAll(async () => {
    harness = await startAdminUserApp('admin_users');
  });
  afterAll(async () => {
    await harness.close();
  });

  it('lists users with roles, searches by keyword and filters admins', async () => {
    const { app, rootToken } = harness;
    await insertUser(app, 'alice', 'alice-pass');
    await insertUser(app, 'bob', 'bob-pass', [Role.Admin]);
    const all = dataOf<AdminUserListDto>(await call(app, rootToken, 'GET', '/api/admin/user/get-user-list?limit=50'));
    expect(all.total).toBeGreaterThanOrEqual(3);
    const bob = all.records.find((record) => record.username === 'bob');
    expect(bob?.roles).toEqual([{ code: Role.Admin, name: 'admin' }]);
    const searched = dataOf<AdminUserListDto>(await call(app, rootToken, 'GET', '/api/admin/user/get-user-list?keyword=ALI'));
    expect(searched.records.map((record) => record.username)).toEqual(['alice']);
    const admins = dataOf<AdminUserListDto>(await call(app, rootToken, 'GET', '/api/admin/user/get-user-list?onlyAdmin=true&limit=50'));
    expect(admins.records.map((record) => record.username).sort()).toEqual(['bob', 'root']);
    const paged = dataOf<AdminUserListDto>(await call(app, rootToken, 'GET', '/api/admin/user/get-user-list?limit=1&currentPage=2'));
    expect(paged.records).toHaveLength(1);
  });

  it('edits a user; a new password signs them out and the new one works', async () => {
    const { app, rootToken } = harness;
    const uid = await insertUser(app, 'carol', 'carol-pass');
    const token = await login(app, 'carol', 'carol-pass');
    expect(token).not.toBeNull();
    const profile = {
      uid,
      username: 'carol2',
      realname: 'Carol C',
      email: '',
      school: 'MIT',
      titleName: 'Star',
      titleColor: '#ff0000',
      role: Role.User,
      status: 0,
    };
    // Profile fields alone keep the sessions.
    expect((await call(app, rootToken, 'PUT', '/api/admin/user/edit-user', profile)).statusCode).toBe(200);
    expect((await call(app, token ?? '', 'GET', '/api/get-user-auth-info')).statusCode).toBe(200);
    const row = await app.db.getRepository(UserInfoEntity).findOneByOrFail({ uid });
    expect([row.username, row.realname, row.school, row.titleColor, row.email]).toEqual(['carol2', 'Carol C', 'MIT', '#ff0000', `${uid}@no-email.invalid`]);
    expect((await call(app, rootToken, 'PUT', '/api/admin/user/edit-user', { ...profile, password: 'brand-new-pass' })).statusCode).toBe(200);
    expect((await call(app, token ?? '', 'GET', '/api/get-user-auth-info')).statusCode).toBe(401);
    await sleep(1100); // the cut-off is the next whole second
    expect(await login(app, 'carol2', 'carol-pass')).toBeNull();
    expect(await login(app, 'carol2', 'brand-new-pass')).not.toBeNull();
  });

  it('a role or status change signs the user out; a banned user cannot sign in', async () => {
    const { app, rootToken } = harness;
    const uid = await insertUser(app, 'dave', 'dave-pass');
    const token = await login(app, 'dave', 'dave-pass');
    const edit = { uid, username: 'dave', role: Role.NoSubmit, status: 0 };
    expect((await call(app, rootToken, 'PUT', '/api/admin/user/edit-user', edit)).statusCode).toBe(200);
    expect((await call(app, token ?? '', 'GET', '/api/get-user-auth-info')).statusCode).toBe(401);
    expect((await call(app, rootToken, 'PUT', '/api/admin/user/edit-user', { ...edit, status: 1 })).statusCode).toBe(200);
    await sleep(1100);
    expect(await login(app, 'dave', 'dave-pass')).toBeNull();
  });

  it('refuses a taken username, a short password and demoting the last super admin', async () => {
    const { app, rootToken } = harness;
    const uid = await insertUser(app, 'erin', 'erin-pass');
    const base = { uid, username: 'erin', role: Role.User, status: 0 };
    expect((await call(app, rootToken, 'PUT', '/api/admin/user/edit-user', { ...base, username: 'ROOT' })).statusCode).toBe(400);
    expect((await call(app, rootToken, 'PUT', '/api/admin/user/edit-user', { ...base, password: 'abc' })).statusCode).toBe(400);
    const rootUid = (await app.db.getRepository(UserInfoEntity).findOneByOrFail({ username: 'root' })).uid;
    const demote = await call(app, rootToken, 'PUT', '/api/admin/user/edit-user', { uid: rootUid, username: 'root', role: Role.Admin, status: 0 });
    expect(demote.statusCode).toBe(400);
    expect(demote.json()).toMatchObject({ msg: 'The last super admin cannot be removed, banned or demoted' });
    expect((await call(app, rootToken, 'PUT', '/api/admin/user/edit-user', { ...base, uid: 'no-such-uid' })).statusCode).toBe(404);
  });

  it('deletes users, never yourself nor the last super admin', async () => {
    const { app, rootToken } = harness;
    const rootUid = (await app.db.getRepository(UserInfoEntity).findOneByOrFail({ username: 'root' })).uid;
    const self = await call(app, rootToken, 'DELETE', '/api/admin/user/delete-user', { ids: [rootUid] });
    expect(self.statusCode).toBe(400);
    expect(self.json()).toMatchObject({ msg: 'You cannot delete your own account' });
    // A caller whose token still says super admin while the database no longer does.
    const formerUid = await insertUser(app, 'former', 'former-pass');
    const stale = app.signToken({ uid: formerUid, username: 'former', roles: [Role.SuperAdmin] });
    const last = await call(app, stale, 'DELETE', '/api/admin/user/delete-user', { ids: [rootUid] });
    expect(last.statusCode).toBe(400);
    expect(await app.db.getRepository(UserInfoEntity).countBy({ uid: rootUid })).toBe(1);
    const victim = await insertUser(app, 'victim', 'victim-pass');
    const deleted = await call(app, rootToken, 'DELETE', '/api/admin/user/delete-user', { ids: [victim] });
    expect(dataOf<number>(deleted)).toBe(1);
    expect(await app.db.getRepository(UserInfoEntity).countBy({ uid: victim })).toBe(0);
  });

  it('lists sessions and force-logout makes the token 401', async () => {
    const { app, rootToken } = harness;
    const uid = await insertUser(app, 'frank', 'frank-pass');
    const first = await login(app, 'frank', 'frank-pass', 'Firefox/1');
    const second = await login(app, 'frank', 'frank-pass', 'Chrome/2');
    const sessions = dataOf<UserSessionDto[]>(await call(app, rootToken, 'GET', `/api/admin/user/sessions?uid=${uid}`));
    expect(sessions.map((session) => session.userAgent)).toEqual(['Chrome/2', 'Firefox/1']);
    expect((await call(app, rootToken, 'POST', '/api/admin/user/force-logout', { uid })).statusCode).toBe(200);
    for (const token of [first, second]) expect((await call(app, token ?? '', 'GET', '/api/get-user-auth-info')).statusCode).toBe(401);
    expect((await call(app, rootToken, 'POST', '/api/admin/user/force-logout', { uid: 'no-such-user' })).statusCode).toBe(404);
    expect((await call(app, rootToken, 'POST', '/api/admin/user/force-logout', { uid: 'bad uid' })).statusCode).toBe(400);
    const after = dataOf<UserSessionDto[]>(await call(app, rootToken, 'GET', `/api/admin/user/sessions?uid=${uid}`));
    expect(after).toEqual([]);
    await sleep(1100);
    expect(await login(app, 'frank', 'frank-pass')).not.toBeNull();
  });

  it('refuses plain admins and users', async () => {
    const { app } = harness;
    const adminUid = await insertUser(app, 'plainadmin', 'plain-pass', [Role.Admin]);
    const adminToken = app.signToken({ uid: adminUid, username: 'plainadmin', roles: [Role.Admin] });
    expect((await call(app, adminToken, 'GET', '/api/admin/user/get-user-list')).statusCode).toBe(403);
    expect((await call(app, adminToken, 'GET', '/api/admin/auth/roles')).statusCode).toBe(403);
    expect((await call(app, adminToken, 'GET', '/api/admin/dashboard/get-dashboard-info')).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/admin/dashboard/get-dashboard-info' })).statusCode).toBe(401);
  });
});
