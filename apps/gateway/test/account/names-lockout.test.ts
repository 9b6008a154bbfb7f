import { UserInfoEntity } from '@oj/db';
import { hashPassword, verifyPassword } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { envelope, insertUser, startAccountApp } from './helpers.ts';

// One account, however its name is spelled: the lock counts failures per resolved account (and
// address), every address has a budget over all names, and registration refuses a name that
// differs from an existing one only by accents, case or letter width.
describe('user names, login lockout and password upgrade', () => {
  let harness: AccountHarness;

  beforeAll(async () => {
    harness = await startAccountApp('acc_names', { limits: { loginIpMaxFailures: 15 } });
  });

  afterAll(async () => {
    await harness.close();
  });

  const attempt = (username: string, password: string, remoteAddress: string) =>
    harness.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

  it('counts accent and case variants of one name against one lock', async () => {
    const spellings = ['root', 'róot', 'rôot', 'ROOT', 'Róot'];
    for (let failure = 0; failure < 9; failure += 1) {
      const response = await attempt(spellings[failure % spellings.length] ?? 'root', 'wrong-pass', '10.20.0.1');
      expect(envelope(response).msg).toBe('Check your username or password');
    }
    const tenth = await attempt('rÖot', 'wrong-pass', '10.20.0.1');
    expect(tenth.statusCode).toBe(429);
    expect((await attempt('root', 'root-password', '10.20.0.1')).statusCode).toBe(429);
    // The lock is the account's from that address only.
    expect((await attempt('root', 'root-password', '10.20.0.2')).statusCode).toBe(200);
  });

  it('locks an address that spends its budget over many names, known or not', async () => {
    for (let failure = 0; failure < 14; failure += 1) {
      const response = await attempt(`nobody${String(failure)}`, 'wrong-pass', '10.30.0.1');
      expect(response.statusCode).toBe(400);
    }
    const last = await attempt('nobody-else', 'wrong-pass', '10.30.0.1');
    expect(last.statusCode).toBe(429);
    expect(envelope(last).msg).toBe('Too many failed logins: login is locked for 10 minutes, please try again later');
    // Even a right password is refused from that address; another address is not.
    expect((await attempt('root', 'root-password', '10.30.0.1')).statusCode).toBe(429);
    expect((await attempt('root', 'root-password', '10.30.0.2')).statusCode).toBe(200);
  });

  it('refuses to register a name that differs from an existing one only by accents, case or width', async () => {
    const register = (username: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: { username, password: 'whatever', email: `${String(Date.now())}@example.org`, code: '123456' },
      });
    for (const username of ['Róot', 'ROOT', 'ｒｏｏｔ']) {
      expect(envelope(await register(username))).toMatchObject({ status: 400, msg: 'The username already exists' });
    }
    // Beyond what the column's collation equates: a mathematical letter, a combining mark newer than UCA 4.0.
    for (const username of ['𝐫oot', 'ro\u1DC4ot']) {
      expect(envelope(await register(username))).toMatchObject({
        status: 400,
        msg: 'The username differs from an existing one only by accents, case or letter width',
      });
    }
    const check = await harness.app.inject({ method: 'POST', url: '/api/check-username-or-email', payload: { username: '𝐑𝐎𝐎𝐓' } });
    expect(envelope(check).data).toEqual({ username: true, email: false });
    const zh = await harness.app.inject({
      method: 'POST',
      url: '/api/register',
      headers: { 'accept-language': 'zh-CN' },
      payload: { username: '𝐫oot', password: 'whatever', email: 'zh@example.org', code: '123456' },
    });
    expect(envelope(zh).msg).toBe('该用户名与已有用户名仅有重音、大小写或全半角之别');
  });

  it('upgrades a hash of a weaker scrypt cost at the next successful login, and only then', async () => {
    await insertUser(harness.app, { username: 'olga', password: 'olga-pass', email: 'olga@example.org' });
    const weak = await hashPassword('olga-pass', { N: 1024, r: 8, p: 1 });
    await harness.app.db.getRepository(UserInfoEntity).update({ username: 'olga' }, { password: weak });
    const stored = async () => (await harness.app.db.getRepository(UserInfoEntity).findOneByOrFail({ username: 'olga' })).password;

    expect((await attempt('olga', 'wrong-pass', '10.40.0.1')).statusCode).toBe(400);
    expect(await stored()).toBe(weak);
    expect((await attempt('olga', 'olga-pass', '10.40.0.1')).statusCode).toBe(200);
    const upgraded = await stored();
    // The test runner's cost (OJ_TEST_ONLY_SCRYPT_LOG2_N=12); production's is 2^17 (service-kit password.test.ts).
    expect(upgraded).toMatch(/^scrypt\$4096\$8\$1\$/);
    expect(await verifyPassword('olga-pass', upgraded)).toBe(true);
    expect((await attempt('olga', 'olga-pass', '10.40.0.1')).statusCode).toBe(200);
    expect(await stored()).toBe(upgraded);
  });
});
