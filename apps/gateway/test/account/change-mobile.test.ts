import { UserInfoEntity } from '@oj/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { envelope, insertUser, login, startAccountApp } from './helpers.ts';

describe('change-mobile (spec 01 §5: required, well-formed, different from the old one)', () => {
  let harness: AccountHarness;
  let olivia: { uid: string; token: string };
  let peter: { uid: string; token: string };

  const change = (token: string, payload: object, language?: string) =>
    harness.app.inject({
      method: 'POST',
      url: '/api/change-mobile',
      headers: { authorization: token, ...(language ? { 'accept-language': language } : {}) },
      payload,
    });
  const storedMobile = async (uid: string) => (await harness.app.db.getRepository(UserInfoEntity).findOneByOrFail({ uid })).mobile;

  beforeAll(async () => {
    harness = await startAccountApp('acc_mobile');
    const oliviaUid = await insertUser(harness.app, { username: 'olivia', password: 'olivia-pass', email: 'olivia@example.org' });
    const peterUid = await insertUser(harness.app, { username: 'peter', password: 'peter-pass', email: 'peter@example.org' });
    olivia = { uid: oliviaUid, token: await login(harness.app, 'olivia', 'olivia-pass') };
    peter = { uid: peterUid, token: await login(harness.app, 'peter', 'peter-pass') };
  });

  afterAll(async () => {
    await harness.close();
  });

  it('sets a mainland or international number (blanks around it trimmed) and answers the new user info', async () => {
    const set = await change(olivia.token, { password: 'olivia-pass', newMobile: ' 13812345678 ' });
    expect(envelope(set)).toMatchObject({ status: 200, msg: 'Update Successfully', data: { username: 'olivia', mobile: '13812345678' } });
    expect(await storedMobile(olivia.uid)).toBe('13812345678');
    const international = await change(olivia.token, { password: 'olivia-pass', newMobile: '+442071234567' });
    expect(envelope(international)).toMatchObject({ status: 200, data: { mobile: '+442071234567' } });
    expect(await storedMobile(olivia.uid)).toBe('+442071234567');
  });

  it('refuses a malformed or missing number with 400 and keeps the stored one', async () => {
    for (const newMobile of ['12345678901', '1381234567', '138-1234-5678', '+0123456789', 'abcdefghijk', '+1234567890123456']) {
      const response = await change(olivia.token, { password: 'olivia-pass', newMobile });
      expect(response.statusCode, newMobile).toBe(400);
      expect(envelope(response).msg, newMobile).toBe('The mobile number format is incorrect');
    }
    const missing = await change(olivia.token, { password: 'olivia-pass' });
    expect(envelope(missing)).toMatchObject({ status: 400, msg: 'The mobile number is required' });
    const blank = await change(olivia.token, { password: 'olivia-pass', newMobile: '  ' });
    expect(envelope(blank)).toMatchObject({ status: 400, msg: 'The mobile number is required' });
    expect(await storedMobile(olivia.uid)).toBe('+442071234567');
  });

  it('refuses the same number, a wrong password and a signed-out caller', async () => {
    const same = await change(olivia.token, { password: 'olivia-pass', newMobile: '+442071234567' });
    expect(envelope(same)).toMatchObject({ status: 400, msg: 'The new mobile number must be different from the old one' });
    const wrong = await change(olivia.token, { password: 'not-olivias', newMobile: '13900000000' });
    expect(envelope(wrong)).toMatchObject({ status: 400, msg: 'The password is incorrect' });
    const anonymous = await harness.app.inject({ method: 'POST', url: '/api/change-mobile', payload: { password: 'x', newMobile: '13900000000' } });
    expect(anonymous.statusCode).toBe(401);
    expect(await storedMobile(olivia.uid)).toBe('+442071234567');
  });

  it('refuses a number another account already has', async () => {
    const taken = await change(peter.token, { password: 'peter-pass', newMobile: '+442071234567' });
    expect(envelope(taken)).toMatchObject({ status: 400, msg: 'The mobile number is already used by another account' });
    expect(await storedMobile(peter.uid)).toBeNull();
  });

  it('lets only one of two users claiming the same number at once win', async () => {
    const [first, second] = await Promise.all([
      change(olivia.token, { password: 'olivia-pass', newMobile: '13700000001' }),
      change(peter.token, { password: 'peter-pass', newMobile: '13700000001' }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const holders = await harness.app.db.getRepository(UserInfoEntity).countBy({ mobile: '13700000001' });
    expect(holders).toBe(1);
  });

  it('answers in Chinese for zh-CN', async () => {
    const response = await change(peter.token, { password: 'peter-pass', newMobile: '123' }, 'zh-CN');
    expect(envelope(response).msg).toBe('手机号格式不正确');
  });
});
