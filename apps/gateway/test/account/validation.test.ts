import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { envelope, insertUser, login, startAccountApp } from './helpers.ts';

// Spec 01 §5: each rule answers 400 with its own message, before anything is looked up or mailed.

const validRegister = { username: 'val_user', password: 'secret-1', email: 'val@example.org', code: '123456' };

describe('validation rules of spec 01 §5', () => {
  let harness: AccountHarness;
  let token: string;

  beforeAll(async () => {
    harness = await startAccountApp('acc_val');
    await insertUser(harness.app, { username: 'val_owner', password: 'owner-pass', email: 'owner@example.org' });
    token = await login(harness.app, 'val_owner', 'owner-pass');
  });

  afterAll(async () => {
    await harness.close();
  });

  const expect400 = async (request: InjectOptions, msg: string): Promise<void> => {
    const response = await harness.app.inject(request);
    expect({ statusCode: response.statusCode, body: envelope(response) }).toMatchObject({ statusCode: 400, body: { status: 400, msg } });
  };

  const registerCases: [string, Record<string, unknown>, string][] = [
    ['username missing', { username: undefined }, 'Username is required'],
    ['username blank', { username: '   ' }, 'Username is required'],
    ['username of 21 characters', { username: 'u'.repeat(21) }, 'The username can be at most 20 characters'],
    ['password missing', { password: undefined }, 'Password is required'],
    ['password empty', { password: '' }, 'Password is required'],
    ['password of 5 characters', { password: '12345' }, 'The password must be between 6 and 20 characters'],
    ['password of 21 characters', { password: 'p'.repeat(21) }, 'The password must be between 6 and 20 characters'],
    ['email missing', { email: undefined }, 'Email is required'],
    ['email malformed', { email: 'not-an-email' }, 'The email format is incorrect'],
    ['email with a blank inside', { email: 'a b@example.org' }, 'The email format is incorrect'],
    ['code missing', { code: undefined }, 'The verification code is required'],
    ['code empty', { code: '' }, 'The verification code is required'],
    ['code of 5 characters', { code: '12345' }, 'The verification code must be 6 characters'],
    ['code of 7 characters', { code: '1234567' }, 'The verification code must be 6 characters'],
  ];

  for (const [name, change, msg] of registerCases) {
    it(`register: ${name}`, async () => {
      await expect400({ method: 'POST', url: '/api/register', payload: { ...validRegister, ...change } }, msg);
    });
  }

  it('register accepts the boundaries: username of 20, passwords of 6 and 20 characters', async () => {
    for (const change of [{ username: 'u'.repeat(20) }, { password: '123456' }, { password: 'p'.repeat(20) }]) {
      const response = await harness.app.inject({ method: 'POST', url: '/api/register', payload: { ...validRegister, ...change } });
      // Past validation: the (never mailed) code is what fails.
      expect(envelope(response).msg).toBe('The verification code is incorrect or has expired');
    }
  });

  it('login: username and password required, username at most 20', async () => {
    await expect400({ method: 'POST', url: '/api/login', payload: { password: 'x' } }, 'Username is required');
    await expect400({ method: 'POST', url: '/api/login', payload: { username: 'a', password: '' } }, 'Password is required');
    await expect400(
      { method: 'POST', url: '/api/login', payload: { username: 'a'.repeat(21), password: 'secret' } },
      'The username can be at most 20 characters',
    );
  });

  it('get-register-code: email required and well-formed', async () => {
    await expect400({ method: 'GET', url: '/api/get-register-code' }, 'Email is required');
    await expect400({ method: 'GET', url: '/api/get-register-code', query: { email: 'nope' } }, 'The email format is incorrect');
  });

  it('apply-reset-password: email, captcha 1 to 8 characters, captcha key', async () => {
    const valid = { email: 'owner@example.org', captcha: 'ABCD', captchaKey: '00000000-0000-0000-0000-000000000000' };
    const url = '/api/apply-reset-password';
    await expect400({ method: 'POST', url, payload: { ...valid, email: 'bad' } }, 'The email format is incorrect');
    await expect400({ method: 'POST', url, payload: { ...valid, captcha: undefined } }, 'Captcha is required');
    await expect400({ method: 'POST', url, payload: { ...valid, captcha: '' } }, 'Captcha is required');
    await expect400({ method: 'POST', url, payload: { ...valid, captcha: '123456789' } }, 'The captcha must be 1 to 8 characters');
    await expect400({ method: 'POST', url, payload: { ...valid, captchaKey: undefined } }, 'The captcha key is required');
  });

  it('reset-password: username must exist, password 6 to 20, code required', async () => {
    const url = '/api/reset-password';
    await expect400({ method: 'POST', url, payload: { password: 'secret-1', code: 'abc' } }, 'Username is required');
    await expect400(
      { method: 'POST', url, payload: { username: 'val_owner', password: 'short', code: 'abc' } },
      'The password must be between 6 and 20 characters',
    );
    await expect400(
      { method: 'POST', url, payload: { username: 'val_owner', password: 'p'.repeat(21), code: 'abc' } },
      'The password must be between 6 and 20 characters',
    );
    await expect400({ method: 'POST', url, payload: { username: 'val_owner', password: 'secret-1', code: '' } }, 'The reset code is required');
    await expect400({ method: 'POST', url, payload: { username: 'ghost', password: 'secret-1', code: 'abc' } }, 'The username does not exist');
  });

  it('change-password: both passwords required, the new one 6 to 20', async () => {
    const headers = { authorization: token };
    const url = '/api/change-password';
    await expect400({ method: 'POST', url, headers, payload: { newPassword: 'secret-2' } }, 'The old password is required');
    await expect400({ method: 'POST', url, headers, payload: { oldPassword: 'owner-pass' } }, 'The new password is required');
    await expect400(
      { method: 'POST', url, headers, payload: { oldPassword: 'owner-pass', newPassword: '123' } },
      'The new password must be between 6 and 20 characters',
    );
  });

  it('change-email: current password required, new email required and well-formed, code of 6', async () => {
    const headers = { authorization: token };
    const url = '/api/change-email';
    const valid = { password: 'owner-pass', newEmail: 'owner.new@example.org', code: '123456' };
    await expect400({ method: 'POST', url, headers, payload: { ...valid, password: undefined } }, 'Password is required');
    await expect400({ method: 'POST', url, headers, payload: { ...valid, password: '' } }, 'Password is required');
    await expect400({ method: 'POST', url, headers, payload: { ...valid, newEmail: undefined } }, 'Email is required');
    await expect400({ method: 'POST', url, headers, payload: { ...valid, newEmail: 'owner.new' } }, 'The email format is incorrect');
    await expect400({ method: 'POST', url, headers, payload: { ...valid, code: '' } }, 'The verification code is required');
    await expect400({ method: 'POST', url, headers, payload: { ...valid, code: '12345' } }, 'The verification code must be 6 characters');
    await expect400({ method: 'GET', url: '/api/get-change-email-code', headers, query: { email: 'owner.new' } }, 'The email format is incorrect');
  });

  it('change-userInfo: length limits and gender values', async () => {
    const headers = { authorization: token };
    const url = '/api/change-userInfo';
    await expect400({ method: 'POST', url, headers, payload: { nickname: 'n'.repeat(21) } }, 'The nickname can be at most 20 characters');
    await expect400({ method: 'POST', url, headers, payload: { school: 's'.repeat(101) } }, 'The school can be at most 100 characters');
    await expect400({ method: 'POST', url, headers, payload: { github: 'g'.repeat(256) } }, 'The Github link can be at most 255 characters');
    await expect400({ method: 'POST', url, headers, payload: { gender: 'other' } }, 'Gender must be male, female or secrecy');
  });

  it('a route needing a token answers 401 without one', async () => {
    const response = await harness.app.inject({ method: 'POST', url: '/api/change-userInfo', payload: { nickname: 'x' } });
    expect(response.statusCode).toBe(401);
    expect(envelope(response).msg).toBe('Please login first');
  });
});
