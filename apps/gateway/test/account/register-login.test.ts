import { Role } from '@oj/contracts';
import { SessionEntity, UserInfoEntity, UserRoleEntity, saveWebsiteConfig } from '@oj/db';
import { verifyPassword } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { codeIn, envelope, insertUser, startAccountApp } from './helpers.ts';

describe('register and login', () => {
  let harness: AccountHarness;

  beforeAll(async () => {
    harness = await startAccountApp('acc_reg');
  });

  afterAll(async () => {
    await harness.close();
  });

  const requestCode = (email: string) => harness.app.inject({ method: 'GET', url: '/api/get-register-code', query: { email } });
  const register = (payload: Record<string, string>) => harness.app.inject({ method: 'POST', url: '/api/register', payload });

  it('registers through the mailed code, stores a scrypt hash and the default role', async () => {
    const sent = await requestCode('alice@example.org');
    expect(sent.statusCode).toBe(200);
    expect(envelope(sent).msg).toBe('The verification code has been sent to your email');
    const code = codeIn(await harness.smtp.nextMailTo('alice@example.org'));

    const response = await register({ username: 'alice', password: 'alice-pass', email: 'alice@example.org', code });
    expect(response.statusCode).toBe(200);
    expect(envelope(response)).toMatchObject({ status: 200, msg: 'Thanks for registering, you can login now' });

    const stored = await harness.app.db.getRepository(UserInfoEntity).findOneByOrFail({ username: 'alice' });
    expect(stored.password).toMatch(/^scrypt\$/);
    expect(await verifyPassword('alice-pass', stored.password)).toBe(true);
    expect(await harness.app.db.getRepository(UserRoleEntity).findBy({ uid: stored.uid })).toMatchObject([{ roleId: Role.User }]);

    // The code was used up: replaying it fails.
    const replay = await register({ username: 'alice2', password: 'alice-pass', email: 'alice@example.org', code });
    expect(envelope(replay).msg).toBe('The email already exists');
  });

  it('refuses a wrong code, and voids the code after repeated wrong guesses', async () => {
    await requestCode('bob@example.org');
    const code = codeIn(await harness.smtp.nextMailTo('bob@example.org'));
    const wrong = code === '000000' ? '111111' : '000000';
    const form = { username: 'bob', password: 'bob-pass', email: 'bob@example.org' };
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const response = await register({ ...form, code: wrong });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).msg).toBe('The verification code is incorrect or has expired');
    }
    expect(envelope(await register({ ...form, code })).msg).toBe('The verification code is incorrect or has expired');
  });

  it('keeps a 60 s interval between two code mails to one address', async () => {
    expect((await requestCode('carol@example.org')).statusCode).toBe(200);
    await harness.smtp.nextMailTo('carol@example.org');
    const again = await requestCode('carol@example.org');
    expect(again.statusCode).toBe(429);
    expect(envelope(again).msg).toMatch(/^Please wait \d+ seconds before requesting another email$/);
  });

  it('refuses duplicate usernames and emails with the spec messages', async () => {
    await insertUser(harness.app, { username: 'dave', password: 'dave-pass', email: 'dave@example.org' });
    const existingEmail = await requestCode('DAVE@example.org');
    expect(existingEmail.statusCode).toBe(400);
    expect(envelope(existingEmail).msg).toBe('The email already exists');

    const sameName = await register({ username: 'dave', password: 'whatever', email: 'new@example.org', code: '123456' });
    expect(envelope(sameName)).toMatchObject({ status: 400, msg: 'The username already exists' });
    const sameEmail = await register({ username: 'dave2', password: 'whatever', email: 'dave@example.org', code: '123456' });
    expect(envelope(sameEmail)).toMatchObject({ status: 400, msg: 'The email already exists' });
  });

  it('answers check-username-or-email with booleans', async () => {
    const check = (payload: object) => harness.app.inject({ method: 'POST', url: '/api/check-username-or-email', payload });
    expect(envelope(await check({ username: 'dave', email: 'nobody@example.org' })).data).toEqual({ username: true, email: false });
    expect(envelope(await check({ email: 'dave@example.org' })).data).toEqual({ username: false, email: true });
  });

  it('refuses registration while the site switch is off', async () => {
    await saveWebsiteConfig(harness.app.db, { register: false });
    try {
      const response = await requestCode('erin@example.org');
      expect(envelope(response)).toMatchObject({ status: 400, msg: 'Registration is closed on this site' });
      const direct = await register({ username: 'erin', password: 'erin-pass', email: 'erin@example.org', code: '123456' });
      expect(envelope(direct).msg).toBe('Registration is closed on this site');
    } finally {
      await saveWebsiteConfig(harness.app.db, { register: true });
    }
  });

  it('logs in: token in the Authorization header, user info in data, a session row', async () => {
    await insertUser(harness.app, { username: 'frank', password: 'frank-pass', email: 'frank@example.org' });
    const response = await harness.app.inject({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'frank', password: 'frank-pass' },
      headers: { 'user-agent': 'vitest-agent' },
      remoteAddress: '10.1.2.3',
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers.authorization).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(response.headers['access-control-expose-headers']).toMatch(/authorization/i);
    const body = envelope(response);
    expect(body.msg).toBe('Welcome back');
    expect(body.data).toMatchObject({ username: 'frank', email: 'frank@example.org', gender: 'secrecy', roleList: ['user'] });
    expect(body.data).not.toHaveProperty('password');
    const uid = (body.data as { uid: string }).uid;
    expect(await harness.app.db.getRepository(SessionEntity).findBy({ uid })).toMatchObject([{ ip: '10.1.2.3', userAgent: 'vitest-agent' }]);

    const auth = await harness.app.inject({ method: 'GET', url: '/api/get-user-auth-info', headers: { authorization: response.headers.authorization } });
    expect(envelope(auth).data).toEqual({ roles: ['user'], permissions: ['submit', 'discuss', 'comment'] });
  });

  it('rejects a wrong password or an unknown user with "Check your username or password"', async () => {
    for (const payload of [
      { username: 'frank', password: 'not-franks' },
      { username: 'nobody', password: 'whatever' },
    ]) {
      const response = await harness.app.inject({ method: 'POST', url: '/api/login', payload });
      expect(response.statusCode).toBe(400);
      expect(envelope(response).msg).toBe('Check your username or password');
      expect(response.headers.authorization).toBeUndefined();
    }
  });

  it('locks login for a username and IP after 10 failures in a row (the web puzzle comes at 5)', async () => {
    await insertUser(harness.app, { username: 'grace', password: 'grace-pass', email: 'grace@example.org' });
    const attempt = (password: string, remoteAddress = '10.9.9.9') =>
      harness.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'grace', password }, remoteAddress });
    for (let failure = 1; failure <= 9; failure += 1) expect(envelope(await attempt('wrong-pass')).msg).toBe('Check your username or password');
    const tenth = await attempt('wrong-pass');
    expect(tenth.statusCode).toBe(429);
    expect(envelope(tenth).msg).toBe('Too many failed logins: login is locked for 10 minutes, please try again later');
    // Even the right password is refused while locked.
    expect((await attempt('grace-pass')).statusCode).toBe(429);
    // The lock is per username and IP: another address still logs in.
    expect((await attempt('grace-pass', '10.8.8.8')).statusCode).toBe(200);
  });

  it('admin login refuses ordinary users and accepts admin roles', async () => {
    const asUser = await harness.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'frank', password: 'frank-pass' } });
    expect(envelope(asUser)).toMatchObject({ status: 400, msg: 'This account is not an administrator' });
    expect(asUser.headers.authorization).toBeUndefined();

    await insertUser(harness.app, { username: 'padmin', password: 'padmin-pass', email: 'padmin@example.org', roles: [Role.ProblemAdmin] });
    const asAdmin = await harness.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'padmin', password: 'padmin-pass' } });
    expect(asAdmin.statusCode).toBe(200);
    expect(envelope(asAdmin).data).toMatchObject({ roleList: ['problem_admin'] });
    const root = await harness.app.inject({ method: 'POST', url: '/api/admin/login', payload: { username: 'root', password: 'root-password' } });
    expect(envelope(root).data).toMatchObject({ username: 'root', roleList: ['root'] });
  });

  it('refuses a disabled account', async () => {
    await insertUser(harness.app, { username: 'henry', password: 'henry-pass', email: 'henry@example.org' });
    await harness.app.db.getRepository(UserInfoEntity).update({ username: 'henry' }, { status: 1 });
    const response = await harness.app.inject({ method: 'POST', url: '/api/login', payload: { username: 'henry', password: 'henry-pass' } });
    expect(envelope(response)).toMatchObject({ status: 400, msg: 'Your account has been disabled, please contact the administrator' });
  });
});
