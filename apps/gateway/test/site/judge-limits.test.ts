import { setTimeout as sleep } from 'node:timers/promises';
import type { LightMyRequestResponse } from 'fastify';
import { Role } from '@oj/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../problem/helpers.ts';
import { envelope, startSiteHarness } from './harness.ts';
import type { SiteHarness } from './harness.ts';

// The judge tab reaches judge-dispatch: it reads the stored code length limit and the self-test
// interval at each submission and self-test (the gateway hosts it all-in-one here, as in production
// on one host; in split mode it reads the same table). Submissions reuse what dispatch read in the
// last 2 s (systemConfigCacheMs), so a change applies to them within 2 s.

/** Calls `attempt` until its answer is `wanted`, for up to 2.5 s (the 2 s the config is kept, plus a margin). */
async function within2s(attempt: () => Promise<LightMyRequestResponse>, wanted: (answer: LightMyRequestResponse) => boolean): Promise<LightMyRequestResponse> {
  const deadline = Date.now() + 2_500;
  for (;;) {
    const answer = await attempt();
    if (wanted(answer) || Date.now() > deadline) return answer;
    await sleep(100);
  }
}

const PROGRAM = 'int main() { return 0; }\n';
/** A C++ program of exactly `length` characters. */
const CODE = (length: number) => PROGRAM + '/'.repeat(length - PROGRAM.length);

describe('judge settings applied by judge-dispatch', () => {
  let site: SiteHarness;
  let pid = 0;
  let student = '';
  beforeAll(async () => {
    site = await startSiteHarness('gw_judgeset');
    pid = envelope<{ problem: { id: number } }>(await site.call('GET', '/api/get-problem-detail', { query: { problemId: 'P1000' } })).data.problem.id;
    student = (await createUser(site.app, 'limits_student', [Role.User])).token;
  });
  afterAll(async () => {
    await site.close();
  });
  const setJudge = (values: { submissionIntervalSec: number; testJudgeIntervalSec: number; codeMaxLength: number }) =>
    site.call('PUT', '/api/admin/config/set-judge-config', { token: site.rootToken, body: values });
  const submit = (code: string) => site.call('POST', '/api/submit-problem-judge', { token: student, body: { pid, language: 'C++', code } });
  const selfTest = (code: string) =>
    site.call('POST', '/api/submit-problem-test-judge', { token: student, body: { pid, language: 'C++', code, userInput: '1 2' } });

  it('refuses code longer than the stored limit, with the limit in the message, in both calls', async () => {
    expect((await setJudge({ submissionIntervalSec: 0, testJudgeIntervalSec: 0, codeMaxLength: 200 })).statusCode).toBe(200);
    for (const answer of [
      await within2s(
        () => submit(CODE(201)),
        (answer) => answer.statusCode === 400,
      ),
      await selfTest(CODE(201)),
    ]) {
      expect(answer.statusCode, answer.body).toBe(400);
      expect(envelope(answer).msg).toBe('Code Length can not exceed 200');
    }
    const zh = await site.app.inject({
      method: 'POST',
      url: '/api/submit-problem-judge',
      headers: { authorization: student, 'accept-language': 'zh-CN', 'content-type': 'application/json' },
      payload: JSON.stringify({ pid, language: 'C++', code: CODE(201) }),
    });
    expect(envelope(zh).msg).toBe('代码长度不能超过 200');
    expect(CODE(200)).toHaveLength(200);
    const accepted = await submit(CODE(200));
    expect(accepted.statusCode, accepted.body).toBe(200);
  });

  it('keeps the spec text at the default limit', async () => {
    expect((await setJudge({ submissionIntervalSec: 0, testJudgeIntervalSec: 0, codeMaxLength: 65_535 })).statusCode).toBe(200);
    expect(
      envelope(
        await within2s(
          () => submit(CODE(65_536)),
          (answer) => envelope(answer).msg.endsWith('65535'),
        ),
      ).msg,
    ).toBe('Code Length can not exceed 65535');
  });

  it('spaces self-tests by the stored interval, and lets them through once it is 0', async () => {
    expect((await setJudge({ submissionIntervalSec: 0, testJudgeIntervalSec: 3600, codeMaxLength: 65_535 })).statusCode).toBe(200);
    const first = await selfTest(CODE(30));
    expect(first.statusCode, first.body).toBe(200);
    const second = await selfTest(CODE(30));
    expect(second.statusCode, second.body).toBe(429);
    expect(envelope(second).msg).toBe('Please wait a moment before running another test');
    // The claim of the first run stands for an hour; a fresh user is spaced from zero.
    expect((await setJudge({ submissionIntervalSec: 0, testJudgeIntervalSec: 0, codeMaxLength: 65_535 })).statusCode).toBe(200);
    expect((await selfTest(CODE(30))).statusCode).toBe(200);
    expect((await selfTest(CODE(30))).statusCode).toBe(200);
  });

  it('spaces submissions by the stored interval', async () => {
    expect((await setJudge({ submissionIntervalSec: 3600, testJudgeIntervalSec: 0, codeMaxLength: 65_535 })).statusCode).toBe(200);
    const spaced = (await createUser(site.app, 'interval_student', [Role.User])).token;
    const call = () => site.call('POST', '/api/submit-problem-judge', { token: spaced, body: { pid, language: 'C++', code: CODE(40) } });
    expect((await call()).statusCode).toBe(200);
    // Within 2 s the interval applies: one submission claims it, the next is refused.
    const second = await within2s(call, (answer) => answer.statusCode === 429);
    expect(second.statusCode, second.body).toBe(429);
  });
});
