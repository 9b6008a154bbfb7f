import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountHarness } from './helpers.ts';
import { insertUser, knownCaptcha, startAccountApp } from './helpers.ts';

// Security review F6b: apply-reset-password said "The email does not exist" for an unknown
// address, so anyone could tell which emails have accounts. Now both get one answer, after the
// same work, and the mail leaves after the answer.
describe('password reset does not tell which emails have accounts (F6b)', () => {
  let harness: AccountHarness;
  const ROUNDS = 8;

  beforeAll(async () => {
    harness = await startAccountApp('acc_reset_enum', { limits: { mailsPerIpPerHour: 1_000 } });
    for (let index = 0; index < ROUNDS; index += 1) {
      await insertUser(harness.app, { username: `known${String(index)}`, password: 'known-pass', email: `known${String(index)}@example.org` });
    }
  });

  afterAll(async () => {
    await harness.close();
  });

  const apply = async (email: string) => {
    const captcha = await knownCaptcha(harness.app);
    const started = performance.now();
    const response = await harness.app.inject({ method: 'POST', url: '/api/apply-reset-password', payload: { email, ...captcha } });
    return { status: response.statusCode, body: response.body, ms: performance.now() - started };
  };
  const median = (values: number[]): number => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

  it('answers a registered and an unknown address with the same status and body, in comparable time', async () => {
    const known: Awaited<ReturnType<typeof apply>>[] = [];
    const unknown: Awaited<ReturnType<typeof apply>>[] = [];
    // Interleaved, so both see the same load.
    for (let index = 0; index < ROUNDS; index += 1) {
      known.push(await apply(`known${String(index)}@example.org`));
      unknown.push(await apply(`unknown${String(index)}@example.org`));
    }
    const bodies = new Set([...known, ...unknown].map((answer) => `${String(answer.status)} ${answer.body}`));
    expect([...bodies]).toEqual([
      '200 {"status":200,"msg":"If an account uses this email, a password reset link has been sent to it, please check your inbox","data":null}',
    ]);
    const [knownMs, unknownMs] = [median(known.map((answer) => answer.ms)), median(unknown.map((answer) => answer.ms))];
    // Before, the unknown address was refused before any mail work and the known one waited for SMTP.
    expect(Math.abs(knownMs - unknownMs), `known ${knownMs.toFixed(1)} ms, unknown ${unknownMs.toFixed(1)} ms`).toBeLessThan(
      15 + 0.5 * Math.min(knownMs, unknownMs),
    );
    // The registered addresses get their links; the unknown ones get nothing.
    for (let index = 0; index < ROUNDS; index += 1) await harness.smtp.nextMailTo(`known${String(index)}@example.org`);
    expect(harness.smtp.mails.filter((mail) => mail.to.some((to) => to.startsWith('unknown')))).toEqual([]);
  });

  it('refuses a second request within the resend interval alike for both', async () => {
    const again = [await apply('known0@example.org'), await apply('unknown0@example.org')];
    for (const answer of again) {
      expect(answer.status).toBe(429);
      expect(JSON.parse(answer.body)).toMatchObject({
        status: 429,
        msg: expect.stringMatching(/^Please wait \d+ seconds before requesting another email$/) as unknown,
      });
    }
  });
});
