import { UserInfoEntity } from '@oj/db';
import { hashPassword } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { envelope, insertUser, login, startAccountApp } from './helpers.ts';

// Security review F1: the lock counter was read before the slow hash and a failure written after
// it, so 12 wrong logins sent at once all hashed and the right one that followed got a 200; and a
// burst held every hashing thread, slowing everyone's login.
describe('login lockout under concurrent guesses (F1)', () => {
  let harness: AccountHarness;

  beforeAll(async () => {
    harness = await startAccountApp('acc_race');
  });

  afterAll(async () => {
    await harness.close();
  });

  const attempt = (username: string, password: string, remoteAddress: string) =>
    harness.app.inject({ method: 'POST', url: '/api/login', payload: { username, password }, remoteAddress });

  // A real cost (16 MiB, ~0.1 s a hash here) for the targets, so the guesses are still hashing when
  // the right password arrives, as on the running platform (the test runner's own cost is tiny).
  const giveCostlyHash = async (username: string, password: string): Promise<void> => {
    const costly = await hashPassword(password, { N: 2 ** 14, r: 8, p: 1 });
    await harness.app.db.getRepository(UserInfoEntity).update({ username }, { password: costly });
  };
  /**
   * Sends `count` requests at once; resolves once the first `early` have answered (the guesses
   * refused unhashed when they are counted first: the others are counted by then), with all of them.
   */
  const burstOf = async <T>(count: number, early: number, send: () => Promise<T>): Promise<{ all: Promise<T[]> }> => {
    let answered = 0;
    let firstAnswers: () => void = () => undefined;
    const enough = new Promise<void>((resolve) => {
      firstAnswers = resolve;
    });
    const all = Promise.all(
      Array.from({ length: count }, async () => {
        const response = await send();
        answered += 1;
        if (answered === early) firstAnswers();
        return response;
      }),
    );
    await enough;
    return { all };
  };

  it('refuses the right password sent just after a burst of 12 wrong ones sent at once', async () => {
    await insertUser(harness.app, { username: 'vera', password: 'vera-pass', email: 'vera@example.org' });
    await giveCostlyHash('vera', 'vera-pass');
    // The right password comes as soon as two guesses have answered: the others still hash.
    const burst = await burstOf(12, 2, () => attempt('vera', 'wrong-pass', '10.60.0.1'));
    const right = await attempt('vera', 'vera-pass', '10.60.0.1');
    expect(right.statusCode).toBe(429);
    expect(envelope(right).msg).toBe('Too many failed logins: login is locked for 10 minutes, please try again later');
    const wrong = await burst.all;
    expect(wrong.map((response) => response.statusCode)).not.toContain(200);
    // Ten were counted and hashed; the others found the budget spent and were refused unhashed.
    expect(wrong.filter((response) => response.statusCode === 429).length).toBeGreaterThanOrEqual(2);
    expect((await attempt('vera', 'vera-pass', '10.60.0.1')).statusCode).toBe(429);
  });

  it('refuses the right current password on change-password just after a burst of wrong ones', async () => {
    await insertUser(harness.app, { username: 'walt', password: 'walt-pass', email: 'walt@example.org' });
    const token = await login(harness.app, 'walt', 'walt-pass');
    await giveCostlyHash('walt', 'walt-pass');
    const change = (oldPassword: string) =>
      harness.app.inject({
        method: 'POST',
        url: '/api/change-password',
        headers: { authorization: token },
        payload: { oldPassword, newPassword: 'walt-new-pass' },
      });
    const burst = await burstOf(8, 3, () => change('wrong-pass'));
    const right = await change('walt-pass');
    expect(right.statusCode).toBe(429);
    expect(envelope(right).msg).toMatch(/^Too many failed logins: login is locked for \d+ minutes?/);
    expect((await burst.all).map((response) => response.statusCode)).not.toContain(200);
  });

  it('keeps another account’s login quick while one account takes a burst from many addresses', async () => {
    await insertUser(harness.app, { username: 'xena', password: 'xena-pass', email: 'xena@example.org' });
    await insertUser(harness.app, { username: 'yuri', password: 'yuri-pass', email: 'yuri@example.org' });
    await giveCostlyHash('xena', 'xena-pass');

    const started = performance.now();
    const burst = Promise.all(
      Array.from({ length: 48 }, async (_, index) => {
        const response = await attempt('xena', 'wrong-pass', `10.61.0.${String(index % 12)}`);
        return { status: response.statusCode, doneMs: performance.now() - started };
      }),
    );
    // Once the burst is queued, another user signs in from elsewhere.
    await new Promise((resolve) => setTimeout(resolve, 100));
    const asked = performance.now();
    const other = await attempt('yuri', 'yuri-pass', '10.62.0.1');
    const otherMs = performance.now() - asked;
    const results = await burst;
    const burstMs = Math.max(...results.map((result) => result.doneMs));

    expect(other.statusCode).toBe(200);
    expect(results.map((result) => result.status)).not.toContain(200);
    // Uncapped, the burst's 48 hashes fill every hashing thread and this login waits behind most of
    // them (it ends with the burst); capped at two per account, it waits for none of them.
    expect(otherMs).toBeLessThan(burstMs / 2);
    expect(otherMs).toBeLessThan(2_000);
  });
});
