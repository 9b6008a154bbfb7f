import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContestAuth } from '@oj/contracts';
import { ContestEntity } from '@oj/db';
import { bucketOpener, hashPassword, putEntry } from '@oj/service-kit';
import { DEFAULT_PASSWORD_ATTEMPT_LIMITS, passwordAttemptKeys } from '../src/modules/contest/password-attempts.ts';
import { contestForm, createContest, startContestKit } from './helpers.ts';
import type { ContestTestKit } from './helpers.ts';

// Issue 20 F3: a contest password could be guessed without limit (15 wrong guesses, then the right
// one, got a 200), each guess costing a 128 MiB scrypt hash. Now guesses have a budget per account
// and contest and per address, and the password is an HMAC compared in constant time.

describe('contest password guesses', () => {
  let kit: ContestTestKit;
  let cid = 0;
  const PASSWORD = 'sesame';
  const register = (password: string, who = kit.accounts.alice, language = 'en-US') =>
    kit.call('POST', '/api/register-contest', who, { cid, password }, language);
  const rateBucket = () => bucketOpener()(kit.service.app.js, kit.service.app.natsNames.kv.rateLimits, 60 * 60_000);

  beforeAll(async () => {
    kit = await startContestKit();
    cid = await createContest(kit, contestForm({ auth: ContestAuth.Protected, pwd: PASSWORD }));
  });
  afterAll(async () => {
    await kit.close();
  });

  it('stores the password as a salted HMAC, never in plain text', async () => {
    const row = await kit.service.database.dataSource.getRepository(ContestEntity).findOneByOrFail({ id: cid });
    expect(row.pwdHash).toMatch(/^hmac-sha256\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]{44}$/);
    expect(row.pwdHash).not.toContain(PASSWORD);
  });

  it('refuses the right password after 15 wrong guesses, in both languages, and takes it once the window is over', async () => {
    const answers: [number, string][] = [];
    for (let guess = 0; guess < 15; guess += 1) {
      const answer = await register(`guess-${guess}`);
      answers.push([answer.statusCode, answer.msg]);
    }
    const budget = DEFAULT_PASSWORD_ATTEMPT_LIMITS.perAccount;
    expect(answers.slice(0, budget)).toEqual(Array.from({ length: budget }, () => [400, 'The contest password is wrong']));
    expect(answers.slice(budget).map(([status]) => status)).toEqual([429, 429, 429, 429, 429]);
    const right = await register(PASSWORD);
    expect([right.statusCode, right.msg]).toEqual([429, 'Too many wrong contest passwords, please try again in 10 minutes']);
    expect((await register(PASSWORD, kit.accounts.alice, 'zh-CN')).msg).toBe('比赛密码错误次数过多，请 10 分钟后再试');
    expect(await kit.gateMember(cid, kit.accounts.alice.uid)).toBeNull();

    // Another account from the same address has its own budget (the address's is 50).
    expect((await register(PASSWORD, kit.accounts.bob)).statusCode).toBe(200);

    // The window ends: its entries expire (each value carries its expiry; the bucket's TTL only bounds storage).
    const kv = await rateBucket();
    const keys = passwordAttemptKeys(cid, { uid: kit.accounts.alice.uid, ip: '127.0.0.1' });
    for (const key of [keys.account, keys.address]) await putEntry(kv, key, { count: 99 }, Date.now() - 1);
    const after = await register(PASSWORD);
    expect([after.statusCode, after.msg]).toEqual([200, 'Register contest successfully']);
  });

  it('counts a burst of guesses before checking any: at most the budget are compared', async () => {
    const burst = await Promise.all(Array.from({ length: 15 }, (_, guess) => register(`burst-${guess}`, kit.accounts.team3)));
    const statuses = burst.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 400)).toHaveLength(DEFAULT_PASSWORD_ATTEMPT_LIMITS.perAccount);
    expect(statuses.filter((status) => status === 429)).toHaveLength(15 - DEFAULT_PASSWORD_ATTEMPT_LIMITS.perAccount);
  });

  it('accepts a password stored by the older scrypt form and stores it again as an HMAC', async () => {
    const legacy = await createContest(kit, contestForm({ auth: ContestAuth.Private, pwd: 'placeholder' }));
    const contests = kit.service.database.dataSource.getRepository(ContestEntity);
    await contests.update({ id: legacy }, { pwdHash: await hashPassword('old-secret') });
    const wrong = await kit.call('POST', '/api/register-contest', kit.accounts.bob, { cid: legacy, password: 'old-secreT' });
    expect(wrong.statusCode).toBe(400);
    expect((await contests.findOneByOrFail({ id: legacy })).pwdHash).toMatch(/^scrypt\$/);
    const right = await kit.call('POST', '/api/register-contest', kit.accounts.bob, { cid: legacy, password: 'old-secret' });
    expect(right.statusCode).toBe(200);
    expect((await contests.findOneByOrFail({ id: legacy })).pwdHash).toMatch(/^hmac-sha256\$/);
  });
});
