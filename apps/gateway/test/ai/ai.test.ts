import type { FastifyInstance, FastifyPluginAsync, LightMyRequestResponse } from 'fastify';
import { ProblemAuth, Role, Verdict, formatExamples } from '@oj/contracts';
import { WebsiteConfigEntity, saveSystemConfig, saveWebsiteConfig, seedDefaults } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, hashPassword } from '@oj/service-kit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aiModule } from '../../src/modules/ai/index.ts';
import { captureLogs } from '../account/helpers.ts';
import { closedPort, deleteNamespaceBuckets, gatewayTestConfig, testDeps } from '../helpers.ts';
import { createUser, insertJudge, insertProblem } from '../problem/helpers.ts';
import { chunkEvent, startFakeUpstream } from './fake-upstream.ts';
import type { FakeUpstream, ReceivedCall } from './fake-upstream.ts';

// The AI helpers (spec 01 §1, §2, §4, §7) against a fake OpenAI-compatible provider in this
// process: what is streamed back, what is sent upstream, and every refusal before the first byte.

const API_KEY = 'sk-test-Very-Secret-Key-0042';
const MODEL = 'oj-test-model';
const INTERVAL_MS = 1_500;
const FIRST_BYTE_MS = 800;
const TOTAL_MS = 2_500;

const DONE = 'data: [DONE]\n\n';
const sseText = (text: string) => `data: ${JSON.stringify({ choices: [{ delta: { content: text } }] })}\n\n`;
const sseError = (message: string) => `data: ${JSON.stringify({ error: message })}\n\n`;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('AI helpers', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let upstream: FakeUpstream;
  const logs = captureLogs();
  let userCount = 0;
  let publicPid: number;
  let privatePid: number;
  let contestPid: number;
  let admin: { uid: string; token: string };

  const newUser = async (roles: number[] = [Role.User]) => {
    userCount += 1;
    return createUser(app, `ai_user_${userCount}`, roles);
  };
  const ask = (path: string, query: Record<string, string | number>, token?: string, language = 'en-US'): Promise<LightMyRequestResponse> =>
    app.inject({
      method: 'GET',
      url: `/api/ai/${path}`,
      query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
      headers: { 'accept-language': language, ...(token ? { authorization: token } : {}) },
    });
  const lastCall = (): ReceivedCall => {
    const call = upstream.calls.at(-1);
    if (!call) throw new Error('no upstream call');
    return call;
  };
  const configure = (patch: Parameters<typeof saveSystemConfig>[1]) => saveSystemConfig(app.db, patch, app.config.jwt.secret);

  beforeAll(async () => {
    database = await createTestDatabase('gw_ai');
    await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('rootpass') });
    const plugin: FastifyPluginAsync = async (instance) => {
      await instance.register(aiModule, {
        prefix: '/api',
        deps: testDeps(instance, { ai: { intervalMs: INTERVAL_MS, firstByteTimeoutMs: FIRST_BYTE_MS, totalTimeoutMs: TOTAL_MS } }),
      });
    };
    app = await createService({ config: gatewayTestConfig({ OJ_LOG_LEVEL: 'debug' }), dataSource: database.dataSource, logStream: logs.stream, plugin });
    upstream = await startFakeUpstream();
    await saveWebsiteConfig(app.db, { openAiChat: true });
    await configure({ aiApiUrl: upstream.url, aiModel: MODEL, aiMaxTokens: 777, aiApiKey: API_KEY });
    publicPid = await insertProblem(app, {
      problemId: 'AI1',
      title: 'Sum of Two Numbers',
      description: 'Read two integers A and B and print their sum.',
      input: 'One line with A and B.',
      output: 'One line with A+B.',
      examples: formatExamples([{ input: '17 25', output: '42' }]),
      hint: 'Mind the overflow.',
      auth: ProblemAuth.Public,
    });
    privatePid = await insertProblem(app, { problemId: 'AI2', title: 'Private one', auth: ProblemAuth.Private });
    contestPid = await insertProblem(app, { problemId: 'AI3', title: 'Contest one', auth: ProblemAuth.Contest });
    admin = await createUser(app, 'ai_admin', [Role.Admin]);
  });

  afterAll(async () => {
    await deleteNamespaceBuckets(app);
    await app.close();
    await upstream.close();
    await database.drop();
  });

  it('streams the upstream text in order, ends with [DONE], and asks with the model, key, statement and language', async () => {
    const user = await newUser();
    upstream.behave({ kind: 'stream', chunks: ['First, ', 'read A ', 'and B.\n', '两数之和'], delayMs: 20 });
    const response = await ask('explain-problem', { pid: publicPid }, user.token, 'zh-CN,zh;q=0.9');
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(response.headers['cache-control']).toContain('no-cache');
    expect(response.body).toBe(`${sseText('First, ')}${sseText('read A ')}${sseText('and B.\n')}${sseText('两数之和')}${DONE}`);

    const call = lastCall();
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/v1/chat/completions');
    expect(call.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(call.body).toMatchObject({ model: MODEL, stream: true, max_tokens: 777 });
    const [system, prompt] = call.body.messages ?? [];
    expect(system?.role).toBe('system');
    expect(system?.content).toContain('Simplified Chinese');
    expect(system?.content).toContain('Explain the programming problem');
    expect(prompt?.role).toBe('user');
    for (const part of [
      'Sum of Two Numbers',
      'Read two integers A and B',
      'One line with A and B.',
      'One line with A+B.',
      '17 25',
      '42',
      'Mind the overflow.',
    ]) {
      expect(prompt?.content).toContain(part);
    }
  });

  it('explains a compile error with the language, the code and the compiler message, in English by default', async () => {
    const user = await newUser();
    const submitId = await insertJudge(app, {
      pid: publicPid,
      uid: user.uid,
      status: Verdict.CompileError,
      language: 'C++ 17',
      code: 'int main() { return 0 }',
      errorMessage: "main.cpp:1:22: error: expected ';' before '}' token",
    });
    upstream.behave({ kind: 'stream', chunks: ['Add a semicolon.'] });
    const response = await app.inject({ method: 'GET', url: `/api/ai/explain-ce?submitId=${submitId}`, headers: { authorization: user.token } });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.body).toBe(`${sseText('Add a semicolon.')}${DONE}`);
    const [system, prompt] = lastCall().body.messages ?? [];
    expect(system?.content).toContain('English');
    expect(system?.content).toContain('failed to compile');
    expect(prompt?.content).toContain('C++ 17');
    expect(prompt?.content).toContain('int main() { return 0 }');
    expect(prompt?.content).toContain("error: expected ';' before '}' token");
    expect(prompt?.content).toContain('Compile Error');
    expect(prompt?.content).toContain('Sum of Two Numbers');
  });

  it('gives an idea and reviews the code of WA and AC submissions, for the owner and admin roles', async () => {
    const user = await newUser();
    const wrong = await insertJudge(app, { pid: publicPid, uid: user.uid, status: Verdict.WrongAnswer, code: 'print(int(input()))', language: 'Python3' });
    const accepted = await insertJudge(app, {
      pid: publicPid,
      uid: user.uid,
      status: Verdict.Accepted,
      code: 'a,b=map(int,input().split());print(a+b)',
      language: 'Python3',
    });
    upstream.behave({ kind: 'stream', chunks: ['Idea'] });
    const idea = await ask('provide-idea', { submitId: wrong }, user.token);
    expect(idea.statusCode, idea.body).toBe(200);
    expect(idea.body).toBe(`${sseText('Idea')}${DONE}`);
    let prompt = lastCall().body.messages?.[1]?.content ?? '';
    expect(prompt).toContain('Wrong Answer');
    expect(prompt).toContain('print(int(input()))');
    expect(lastCall().body.messages?.[0]?.content).toContain('idea');

    // An admin may ask about anyone's submission (admin roles see every code).
    upstream.behave({ kind: 'stream', chunks: ['Review'] });
    const review = await ask('perfect-code', { submitId: accepted }, admin.token);
    expect(review.statusCode, review.body).toBe(200);
    expect(review.body).toBe(`${sseText('Review')}${DONE}`);
    prompt = lastCall().body.messages?.[1]?.content ?? '';
    expect(prompt).toContain('Accepted');
    expect(prompt).toContain('a,b=map(int,input().split());print(a+b)');
    expect(lastCall().body.messages?.[0]?.content).toContain('Review');
  });

  it('refuses signed-out callers with 401 before anything else', async () => {
    const calls = upstream.calls.length;
    for (const [path, query] of [
      ['explain-problem', { pid: publicPid }],
      ['explain-ce', { submitId: 1 }],
      ['provide-idea', { submitId: 1 }],
      ['perfect-code', { submitId: 'x' }],
    ] as const) {
      const response = await ask(path, query);
      expect(response.statusCode, path).toBe(401);
      expect(response.json()).toMatchObject({ status: 401, data: null });
      const forged = await ask(path, query, 'Bearer not.a.token');
      expect(forged.statusCode, path).toBe(401);
    }
    expect(upstream.calls.length).toBe(calls);
  });

  it('refuses with 403 while the site has AI chat switched off', async () => {
    const user = await newUser();
    const submitId = await insertJudge(app, { pid: publicPid, uid: user.uid, status: Verdict.CompileError });
    await saveWebsiteConfig(app.db, { openAiChat: false });
    try {
      const calls = upstream.calls.length;
      for (const response of [await ask('explain-problem', { pid: publicPid }, user.token), await ask('explain-ce', { submitId }, user.token, 'zh-CN')]) {
        expect(response.statusCode).toBe(403);
        expect(response.headers['content-type']).toMatch(/^application\/json/);
      }
      expect((await ask('explain-problem', { pid: publicPid }, user.token)).json()).toMatchObject({
        status: 403,
        msg: 'AI chat is not open on this site',
        data: null,
      });
      expect((await ask('explain-problem', { pid: publicPid }, user.token, 'zh-CN')).json()).toMatchObject({ msg: '本站未开启 AI 对话' });
      expect(upstream.calls.length).toBe(calls);
    } finally {
      await saveWebsiteConfig(app.db, { openAiChat: true });
    }
  });

  it("answers 404 for unknown and hidden problems and submissions, and another user's submission", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const alices = await insertJudge(app, { pid: publicPid, uid: alice.uid, status: Verdict.WrongAnswer });
    const onPrivate = await insertJudge(app, { pid: privatePid, uid: alice.uid, status: Verdict.WrongAnswer });
    const calls = upstream.calls.length;
    const cases: [string, Record<string, number>, string][] = [
      ['explain-problem', { pid: 999_999 }, 'The problem does not exist'],
      ['explain-problem', { pid: privatePid }, 'The problem does not exist'],
      // Contest problems are not even revealed to users.
      ['explain-problem', { pid: contestPid }, 'The problem does not exist'],
      ['explain-ce', { submitId: 999_999 }, 'The submission does not exist'],
      ['provide-idea', { submitId: alices }, 'The submission does not exist'],
      ['perfect-code', { submitId: alices }, 'The submission does not exist'],
      // Her own submission, on a problem that turned private since.
      ['provide-idea', { submitId: onPrivate }, 'The problem does not exist'],
    ];
    for (const [path, query, msg] of cases) {
      const response = await ask(path, query, path === 'provide-idea' && query.submitId === onPrivate ? alice.token : bob.token);
      expect(response.statusCode, `${path} ${JSON.stringify(query)}`).toBe(404);
      expect(response.json()).toMatchObject({ status: 404, msg, data: null });
    }
    expect(upstream.calls.length).toBe(calls);
  });

  it('keeps the AI out of contests: contest problems and contest submissions are refused', async () => {
    const user = await newUser();
    const inContest = await insertJudge(app, { pid: publicPid, uid: user.uid, status: Verdict.WrongAnswer, cid: 7, cpid: 3 });
    const calls = upstream.calls.length;
    const forAdmin = await ask('explain-problem', { pid: contestPid }, admin.token);
    expect(forAdmin.statusCode).toBe(400);
    expect(forAdmin.json()).toMatchObject({ msg: 'AI help is not available for contest problems' });
    for (const path of ['explain-ce', 'provide-idea', 'perfect-code']) {
      const response = await ask(path, { submitId: inContest }, user.token);
      expect(response.statusCode, path).toBe(400);
      expect(response.json()).toMatchObject({ status: 400, msg: 'AI help is not available for contest submissions' });
    }
    // A main-bank submission on a problem that moved into a contest.
    const onContestProblem = await insertJudge(app, { pid: contestPid, uid: admin.uid, status: Verdict.WrongAnswer });
    expect((await ask('provide-idea', { submitId: onContestProblem }, admin.token)).json()).toMatchObject({
      status: 400,
      msg: 'AI help is not available for contest problems',
    });
    expect(upstream.calls.length).toBe(calls);
  });

  it('only helps with CE, WA and AC submissions, and explains compile errors only', async () => {
    const user = await newUser();
    const ids = new Map<number, number>();
    for (const status of [
      Verdict.Pending,
      Verdict.Judging,
      Verdict.TimeLimitExceeded,
      Verdict.RuntimeError,
      Verdict.PresentationError,
      Verdict.WrongAnswer,
      Verdict.Accepted,
    ]) {
      ids.set(status, await insertJudge(app, { pid: publicPid, uid: user.uid, status }));
    }
    const calls = upstream.calls.length;
    for (const status of [Verdict.Pending, Verdict.Judging, Verdict.TimeLimitExceeded, Verdict.RuntimeError, Verdict.PresentationError]) {
      for (const path of ['provide-idea', 'perfect-code']) {
        const response = await ask(path, { submitId: ids.get(status) ?? 0 }, user.token);
        expect(response.statusCode, `${path} ${status}`).toBe(400);
        expect(response.json()).toMatchObject({ msg: 'AI help is only available for Compile Error, Wrong Answer and Accepted submissions' });
      }
    }
    for (const status of [Verdict.WrongAnswer, Verdict.Accepted, Verdict.Pending]) {
      const response = await ask('explain-ce', { submitId: ids.get(status) ?? 0 }, user.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ msg: 'Only a Compile Error submission can be explained' });
    }
    expect(upstream.calls.length).toBe(calls);
  });

  it('allows one call per user at a time and one per interval (429), others unaffected', async () => {
    const user = await newUser();
    const other = await newUser();
    upstream.behave({ kind: 'hang', chunks: ['Thinking'] });
    const calls = upstream.calls.length;
    const first = ask('explain-problem', { pid: publicPid }, user.token);
    while (upstream.calls.length === calls) await sleep(10);
    const busy = await ask('explain-problem', { pid: publicPid }, user.token);
    expect(busy.statusCode).toBe(429);
    expect(busy.json()).toMatchObject({ status: 429, msg: 'An AI answer is still being written, please wait for it to finish' });
    expect((await ask('explain-problem', { pid: publicPid }, user.token, 'zh-CN')).json()).toMatchObject({ msg: 'AI 还在回答中，请等待其完成' });
    // The hanging answer runs into the total timeout: an error event, then [DONE].
    const ended = await first;
    expect(ended.statusCode).toBe(200);
    expect(ended.body).toBe(`${sseText('Thinking')}${sseError('The AI answer took too long and was stopped')}${DONE}`);

    upstream.behave({ kind: 'stream', chunks: ['ok'] });
    const quick = await ask('explain-problem', { pid: publicPid }, other.token);
    expect(quick.statusCode).toBe(200);
    const tooFast = await ask('explain-problem', { pid: publicPid }, other.token);
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json<{ msg: string }>().msg).toMatch(/^Please wait [12] seconds before asking the AI again$/);
    expect((await ask('explain-problem', { pid: publicPid }, other.token, 'zh-CN')).json<{ msg: string }>().msg).toMatch(/^请等待 [12] 秒后再向 AI 提问$/);
    await sleep(INTERVAL_MS + 100);
    const later = await ask('explain-problem', { pid: publicPid }, other.token);
    expect(later.statusCode, later.body).toBe(200);
  });

  it('answers 503 when the AI is not configured or the upstream cannot be reached, and frees the slot', async () => {
    const user = await newUser();
    try {
      await configure({ aiModel: '' });
      const unconfigured = await ask('explain-problem', { pid: publicPid }, user.token);
      expect(unconfigured.statusCode).toBe(503);
      expect(unconfigured.json()).toMatchObject({ status: 503, msg: 'The AI service is not configured', data: null });
      await configure({ aiModel: MODEL, aiApiUrl: '' });
      expect((await ask('explain-problem', { pid: publicPid }, user.token, 'zh-CN')).json()).toMatchObject({ status: 503, msg: 'AI 服务尚未配置' });

      await configure({ aiApiUrl: `http://127.0.0.1:${await closedPort()}/v1` });
      const unreachable = await ask('explain-problem', { pid: publicPid }, user.token);
      expect(unreachable.statusCode).toBe(503);
      expect(unreachable.headers['content-type']).toMatch(/^application\/json/);
      expect(unreachable.json()).toMatchObject({ status: 503, msg: 'The AI service is unavailable, please try again later' });

      await configure({ aiApiUrl: upstream.url });
      // The upstream refuses (and echoes the key, as some providers do): still a 503, nothing streamed.
      upstream.behave({ kind: 'status', status: 401, body: JSON.stringify({ error: { message: `Incorrect API key provided: ${API_KEY}` } }) });
      const refused = await ask('explain-problem', { pid: publicPid }, user.token);
      expect(refused.statusCode).toBe(503);
      expect(refused.json()).toMatchObject({ status: 503, msg: 'The AI service is unavailable, please try again later' });

      // No answer headers within the first-byte timeout.
      upstream.behave({ kind: 'silent' });
      const startedMs = Date.now();
      const silent = await ask('explain-problem', { pid: publicPid }, user.token);
      expect(silent.statusCode).toBe(503);
      expect(Date.now() - startedMs).toBeGreaterThanOrEqual(FIRST_BYTE_MS - 50);
      expect(Date.now() - startedMs).toBeLessThan(TOTAL_MS);

      // None of those used up the user's slot.
      upstream.behave({ kind: 'stream', chunks: ['back'] });
      const retry = await ask('explain-problem', { pid: publicPid }, user.token);
      expect(retry.statusCode, retry.body).toBe(200);
      expect(retry.body).toBe(`${sseText('back')}${DONE}`);
    } finally {
      await configure({ aiApiUrl: upstream.url, aiModel: MODEL });
    }
  });

  it('ends with an error event and [DONE] when the upstream fails mid-stream', async () => {
    const first = await newUser();
    upstream.behave({ kind: 'break', chunks: ['Part one. ', 'Part two.'] });
    const broken = await ask('explain-problem', { pid: publicPid }, first.token);
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(
      `${sseText('Part one. ')}${sseText('Part two.')}${sseError('The AI service failed while answering, please try again later')}${DONE}`,
    );

    const second = await newUser();
    upstream.behave({ kind: 'error-event', chunks: ['Par'], message: 'The server had an error' });
    const failed = await ask('explain-problem', { pid: publicPid }, second.token, 'zh-CN');
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(`${sseText('Par')}${sseError('AI 服务回答时出错，请稍后再试')}${DONE}`);
  });

  it('ignores events without text and reads multi-line and CRLF-framed events', async () => {
    const user = await newUser();
    upstream.behave({
      kind: 'stream',
      chunks: ['a'],
      raw: [': keep-alive comment\n\n', 'event: ping\ndata: {"choices":[]}\n\n', chunkEvent('b').replaceAll('\n', '\r\n'), 'data: not json\n\n'],
    });
    const response = await ask('explain-problem', { pid: publicPid }, user.token);
    expect(response.body).toBe(`${sseText('a')}${sseText('b')}${DONE}`);
  });

  it('aborts the upstream call when the client goes away', async () => {
    const user = await newUser();
    upstream.behave({ kind: 'hang', chunks: ['Start'] });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const address = app.server.address();
    if (address === null || typeof address === 'string') throw new Error('not listening');
    const calls = upstream.calls.length;
    const client = new AbortController();
    const response = await fetch(`http://127.0.0.1:${address.port}/api/ai/explain-problem?pid=${publicPid}`, {
      headers: { authorization: user.token },
      signal: client.signal,
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    if (!response.body) throw new Error('no body');
    const first: { value?: Uint8Array } = await response.body.getReader().read();
    expect(new TextDecoder().decode(first.value)).toBe(sseText('Start'));
    expect(upstream.calls.length).toBe(calls + 1);
    const call = lastCall();
    expect(call.wasAborted()).toBe(false);
    client.abort();
    const startedMs = Date.now();
    await call.aborted;
    // Well before the total timeout would have ended it.
    expect(Date.now() - startedMs).toBeLessThan(TOTAL_MS - 500);
    expect(call.wasAborted()).toBe(true);
    // The slot is no longer "running": the next refusal is the interval, not "still writing".
    await sleep(100);
    const next = await ask('explain-problem', { pid: publicPid }, user.token);
    expect(next.statusCode).toBe(429);
    expect(next.json<{ msg: string }>().msg).toMatch(/^Please wait/);
  });

  it('never logs the API key', async () => {
    const text = logs.text();
    expect(text).toContain('AI upstream unavailable');
    expect(text).not.toContain(API_KEY);
    const rows = await app.db.getRepository(WebsiteConfigEntity).find();
    expect(rows.some((row) => row.name === 'system.aiApiKey')).toBe(true);
    expect(rows.every((row) => !row.value.includes(API_KEY))).toBe(true);
  });
});
