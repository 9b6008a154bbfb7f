import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ProblemAuth, Role, Verdict } from '@oj/contracts';
import { saveSystemConfig } from '@oj/db';
import { createCaptcha, openCaptchaBucket } from '@oj/service-kit';
import { ensureJudgeStreams } from '@oj/judge-queue';
import { SubmissionMessage } from '@oj/contracts';
import { body, confirmedJudgeRow, createProblem, judgeRow, startHarness, storedEvents, waitFor } from './helpers.ts';
import type { Harness } from './helpers.ts';

const CODE = 'int main() { return 0; }';

describe('submit-problem-judge (spec 01 §4, §5)', () => {
  let h: Harness;
  let pid: number;

  beforeAll(async () => {
    // The sweep runs at every start and treats every in-progress row as due.
    h = await startHarness('jd_rules', { sweepIntervalMs: 0, redispatchAfterMs: 0 });
    ({ pid } = await createProblem(h));
  });

  afterAll(async () => {
    await h.close();
  });

  const submit = (payload: Record<string, unknown>, authorization?: string) =>
    h.app.inject({ method: 'POST', url: '/api/submit-problem-judge', payload, headers: authorization ? { authorization } : {} });

  it('needs a login', async () => {
    const response = await submit({ pid, language: 'C++', code: CODE });
    expect(response.statusCode).toBe(401);
    expect(body(response).msg).toBe('Please login first');
  });

  it('refuses the roles barred from submitting, and no others', async () => {
    for (const role of [Role.NoSubmit, Role.NoSubmitNoDiscuss, Role.NoSubmitMuted]) {
      const response = await submit({ pid, language: 'C++', code: CODE }, h.token(role).authorization);
      expect(response.statusCode).toBe(403);
      expect(body(response).msg).toBe(SubmissionMessage.submitBarred.en);
    }
    for (const role of [Role.User, Role.NoDiscuss, Role.Muted, Role.Admin, Role.ProblemAdmin, Role.SuperAdmin]) {
      const response = await submit({ pid, language: 'C++', code: CODE }, h.token(role).authorization);
      expect(response.statusCode).toBe(200);
    }
  });

  it('checks the code with the spec messages', async () => {
    const { authorization } = h.token();
    for (const code of ['', '   \n\t ']) {
      const response = await submit({ pid, language: 'C++', code }, authorization);
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toBe('Code can not be empty');
    }
    const tooLong = await submit({ pid, language: 'C++', code: `//${'x'.repeat(65534)}` }, authorization);
    expect(tooLong.statusCode).toBe(400);
    expect(body(tooLong).msg).toBe('Code Length can not exceed 65535');
    const longest = await submit({ pid, language: 'C++', code: `//${'x'.repeat(65533)}` }, authorization);
    expect(longest.statusCode).toBe(200);
  });

  it('accepts only the languages the problem allows', async () => {
    const onlyCpp = await createProblem(h, { languages: ['C++'] });
    const { authorization } = h.token();
    for (const language of ['Python3', 'Brainfuck', 'c++']) {
      const response = await submit({ pid: onlyCpp.pid, language, code: CODE }, authorization);
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toBe(SubmissionMessage.languageNotAllowed.en);
    }
    expect((await submit({ pid: onlyCpp.pid, language: 'C++', code: CODE }, authorization)).statusCode).toBe(200);
  });

  it('hides problems the user may not open and refuses what is judged elsewhere', async () => {
    const hidden = await createProblem(h, { auth: ProblemAuth.Private });
    const group = await createProblem(h, { isGroup: true, gid: 4 });
    const remote = await createProblem(h, { isRemote: true });
    const user = h.token().authorization;
    for (const target of [hidden.pid, group.pid, 999_999]) {
      const response = await submit({ pid: target, language: 'C++', code: CODE }, user);
      expect(response.statusCode).toBe(400);
      expect(body(response).msg).toBe('The problem does not exist');
    }
    expect((await submit({ pid: hidden.pid, language: 'C++', code: CODE }, h.token(Role.Admin).authorization)).statusCode).toBe(200);
    const fromRemote = await submit({ pid: remote.pid, language: 'C++', code: CODE }, user);
    expect(body(fromRemote).msg).toBe(SubmissionMessage.remoteNotSupported.en);
    const inContest = await submit({ pid, language: 'C++', code: CODE, cid: 5 }, user);
    expect(inContest.statusCode).toBe(400);
    expect(body(inContest).msg).toBe(SubmissionMessage.contestNotExists.en);
  });

  it('stores a Pending row and enqueues its job with the submission msgID', async () => {
    const { authorization, uid, username } = h.token();
    const code = '#include <cstdio>\nint main() { return 0; }\n';
    const response = await submit({ pid, language: 'C++', code, cid: 0, gid: null, tid: null, isRemote: false }, authorization);
    expect(response.statusCode).toBe(200);
    const answer = body<{ msg: string; data: { submitId: number } }>(response);
    expect(answer.msg).toBe('Submit code successfully');
    const row = await confirmedJudgeRow(h, answer.data.submitId);
    expect(row).toMatchObject({ pid, uid, username, status: Verdict.Pending, length: code.length, language: 'C++', cid: 0, ip: '127.0.0.1', code });
    expect(Date.now() - row.submitTime.getTime()).toBeLessThan(10_000);
    expect(row.version).toBeGreaterThan(0);
    const job = await h.jsm.streams.getMessage(h.names.streams.judgeJobs.name, { seq: row.version });
    expect(job?.header.get('Nats-Msg-Id')).toBe(`job:${row.submitId}:0`);
    expect(job?.json()).toMatchObject({ submitId: row.submitId, problemId: pid, language: 'C++', code, type: 'acm', cases: [{ inputName: '1.in' }, {}, {}] });
  });

  it('spaces non-contest submissions by the configured interval (admin roles exempt)', async () => {
    await saveSystemConfig(h.database.dataSource, { submissionIntervalSec: 60 }, h.config.jwt.secret);
    try {
      const user = h.token().authorization;
      expect((await submit({ pid, language: 'C++', code: CODE }, user)).statusCode).toBe(200);
      const again = await submit({ pid, language: 'C++', code: CODE }, user);
      expect(again.statusCode).toBe(429);
      expect(body(again).msg).toBe('Speed too fast, may be a machine, verify again');
      expect((await submit({ pid, language: 'C++', code: CODE }, h.token().authorization)).statusCode).toBe(200);
      const admin = h.token(Role.Admin).authorization;
      expect((await submit({ pid, language: 'C++', code: CODE }, admin)).statusCode).toBe(200);
      expect((await submit({ pid, language: 'C++', code: CODE }, admin)).statusCode).toBe(200);
    } finally {
      await saveSystemConfig(h.database.dataSource, { submissionIntervalSec: 0 }, h.config.jwt.secret);
    }
  });

  it('offers a captcha to a too-fast submission: a right answer passes once, then the interval starts again', async () => {
    await saveSystemConfig(h.database.dataSource, { submissionIntervalSec: 60 }, h.config.jwt.secret);
    try {
      const user = h.token().authorization;
      // Captchas come from the gateway's GET /api/captcha, into the bucket both services share.
      const captchas = await openCaptchaBucket(h.app.js, h.app.natsNames);
      const captcha = async (answer = 'K7MX') => ({ captcha: answer, captchaKey: (await createCaptcha(captchas, 60_000, answer)).captchaKey });
      expect((await submit({ pid, language: 'C++', code: CODE }, user)).statusCode).toBe(200);
      const tooFast = await submit({ pid, language: 'C++', code: CODE }, user);
      expect(tooFast.statusCode).toBe(429);
      expect(body(tooFast)).toMatchObject({ status: 429, code: 'CAPTCHA_REQUIRED', msg: 'Speed too fast, may be a machine, verify again' });

      const wrong = await submit({ pid, language: 'C++', code: CODE, ...(await captcha()), captcha: 'AAAA' }, user);
      expect(wrong.statusCode).toBe(400);
      expect(body(wrong)).toMatchObject({ code: 'CAPTCHA_REQUIRED', msg: 'The captcha is incorrect or has expired' });
      const unknownKey = await submit({ pid, language: 'C++', code: CODE, captcha: 'K7MX', captchaKey: 'not-a-key' }, user);
      expect(body(unknownKey)).toMatchObject({ status: 400, code: 'CAPTCHA_REQUIRED' });

      const answered = await captcha();
      const passed = await submit({ pid, language: 'C++', code: CODE, ...answered, captcha: 'k7mx' }, user);
      expect(passed.statusCode).toBe(200);
      const replayed = await submit({ pid, language: 'C++', code: CODE, ...answered }, user);
      expect(body(replayed)).toMatchObject({ status: 400, code: 'CAPTCHA_REQUIRED' });
      // The interval started again with the submission the captcha let through.
      expect(body(await submit({ pid, language: 'C++', code: CODE }, user))).toMatchObject({ status: 429, code: 'CAPTCHA_REQUIRED' });

      // One captcha sent with several submissions at once lets exactly one through.
      const shared = await captcha();
      const racing = await Promise.all(Array.from({ length: 4 }, () => submit({ pid, language: 'C++', code: CODE, ...shared }, user)));
      expect(racing.map((response) => response.statusCode).sort()).toEqual([200, 400, 400, 400]);
    } finally {
      await saveSystemConfig(h.database.dataSource, { submissionIntervalSec: 0 }, h.config.jwt.secret);
    }
  });

  it('applies a change of the system config within the time it is kept (systemConfigCacheMs)', async () => {
    await h.stopApp();
    await h.startApp({ systemConfigCacheMs: 1_000 });
    try {
      // Read (interval off) and kept by this first submission.
      expect((await submit({ pid, language: 'C++', code: CODE }, h.token().authorization)).statusCode).toBe(200);
      await saveSystemConfig(h.database.dataSource, { submissionIntervalSec: 60 }, h.config.jwt.secret);
      const user = h.token().authorization;
      // Still the kept config: the second submission in a row passes.
      expect((await submit({ pid, language: 'C++', code: CODE }, user)).statusCode).toBe(200);
      expect((await submit({ pid, language: 'C++', code: CODE }, user)).statusCode).toBe(200);
      await sleep(1_000);
      const next = h.token().authorization;
      expect((await submit({ pid, language: 'C++', code: CODE }, next)).statusCode).toBe(200);
      expect((await submit({ pid, language: 'C++', code: CODE }, next)).statusCode).toBe(429);
    } finally {
      await saveSystemConfig(h.database.dataSource, { submissionIntervalSec: 0 }, h.config.jwt.secret);
      await h.stopApp();
      await h.startApp();
    }
  });

  it('answers malformed input with 400', async () => {
    const user = h.token().authorization;
    const malformed = [
      {},
      { pid, language: 'C++' },
      { pid: 'one', language: 'C++', code: CODE },
      { pid, language: '', code: CODE },
      { pid: 0, language: 'C++', code: CODE },
      { pid, language: 'C++', code: CODE, captcha: 'x'.repeat(33) },
      { pid, language: 'C++', code: CODE, captchaKey: 'x'.repeat(65) },
    ];
    for (const payload of malformed) {
      const response = await submit(payload, user);
      expect(response.statusCode).toBe(400);
      expect(body(response).status).toBe(400);
    }
  });

  it('ends a submission of a problem without test data as System Error', async () => {
    const empty = await createProblem(h, { withoutData: true });
    const response = await submit({ pid: empty.pid, language: 'C++', code: CODE }, h.token().authorization);
    const submitId = body<{ data: { submitId: number } }>(response).data.submitId;
    expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.SystemError, errorMessage: SubmissionMessage.noTestData.en });
    const event = (await storedEvents(h)).find((item) => item.submitId === submitId);
    expect(event).toMatchObject({ oldStatus: Verdict.Pending, newStatus: Verdict.SystemError, reason: 'no-test-data' });
  });

  it('keeps a submission whose job NATS refused, and enqueues it at the next sweep', async () => {
    await h.jsm.streams.delete(h.names.streams.judgeJobs.name);
    const response = await submit({ pid, language: 'C++', code: CODE }, h.token().authorization);
    expect(response.statusCode).toBe(200);
    const submitId = body<{ data: { submitId: number } }>(response).data.submitId;
    expect(await judgeRow(h, submitId)).toMatchObject({ status: Verdict.Pending, version: 0 });

    await h.restart(); // recreates the stream, then sweeps
    const row = await waitFor('the job to be enqueued', async () => {
      const current = await judgeRow(h, submitId);
      return current.version > 0 ? current : null;
    });
    const job = await h.jsm.streams.getMessage(h.names.streams.judgeJobs.name, { seq: row.version });
    expect(job?.json()).toMatchObject({ submitId });
  });

  it('enqueues again a job that vanished from the stream without a result', async () => {
    const response = await submit({ pid, language: 'C++', code: CODE }, h.token().authorization);
    const submitId = body<{ data: { submitId: number } }>(response).data.submitId;
    const before = await confirmedJudgeRow(h, submitId);
    expect(before.version).toBeGreaterThan(0);
    await h.jsm.streams.purge(h.names.streams.judgeJobs.name);
    await ensureJudgeStreams(h.jsm, h.names);

    await h.restart();
    const after = await waitFor('the job to be enqueued again', async () => {
      const current = await judgeRow(h, submitId);
      return current.version > before.version ? current : null;
    });
    expect(after.status).toBe(Verdict.Pending);
    const job = await h.jsm.streams.getMessage(h.names.streams.judgeJobs.name, { seq: after.version });
    expect(job?.header.get('Nats-Msg-Id')).toMatch(new RegExp(`^job:${submitId}:\\d+$`));
  });
});
