import { Role } from '@oj/contracts';
import { UserRoleEntity } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { envelope, insertUser, knownCaptcha, login, startAccountApp } from './helpers.ts';

describe('password reset, logout and role refresh', () => {
  let harness: AccountHarness;

  beforeAll(async () => {
    harness = await startAccountApp('acc_reset');
    await insertUser(harness.app, { username: 'ivy', password: 'ivy-old-pass', email: 'ivy@example.org' });
  });

  afterAll(async () => {
    await harness.close();
  });

  const captcha = async (): Promise<{ img: string; captchaKey: string }> => {
    const response = await harness.app.inject({ method: 'GET', url: '/api/captcha' });
    expect(response.statusCode).toBe(200);
    return envelope(response).data as { img: string; captchaKey: string };
  };
  const applyReset = (payload: object) => harness.app.inject({ method: 'POST', url: '/api/apply-reset-password', payload });

  it('serves an SVG captcha drawn as paths, a different key each time', async () => {
    const first = await captcha();
    const second = await captcha();
    expect(first.img).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(first.captchaKey).not.toBe(second.captchaKey);
    const svg = Buffer.from(first.img.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    expect(svg).toContain('<path');
    expect(svg).not.toContain('<text');
  });

  it('refuses a wrong answer; each captcha works once', async () => {
    const { captcha: answer, captchaKey } = await knownCaptcha(harness.app);
    const wrong = await applyReset({ email: 'ivy@example.org', captcha: 'AAAA', captchaKey });
    expect(envelope(wrong)).toMatchObject({ status: 400, msg: 'The captcha is incorrect or has expired' });
    // Burnt by the wrong try, even with the right answer now.
    const retry = await applyReset({ email: 'ivy@example.org', captcha: answer, captchaKey });
    expect(envelope(retry).msg).toBe('The captcha is incorrect or has expired');
  });

  it('lets exactly one of several concurrent requests with one right captcha through', async () => {
    await insertUser(harness.app, { username: 'zoe', password: 'zoe-pass', email: 'zoe@example.org' });
    const answered = await knownCaptcha(harness.app);
    const responses = await Promise.all(Array.from({ length: 5 }, () => applyReset({ email: 'zoe@example.org', ...answered })));
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400, 400]);
    for (const response of responses.filter((candidate) => candidate.statusCode === 400)) {
      expect(envelope(response).msg).toBe('The captcha is incorrect or has expired');
    }
    await harness.smtp.nextMailTo('zoe@example.org');
  });

  it('resets a password end to end through the mailed link, and signs out old sessions', async () => {
    const oldToken = await login(harness.app, 'ivy', 'ivy-old-pass');
    const applied = await applyReset({ email: 'ivy@example.org', ...(await knownCaptcha(harness.app)) });
    expect(envelope(applied)).toMatchObject({
      status: 200,
      msg: 'If an account uses this email, a password reset link has been sent to it, please check your inbox',
    });

    const mail = await harness.smtp.nextMailTo('ivy@example.org');
    const link = /(http:\/\/oj\.test\/reset-password\?username=([^&\s]+)&code=([\w-]+))/.exec(mail.text);
    expect(link).not.toBeNull();
    const [, , username = '', code = ''] = link ?? [];
    expect(decodeURIComponent(username)).toBe('ivy');

    const wrongCode = await harness.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { username: 'ivy', password: 'ivy-new-pass', code: 'x'.repeat(32) },
    });
    expect(envelope(wrongCode).msg).toBe('The reset link is invalid or has expired, please apply again');

    // Tokens carry whole seconds: wait so the old token's second lies strictly before the reset.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const reset = await harness.app.inject({ method: 'POST', url: '/api/reset-password', payload: { username: 'ivy', password: 'ivy-new-pass', code } });
    expect(envelope(reset)).toMatchObject({ status: 200, msg: 'Your password has been reset' });

    const oldLogin = await harness.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'ivy', password: 'ivy-old-pass' } });
    expect(envelope(oldLogin).msg).toBe('Check your username or password');
    await login(harness.app, 'ivy', 'ivy-new-pass');

    const withOldToken = await harness.app.inject({ method: 'GET', url: '/api/get-user-auth-info', headers: { authorization: oldToken } });
    expect(withOldToken.statusCode).toBe(401);

    const replay = await harness.app.inject({ method: 'POST', url: '/api/reset-password', payload: { username: 'ivy', password: 'ivy-third-pass', code } });
    expect(envelope(replay).msg).toBe('The reset link is invalid or has expired, please apply again');
  });

  it('keeps a 90 s interval between two reset mails', async () => {
    const second = await applyReset({ email: 'ivy@example.org', ...(await knownCaptcha(harness.app)) });
    expect(second.statusCode).toBe(429);
    expect(envelope(second).msg).toMatch(/^Please wait \d+ seconds before requesting another email$/);
  });

  it('logout revokes the token: the next call with it is 401', async () => {
    await insertUser(harness.app, { username: 'jack', password: 'jack-pass', email: 'jack@example.org' });
    const token = await login(harness.app, 'jack', 'jack-pass');
    const headers = { authorization: token };
    expect((await harness.app.inject({ method: 'GET', url: '/api/get-user-auth-info', headers })).statusCode).toBe(200);

    const logout = await harness.app.inject({ method: 'GET', url: '/api/logout', headers });
    expect(envelope(logout)).toMatchObject({ status: 200, msg: 'You have logged out' });
    const after = await harness.app.inject({ method: 'GET', url: '/api/get-user-auth-info', headers });
    expect(after.statusCode).toBe(401);

    // Another session of the same user is untouched.
    const other = await login(harness.app, 'jack', 'jack-pass');
    expect((await harness.app.inject({ method: 'GET', url: '/api/get-user-auth-info', headers: { authorization: other } })).statusCode).toBe(200);
  });

  it('get-user-auth-info refreshes roles and hands out a token carrying them', async () => {
    const uid = await insertUser(harness.app, { username: 'kate', password: 'kate-pass', email: 'kate@example.org' });
    const token = await login(harness.app, 'kate', 'kate-pass');
    await harness.app.db.getRepository(UserRoleEntity).insert({ uid, roleId: Role.Admin });
    await harness.app.db.getRepository(UserRoleEntity).insert({ uid, roleId: Role.NoSubmit });

    const response = await harness.app.inject({ method: 'GET', url: '/api/get-user-auth-info', headers: { authorization: token } });
    expect(envelope(response).data).toEqual({ roles: ['admin', 'user'], permissions: ['discuss', 'comment', 'admin'] });
    const fresh = response.headers.authorization;
    expect(typeof fresh).toBe('string');
    expect(harness.app.jwt.decode<{ roles: number[] }>(String(fresh))?.roles).toEqual([Role.Admin, Role.User, Role.NoSubmit]);
  });
});
