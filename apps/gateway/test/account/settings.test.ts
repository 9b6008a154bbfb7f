import { UserInfoEntity } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { codeIn, envelope, insertUser, login, startAccountApp } from './helpers.ts';

describe('account settings', () => {
  let harness: AccountHarness;

  beforeAll(async () => {
    harness = await startAccountApp('acc_set');
    await insertUser(harness.app, { username: 'taken', password: 'taken-pass', email: 'taken@example.org' });
  });

  afterAll(async () => {
    await harness.close();
  });

  const post = (url: string, token: string, payload: object) => harness.app.inject({ method: 'POST', url, headers: { authorization: token }, payload });

  describe('change-password', () => {
    it('requires a new password different from the old one and the right old password', async () => {
      await insertUser(harness.app, { username: 'liam', password: 'liam-pass', email: 'liam@example.org' });
      const token = await login(harness.app, 'liam', 'liam-pass');
      const same = await post('/api/change-password', token, { oldPassword: 'liam-pass', newPassword: 'liam-pass' });
      expect(envelope(same)).toMatchObject({ status: 400, msg: 'The new password must be different from the old one' });
      const wrongOld = await post('/api/change-password', token, { oldPassword: 'not-liams', newPassword: 'liam-new-pass' });
      expect(envelope(wrongOld)).toMatchObject({ status: 400, msg: 'The old password is incorrect' });
    });

    it('changes the password, revokes the used token and hands out a fresh one', async () => {
      const token = await login(harness.app, 'liam', 'liam-pass');
      const changed = await post('/api/change-password', token, { oldPassword: 'liam-pass', newPassword: 'liam-new-pass' });
      expect(envelope(changed)).toMatchObject({ status: 200, msg: 'Update Successfully' });
      const fresh = changed.headers.authorization;
      expect(typeof fresh).toBe('string');

      expect((await harness.app.inject({ method: 'GET', url: '/api/get-user-auth-info', headers: { authorization: token } })).statusCode).toBe(401);
      expect((await harness.app.inject({ method: 'GET', url: '/api/get-user-auth-info', headers: { authorization: String(fresh) } })).statusCode).toBe(200);
      await login(harness.app, 'liam', 'liam-new-pass');
    });

    it('locks the form after repeated wrong old passwords', async () => {
      await insertUser(harness.app, { username: 'mia', password: 'mia-pass', email: 'mia@example.org' });
      const token = await login(harness.app, 'mia', 'mia-pass');
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 6; attempt += 1) {
        statuses.push((await post('/api/change-password', token, { oldPassword: `guess-${attempt}`, newPassword: 'mia-new-pass' })).statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 400, 429, 429]);
    });
  });

  describe('change-email', () => {
    let token: string;

    beforeAll(async () => {
      await insertUser(harness.app, { username: 'noah', password: 'noah-pass', email: 'noah@example.org' });
      token = await login(harness.app, 'noah', 'noah-pass');
    });

    const requestCode = (email: string) =>
      harness.app.inject({ method: 'GET', url: '/api/get-change-email-code', headers: { authorization: token }, query: { email } });

    it('refuses the current address and a taken one when asking for a code', async () => {
      expect(envelope(await requestCode('NOAH@example.org'))).toMatchObject({ status: 400, msg: 'The new email must be different from the old one' });
      expect(envelope(await requestCode('taken@example.org'))).toMatchObject({ status: 400, msg: 'The email already exists' });
    });

    it('changes the email with the password and the code mailed to the new address', async () => {
      const sent = await requestCode('noah.new@example.org');
      expect(envelope(sent).msg).toBe('The verification code has been sent to your email');
      const code = codeIn(await harness.smtp.nextMailTo('noah.new@example.org'));

      const wrongPassword = await post('/api/change-email', token, { password: 'nope-nope', newEmail: 'noah.new@example.org', code });
      expect(envelope(wrongPassword)).toMatchObject({ status: 400, msg: 'The password is incorrect' });
      const otherAddress = await post('/api/change-email', token, { password: 'noah-pass', newEmail: 'noah.other@example.org', code });
      expect(envelope(otherAddress).msg).toBe('The verification code is incorrect or has expired');
      const same = await post('/api/change-email', token, { password: 'noah-pass', newEmail: 'noah@example.org', code });
      expect(envelope(same).msg).toBe('The new email must be different from the old one');

      const changed = await post('/api/change-email', token, { password: 'noah-pass', newEmail: 'noah.new@example.org', code });
      expect(envelope(changed)).toMatchObject({ status: 200, msg: 'Update Successfully', data: { email: 'noah.new@example.org' } });
      expect((await harness.app.db.getRepository(UserInfoEntity).findOneByOrFail({ username: 'noah' })).email).toBe('noah.new@example.org');
    });
  });

  describe('change-userInfo', () => {
    it('updates the given fields, clears blank ones, leaves the rest', async () => {
      await insertUser(harness.app, { username: 'olive', password: 'olive-pass', email: 'olive@example.org' });
      const token = await login(harness.app, 'olive', 'olive-pass');
      const first = await post('/api/change-userInfo', token, {
        nickname: 'Ollie',
        school: 'MIT',
        gender: 'female',
        signature: '# hi',
        github: 'https://github.com/olive',
      });
      expect(envelope(first)).toMatchObject({
        status: 200,
        msg: 'Update Successfully',
        data: { nickname: 'Ollie', school: 'MIT', gender: 'female', signature: '# hi' },
      });

      const second = await post('/api/change-userInfo', token, { school: '  ', realname: 'Olive Smith', number: '2024001' });
      expect(envelope(second).data).toMatchObject({
        nickname: 'Ollie',
        school: null,
        realname: 'Olive Smith',
        number: '2024001',
        github: 'https://github.com/olive',
      });
      const stored = await harness.app.db.getRepository(UserInfoEntity).findOneByOrFail({ username: 'olive' });
      expect(stored).toMatchObject({ nickname: 'Ollie', school: null, gender: 'female', realname: 'Olive Smith', number: '2024001' });
    });
  });
});
