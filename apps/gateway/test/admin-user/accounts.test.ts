import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { BatchUserReportDto, GenerateUserResultDto, RoleAuthListDto } from '@oj/contracts';
import { UserInfoEntity, UserRoleEntity } from '@oj/db';
import { call, dataOf, insertUser, login, startAdminUserApp } from './helpers.ts';
import type { AdminUserHarness } from './helpers.ts';

describe('admin users: CSV import, generated accounts, role table', () => {
  let harness: AdminUserHarness;
  beforeAll(async () => {
    harness = await startAdminUserApp('admin_accounts');
  });
  afterAll(async () => {
    await harness.close();
  });

  it('imports 200 CSV rows quickly, and every user can sign in', async () => {
    const { app, rootToken } = harness;
    const rows = Array.from({ length: 200 }, (_, i) => [
      `csv${i}`,
      `pass-${i}-xyz`,
      i % 2 === 0 ? `csv${i}@example.org` : '',
      `Real ${i}`,
      String(i % 3),
      `nick${i}`,
      'School',
    ]);
    const started = Date.now();
    const response = await call(app, rootToken, 'POST', '/api/admin/user/insert-batch-user', { users: rows });
    const elapsedMs = Date.now() - started;
    expect(response.statusCode).toBe(200);
    const report = dataOf<BatchUserReportDto>(response);
    expect(report).toMatchObject({ imported: 200, refused: 0 });
    expect(elapsedMs).toBeLessThan(15_000);
    const csv1 = await app.db.getRepository(UserInfoEntity).findOneByOrFail({ username: 'csv1' });
    expect([csv1.gender, csv1.realname, csv1.nickname, csv1.school]).toEqual(['female', 'Real 1', 'nick1', 'School']);
    expect(csv1.password).not.toContain('pass-1-xyz');
    expect(await app.db.getRepository(UserRoleEntity).countBy({ uid: csv1.uid, roleId: Role.User })).toBe(1);
    const results = await Promise.all(rows.map(([username, password]) => login(app, username ?? '', password ?? '')));
    expect(results.filter((token) => token === null)).toHaveLength(0);
  });

  it('reports each bad row with its reason and imports the good ones', async () => {
    const { app, rootToken } = harness;
    await insertUser(app, 'taken', 'taken-pass');
    await insertUser(app, 'look', 'look-pass');
    const rows = [
      ['good1', 'good-pass', 'good1@example.org', '', 'male'],
      ['', 'no-name-pass'],
      ['nopass', ''],
      ['dup', 'dup-pass-1'],
      ['DUP', 'dup-pass-2'],
      ['taken', 'taken-pass'],
      ['ｌｏｏｋ', 'lookalike-pass'],
      ['bademail', 'bad-email-pass', 'not-an-email'],
      ['averyveryverylongusername', 'long-pass'],
      ['shortpw', 'abc'],
      ['good2', 'good-pass-2', 'root@example.org'.replace('root', 'good2')],
    ];
    const report = dataOf<BatchUserReportDto>(await call(app, rootToken, 'POST', '/api/admin/user/insert-batch-user', { users: rows }));
    const reasons = Object.fromEntries(report.rows.map((row) => [row.row, row.ok ? 'ok' : row.reason]));
    expect(reasons).toEqual({
      1: 'ok',
      2: 'Username is required',
      3: 'Password is required',
      4: 'ok',
      5: 'The username appears more than once in the file',
      6: 'The username already exists',
      7: expect.stringMatching(/already exists|differs from an existing one/) as unknown,
      8: 'The email format is incorrect',
      9: 'The username can be at most 20 characters',
      10: 'The password must be between 6 and 25 characters',
      11: 'ok',
    });
    expect(report).toMatchObject({ imported: 3, refused: 8 });
    expect(await app.db.getRepository(UserInfoEntity).countBy({ username: 'bademail' })).toBe(0);
    expect(await login(app, 'good1', 'good-pass')).not.toBeNull();
    // The reasons come in the caller's language.
    const zh = await app.inject({
      method: 'POST',
      url: '/api/admin/user/insert-batch-user',
      headers: { authorization: rootToken, 'accept-language': 'zh-CN' },
      payload: { users: [['', 'some-pass']] },
    });
    expect(dataOf<BatchUserReportDto>(zh).rows[0]?.reason).toBe('用户名不能为空');
  });

  it('refuses a body that is not rows of strings with 400', async () => {
    const { app, rootToken } = harness;
    expect((await call(app, rootToken, 'POST', '/api/admin/user/insert-batch-user', { users: [] })).statusCode).toBe(400);
    expect(
      (await call(app, rootToken, 'POST', '/api/admin/user/insert-batch-user', { users: [['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j']] })).statusCode,
    ).toBe(400);
  });

  it('generates 50 accounts whose returned passwords sign in', async () => {
    const { app, rootToken } = harness;
    const body = { prefix: 'gen', suffix: 'x', numberFrom: 1, numberTo: 50, passwordLength: 10, school: 'Gen School' };
    const response = await call(app, rootToken, 'POST', '/api/admin/user/generate-user', body);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const { users } = dataOf<GenerateUserResultDto>(response);
    expect(users).toHaveLength(50);
    expect(users[0]?.username).toBe('gen1x');
    expect(users.every((user) => user.password.length === 10)).toBe(true);
    const stored = await app.db.getRepository(UserInfoEntity).findOneByOrFail({ username: 'gen7x' });
    expect(stored.school).toBe('Gen School');
    expect(stored.password).not.toContain(users[6]?.password ?? '-');
    expect(await login(app, 'gen1x', users[0]?.password ?? '')).not.toBeNull();
    expect(await login(app, 'gen50x', users[49]?.password ?? '')).not.toBeNull();
    // The request log (trace level: every request and response line) never holds a plain password.
    const log = harness.logs.join('');
    expect(log).toContain('/api/admin/user/generate-user');
    for (const user of users) expect(log).not.toContain(user.password);
    expect(log).not.toContain('pass-1-xyz');
    // Any taken name refuses the whole request.
    const again = await call(app, rootToken, 'POST', '/api/admin/user/generate-user', { ...body, numberFrom: 50, numberTo: 60 });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ msg: 'These usernames already exist: gen50x' });
    expect(await app.db.getRepository(UserInfoEntity).countBy({ username: 'gen51x' })).toBe(0);
  });

  it('applies the generate rules', async () => {
    const { app, rootToken } = harness;
    const body = { prefix: 'r', suffix: '', numberFrom: 5, numberTo: 4, passwordLength: 8 };
    const post = (change: object) => call(app, rootToken, 'POST', '/api/admin/user/generate-user', { ...body, ...change });
    expect((await post({})).json()).toMatchObject({ status: 400, msg: 'The end number must not be less than the start number' });
    expect((await post({ numberFrom: 1, numberTo: 5000 })).json()).toMatchObject({ status: 400, msg: 'At most 1000 accounts can be generated at once' });
    expect((await post({ numberTo: 6, passwordLength: 5 })).statusCode).toBe(400);
    expect((await post({ numberTo: 6, passwordLength: 26 })).statusCode).toBe(400);
    expect((await post({ numberFrom: 10, numberTo: 11, prefix: 'p'.repeat(19) })).statusCode).toBe(400);
    expect((await post({ numberFrom: undefined })).statusCode).toBe(400);
  });

  it('answers the role table, read-only', async () => {
    const { app, rootToken } = harness;
    const table = dataOf<RoleAuthListDto>(await call(app, rootToken, 'GET', '/api/admin/auth/roles'));
    expect(table.editable).toBe(false);
    expect(table.roles.map((role) => role.code)).toEqual([1000, 1001, 1002, 1003, 1004, 1005, 1006, 1007, 1008]);
    const root = table.roles.find((role) => role.code === Role.SuperAdmin);
    expect(root?.permissions).toEqual(expect.arrayContaining(['submit', 'admin', 'superAdmin']));
    expect(root?.userCount).toBe(1);
    expect(table.roles.find((role) => role.code === Role.NoSubmit)?.permissions).not.toContain('submit');
  });
});
