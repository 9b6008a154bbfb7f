import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Role } from '@oj/contracts';
import type { RoleCode } from '@oj/contracts';
import { ProblemEntity, saveSystemConfig, seedDefaults, seedDemoProblems } from '@oj/db';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { judgeDispatchService } from '@oj/judge-dispatch';
import { createService, hashPassword, loadServiceConfig } from '@oj/service-kit';
import { gatewayService } from '../../src/app.ts';
import { syncLanguageTable } from '../../src/modules/problem/index.ts';
import { codeIn, insertUser, knownCaptcha, login, startSmtp } from '../account/helpers.ts';
import { seedDemoTestDataOf } from '../demo-data.ts';
import { closedPort, gatewayTestConfig } from '../helpers.ts';

// Each spec 01 §8 message the server produces, triggered for real through the all-in-one gateway
// (account, problem and judge-dispatch routes on a real database, NATS and SMTP server), read back
// in en-US and in zh-CN. The expected texts are written here, not taken from the catalogue.

type Language = 'en-US' | 'zh-CN';
const LANGUAGES: readonly Language[] = ['en-US', 'zh-CN'];

interface Envelope {
  status: number;
  msg: string;
  data: unknown;
}

/** One message: how to make the server send it, and what it reads in each language. */
interface Row {
  name: string;
  status: number;
  en: string | RegExp;
  zh: string | RegExp;
  send: (language: Language) => Promise<LightMyRequestResponse>;
}

const A_PLUS_B = '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n';
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const MAX_AVATAR_BYTES = 2_097_152;

/** A multipart/form-data body with one file part. */
function multipart(fileName: string, data: Buffer): { payload: Buffer; headers: Record<string, string> } {
  const boundary = '----oj-i18n-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="image"; filename="${fileName}"\r\nContent-Type: application/octet-stream\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Short tag of a language for names and addresses. */
const tagOf = (language: Language): string => (language === 'zh-CN' ? 'zh' : 'en');

describe('server messages in en-US and zh-CN (all-in-one gateway)', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let dataDir: string;
  let pid = 0;
  let aliceToken = '';
  let rootToken = '';
  let sharer: { authorization: string };
  let sharedSubmitId = 0;

  const userToken = (uid: string, roles: RoleCode[] = [Role.User]) => ({
    authorization: `Bearer ${app.signToken({ uid, username: uid.slice(0, 20), roles })}`,
  });

  const call = (
    language: Language,
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    options: { payload?: object | Buffer; query?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<LightMyRequestResponse> =>
    app.inject({
      method,
      url,
      ...(options.query ? { query: options.query } : {}),
      ...(options.payload === undefined ? {} : { payload: options.payload }),
      headers: { 'accept-language': language, ...options.headers },
    });

  /** Submits A+B as `who`; answers the new submitId (fails the test on any other answer). */
  const submit = async (who: { authorization: string }): Promise<number> => {
    const response = await call('en-US', 'POST', '/api/submit-problem-judge', { payload: { pid, language: 'C++', code: A_PLUS_B }, headers: who });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json<Envelope>().data as { submitId: number }).submitId;
  };

  const captcha = (): Promise<{ captcha: string; captchaKey: string }> => knownCaptcha(app);

  beforeAll(async () => {
    database = await createTestDatabase('gw_i18n');
    dataDir = await mkdtemp(join(tmpdir(), 'oj-i18n-'));
    smtp = await startSmtp();
    const config = gatewayTestConfig({ OJ_DATA_DIR: dataDir });
    await seedDefaults(database.dataSource, { rootPasswordHash: await hashPassword('root-password') });
    await syncLanguageTable(database.dataSource);
    await seedDemoProblems(database.dataSource);
    await saveSystemConfig(
      database.dataSource,
      { smtpHost: '127.0.0.1', smtpPort: smtp.port, smtpSecure: false, smtpFrom: 'OJ <noreply@oj.test>', baseUrl: 'http://oj.test', submissionIntervalSec: 60 },
      config.jwt.secret,
    );
    app = await createService({ config, dataSource: database.dataSource, plugin: gatewayService });
    await seedDemoTestDataOf(app);
    pid = (await database.dataSource.getRepository(ProblemEntity).findOneByOrFail({ problemId: 'P1000' })).id;
    await insertUser(app, { username: 'alice', password: 'alice-pass', email: 'alice@example.org' });
    // The login lock counts failures per existing account (an unknown name only spends the address's budget).
    await insertUser(app, { username: 'mallory', password: 'mallory-pass', email: 'mallory@example.org' });
    for (const language of LANGUAGES)
      await insertUser(app, { username: `rita_${tagOf(language)}`, password: 'rita-old-pass', email: `rita-${tagOf(language)}@example.org` });
    aliceToken = await login(app, 'alice', 'alice-pass');
    rootToken = await login(app, 'root', 'root-password');
    sharer = userToken(randomUUID());
    sharedSubmitId = await submit(sharer);
  }, 120_000);

  afterAll(async () => {
    const namespace = app.natsNames.namespace.toLowerCase();
    const streams: string[] = [];
    for await (const stream of app.jsm.streams.list()) if (stream.config.name.toLowerCase().includes(namespace)) streams.push(stream.config.name);
    for (const name of streams) await app.jsm.streams.delete(name).catch(() => false);
    await app.close();
    await smtp.close();
    await database.drop();
    await rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  const rows: Row[] = [
    // Login, registration and reset: refusals (spec 01 §8 form and page messages).
    {
      name: 'login rejected',
      status: 400,
      en: 'Check your username or password',
      zh: '请检查您的用户名或密码',
      send: (language) => call(language, 'POST', '/api/login', { payload: { username: 'alice', password: 'wrong-pass' } }),
    },
    {
      name: 'login locked after too many failures',
      status: 429,
      en: 'Too many failed logins: login is locked for 10 minutes, please try again later',
      zh: '登录失败次数过多，已锁定 10 分钟，请稍后再试',
      send: async (language) => {
        for (let attempt = 0; ; attempt += 1) {
          const response = await call(language, 'POST', '/api/login', { payload: { username: 'mallory', password: 'guess-pass' } });
          if (response.statusCode !== 400 || attempt >= 20) return response;
        }
      },
    },
    {
      name: 'username taken',
      status: 400,
      en: 'The username already exists',
      zh: '该用户名已存在',
      send: (language) =>
        call(language, 'POST', '/api/register', { payload: { username: 'alice', password: 'secret-pass', email: 'other@example.org', code: '123456' } }),
    },
    {
      name: 'email taken',
      status: 400,
      en: 'The email already exists',
      zh: '该邮箱已被注册',
      send: (language) =>
        call(language, 'POST', '/api/register', { payload: { username: 'newbie', password: 'secret-pass', email: 'alice@example.org', code: '123456' } }),
    },
    {
      // The same answer as for a registered one (security review F6b).
      name: 'reset for an unknown email',
      status: 200,
      en: 'If an account uses this email, a password reset link has been sent to it, please check your inbox',
      zh: '如果该邮箱属于某个账号，重置密码的链接已发送到该邮箱，请查收',
      send: async (language) =>
        call(language, 'POST', '/api/apply-reset-password', { payload: { email: `nobody-${tagOf(language)}@example.org`, ...(await captcha()) } }),
    },
    {
      name: 'reset for an unknown username',
      status: 400,
      en: 'The username does not exist',
      zh: '该用户名不存在',
      send: (language) => call(language, 'POST', '/api/reset-password', { payload: { username: 'ghost', password: 'secret-pass', code: 'x'.repeat(32) } }),
    },
    {
      name: 'admin login by a plain user',
      status: 400,
      en: 'This account is not an administrator',
      zh: '该账号不是管理员',
      send: (language) => call(language, 'POST', '/api/admin/login', { payload: { username: 'alice', password: 'alice-pass' } }),
    },
    {
      name: 'a second code mail too soon',
      status: 429,
      en: /^Please wait \d+ seconds before requesting another email$/,
      zh: /^请等待 \d+ 秒后再重新发送邮件$/,
      send: async (language) => {
        const email = `twice-${tagOf(language)}@example.org`;
        expect((await call(language, 'GET', '/api/get-register-code', { query: { email } })).statusCode).toBe(200);
        return call(language, 'GET', '/api/get-register-code', { query: { email } });
      },
    },
    // Form validation (spec 01 §5).
    {
      name: 'username required',
      status: 400,
      en: 'Username is required',
      zh: '用户名不能为空',
      send: (language) => call(language, 'POST', '/api/login', { payload: { password: 'alice-pass' } }),
    },
    {
      name: 'username too long',
      status: 400,
      en: 'The username can be at most 20 characters',
      zh: '用户名最多 20 个字符',
      send: (language) =>
        call(language, 'POST', '/api/register', { payload: { username: 'u'.repeat(21), password: 'secret-pass', email: 'long@example.org', code: '123456' } }),
    },
    {
      name: 'password required',
      status: 400,
      en: 'Password is required',
      zh: '密码不能为空',
      send: (language) => call(language, 'POST', '/api/register', { payload: { username: 'newbie', email: 'newbie@example.org', code: '123456' } }),
    },
    {
      name: 'password length',
      status: 400,
      en: 'The password must be between 6 and 20 characters',
      zh: '密码长度应为 6 到 20 个字符',
      send: (language) =>
        call(language, 'POST', '/api/register', { payload: { username: 'newbie', password: 'abc', email: 'newbie@example.org', code: '123456' } }),
    },
    {
      name: 'email required',
      status: 400,
      en: 'Email is required',
      zh: '邮箱不能为空',
      send: (language) => call(language, 'GET', '/api/get-register-code'),
    },
    {
      name: 'email format',
      status: 400,
      en: 'The email format is incorrect',
      zh: '邮箱格式不正确',
      send: (language) => call(language, 'GET', '/api/get-register-code', { query: { email: 'not-an-email' } }),
    },
    {
      name: 'code required',
      status: 400,
      en: 'The verification code is required',
      zh: '验证码不能为空',
      send: (language) => call(language, 'POST', '/api/register', { payload: { username: 'newbie', password: 'secret-pass', email: 'newbie@example.org' } }),
    },
    {
      name: 'code length',
      status: 400,
      en: 'The verification code must be 6 characters',
      zh: '验证码应为 6 个字符',
      send: (language) =>
        call(language, 'POST', '/api/register', { payload: { username: 'newbie', password: 'secret-pass', email: 'newbie@example.org', code: '123' } }),
    },
    // Account successes.
    {
      name: 'login',
      status: 200,
      en: 'Welcome back',
      zh: '欢迎回来',
      send: (language) => call(language, 'POST', '/api/login', { payload: { username: 'alice', password: 'alice-pass' } }),
    },
    {
      name: 'register code mailed',
      status: 200,
      en: 'The verification code has been sent to your email',
      zh: '验证码已发送到您的邮箱',
      send: (language) => call(language, 'GET', '/api/get-register-code', { query: { email: `code-${tagOf(language)}@example.org` } }),
    },
    {
      name: 'registration',
      status: 200,
      en: 'Thanks for registering, you can login now',
      zh: '感谢注册，现在可以登录了',
      send: async (language) => {
        const email = `new-${tagOf(language)}@example.org`;
        expect((await call(language, 'GET', '/api/get-register-code', { query: { email } })).statusCode).toBe(200);
        const code = codeIn(await smtp.nextMailTo(email));
        return call(language, 'POST', '/api/register', { payload: { username: `new_${tagOf(language)}`, password: 'secret-pass', email, code } });
      },
    },
    {
      name: 'password reset',
      status: 200,
      en: 'Your password has been reset',
      zh: '您的密码已重置',
      send: async (language) => {
        const username = `rita_${tagOf(language)}`;
        const email = `rita-${tagOf(language)}@example.org`;
        const applied = await call(language, 'POST', '/api/apply-reset-password', { payload: { email, ...(await captcha()) } });
        expect(applied.json<Envelope>().msg).toBe(
          language === 'zh-CN'
            ? '如果该邮箱属于某个账号，重置密码的链接已发送到该邮箱，请查收'
            : 'If an account uses this email, a password reset link has been sent to it, please check your inbox',
        );
        const code = /code=([\w-]+)/.exec((await smtp.nextMailTo(email)).text)?.[1] ?? '';
        return call(language, 'POST', '/api/reset-password', { payload: { username, password: 'rita-new-pass', code } });
      },
    },
    {
      name: 'profile update',
      status: 200,
      en: 'Update Successfully',
      zh: '更新成功',
      send: (language) =>
        call(language, 'POST', '/api/change-userInfo', { payload: { nickname: `Alice ${tagOf(language)}` }, headers: { authorization: aliceToken } }),
    },
    // Avatar upload.
    {
      name: 'avatar of a type not allowed',
      status: 400,
      en: 'File type not supported: only gif, jpg, jpeg, png, bmp and webp images are allowed',
      zh: '不支持该文件类型：只能上传 gif、jpg、jpeg、png、bmp 或 webp 图片',
      send: (language) => {
        const body = multipart('notes.txt', Buffer.from('plain text'));
        return call(language, 'POST', '/api/file/upload-avatar', { payload: body.payload, headers: { ...body.headers, authorization: aliceToken } });
      },
    },
    {
      name: 'avatar over the size limit',
      status: 400,
      en: 'The file exceeds the max size limit of 2 MB',
      zh: '文件超过最大限制（2 MB）',
      send: (language) => {
        const body = multipart('big.png', Buffer.concat([PNG_1X1, Buffer.alloc(MAX_AVATAR_BYTES + 1 - PNG_1X1.length)]));
        return call(language, 'POST', '/api/file/upload-avatar', { payload: body.payload, headers: { ...body.headers, authorization: aliceToken } });
      },
    },
    {
      name: 'avatar uploaded',
      status: 200,
      en: 'Upload avatar successfully',
      zh: '头像上传成功',
      send: (language) => {
        const body = multipart('me.png', PNG_1X1);
        return call(language, 'POST', '/api/file/upload-avatar', { payload: body.payload, headers: { ...body.headers, authorization: aliceToken } });
      },
    },
    // Problems.
    {
      name: 'last accepted code of an unsolved problem',
      status: 400,
      en: 'You have not passed the problem so you cannot get the code passed recently',
      zh: '你还没有通过这道题，无法获取最近通过的代码',
      send: (language) => call(language, 'GET', '/api/get-last-ac-code', { query: { pid: String(pid) }, headers: { authorization: aliceToken } }),
    },
    // Submissions (judge-dispatch, hosted by the gateway).
    {
      name: 'submission',
      status: 200,
      en: 'Submit code successfully',
      zh: '提交代码成功',
      send: (language) =>
        call(language, 'POST', '/api/submit-problem-judge', {
          payload: { pid, language: 'C++', code: A_PLUS_B },
          headers: userToken(`submitter-${tagOf(language)}`),
        }),
    },
    {
      name: 'blank code',
      status: 400,
      en: 'Code can not be empty',
      zh: '代码不能为空',
      send: (language) =>
        call(language, 'POST', '/api/submit-problem-judge', { payload: { pid, language: 'C++', code: '  \n\t' }, headers: userToken('blank') }),
    },
    {
      name: 'code too long',
      status: 400,
      en: 'Code Length can not exceed 65535',
      zh: '代码长度不能超过 65535',
      send: (language) =>
        call(language, 'POST', '/api/submit-problem-judge', { payload: { pid, language: 'C++', code: 'x'.repeat(65_536) }, headers: userToken('verbose') }),
    },
    {
      name: 'submitting too fast',
      status: 429,
      en: 'Speed too fast, may be a machine, verify again',
      zh: '提交速度过快，疑似机器操作，请重新验证',
      send: async (language) => {
        const who = userToken('hasty');
        await call(language, 'POST', '/api/submit-problem-judge', { payload: { pid, language: 'C++', code: A_PLUS_B }, headers: who });
        return call(language, 'POST', '/api/submit-problem-judge', { payload: { pid, language: 'C++', code: A_PLUS_B }, headers: who });
      },
    },
    {
      name: 'share',
      status: 200,
      en: 'Shared successfully',
      zh: '分享成功',
      send: (language) => call(language, 'PUT', '/api/submission', { payload: { submitId: sharedSubmitId, share: true }, headers: sharer }),
    },
    {
      name: 'unshare',
      status: 200,
      en: 'Cancel Sharing Successfully',
      zh: '取消分享成功',
      send: (language) => call(language, 'PUT', '/api/submission', { payload: { submitId: sharedSubmitId, share: false }, headers: sharer }),
    },
    {
      name: 'rejudge',
      status: 200,
      en: 'Rejudge successfully',
      zh: '重新评测成功',
      send: (language) => call(language, 'GET', '/api/rejudge', { query: { submitId: String(sharedSubmitId) }, headers: { authorization: rootToken } }),
    },
    {
      name: 'cancel judge',
      status: 200,
      en: 'Cancel Successfully',
      zh: '取消成功',
      send: async (language) => {
        const submitId = await submit({ authorization: rootToken });
        return call(language, 'POST', '/api/admin/judge/cancel-judge', { payload: { submitId }, headers: { authorization: rootToken } });
      },
    },
    {
      name: 'manual judge',
      status: 200,
      en: 'Update Successfully',
      zh: '更新成功',
      send: async (language) => {
        const submitId = await submit({ authorization: rootToken });
        expect(
          (await call(language, 'POST', '/api/admin/judge/cancel-judge', { payload: { submitId }, headers: { authorization: rootToken } })).statusCode,
        ).toBe(200);
        return call(language, 'POST', '/api/admin/judge/manual-judge', { payload: { submitId, status: 0 }, headers: { authorization: rootToken } });
      },
    },
    // Shared handling (spec 01 §8): 401, 403, 404.
    {
      name: 'signed-in call without a token',
      status: 401,
      en: 'Please login first',
      zh: '请先登录',
      send: (language) => call(language, 'GET', '/api/get-user-auth-info'),
    },
    {
      name: 'submission without a token',
      status: 401,
      en: 'Please login first',
      zh: '请先登录',
      send: (language) => call(language, 'POST', '/api/submit-problem-judge', { payload: { pid, language: 'C++', code: A_PLUS_B } }),
    },
    {
      name: 'admin call by a plain user',
      status: 403,
      en: 'Sorry, you do not have permission to do this',
      zh: '抱歉，您没有权限进行此操作',
      send: (language) => call(language, 'GET', '/api/rejudge', { query: { submitId: String(sharedSubmitId) }, headers: { authorization: aliceToken } }),
    },
    {
      name: 'unknown API',
      status: 404,
      en: 'No such API: GET /api/no-such-call',
      zh: '接口不存在：GET /api/no-such-call',
      send: (language) => call(language, 'GET', '/api/no-such-call', { query: { x: '1' } }),
    },
  ];

  for (const row of rows) {
    for (const language of LANGUAGES) {
      it(`${row.name} (${language})`, async () => {
        const response = await row.send(language);
        const body = response.json<Envelope>();
        expect(response.statusCode, body.msg).toBe(row.status);
        expect(body.status).toBe(row.status);
        const expected = language === 'zh-CN' ? row.zh : row.en;
        if (typeof expected === 'string') expect(body.msg).toBe(expected);
        else expect(body.msg).toMatch(expected);
        expect(response.headers.vary).toMatch(/accept-language/i);
      });
    }
  }

  it('answers in English without an Accept-Language header, and in English for other languages', async () => {
    const payload = { username: 'alice', password: 'wrong-pass' };
    const bare = await app.inject({ method: 'POST', url: '/api/login', payload });
    expect(bare.json<Envelope>().msg).toBe('Check your username or password');
    const french = await app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'accept-language': 'fr-FR,fr;q=0.9' } });
    expect(french.json<Envelope>().msg).toBe('Check your username or password');
    const browserZh = await app.inject({ method: 'POST', url: '/api/login', payload, headers: { 'accept-language': 'zh-TW,zh;q=0.9,en-US;q=0.8' } });
    expect(browserZh.json<Envelope>().msg).toBe('请检查您的用户名或密码');
  });
});

describe('server messages in split mode', () => {
  const JWT_SECRET = 'gateway-test-secret-0123456789';
  let database: TestDatabase;
  let judgeDispatch: FastifyInstance;
  let gateway: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('gw_i18n_split');
    const config = loadServiceConfig('judge-dispatch', {
      OJ_LOG_LEVEL: 'silent',
      OJ_JUDGE_DISPATCH_PORT: '0',
      OJ_NATS_NAMESPACE: `t${randomBytes(5).toString('hex')}`,
      OJ_JWT_SECRET: JWT_SECRET,
    });
    judgeDispatch = await createService({ config, dataSource: database.dataSource, plugin: judgeDispatchService });
    await judgeDispatch.listen({ host: '127.0.0.1', port: 0 });
    const { port } = judgeDispatch.server.address() as AddressInfo;
    gateway = await createService({
      config: gatewayTestConfig({
        OJ_MODE: 'split',
        OJ_JWT_SECRET: JWT_SECRET,
        OJ_JUDGE_DISPATCH_URL: `http://127.0.0.1:${port}`,
        OJ_CONTEST_URL: `http://127.0.0.1:${await closedPort()}`,
      }),
      dataSource: database.dataSource,
      plugin: gatewayService,
    });
  });

  afterAll(async () => {
    await gateway.close();
    await judgeDispatch.close();
    await database.drop();
  });

  const user = () => ({ authorization: `Bearer ${gateway.signToken({ uid: randomUUID(), username: 'splitter', roles: [Role.User] })}` });

  it('forwards Accept-Language, so the owning service answers in the language asked for', async () => {
    const payload = { pid: 1, language: 'C++', code: ' ' };
    for (const [language, expected] of [
      ['zh-CN', '代码不能为空'],
      ['en-US', 'Code can not be empty'],
    ] as const) {
      const response = await gateway.inject({ method: 'POST', url: '/api/submit-problem-judge', payload, headers: { ...user(), 'accept-language': language } });
      expect(response.statusCode).toBe(400);
      expect(response.json<Envelope>().msg).toBe(expected);
    }
    const anonymous = await gateway.inject({ method: 'POST', url: '/api/submit-problem-judge', payload, headers: { 'accept-language': 'zh-CN' } });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json<Envelope>().msg).toBe('请先登录');
    const bare = await gateway.inject({ method: 'POST', url: '/api/submit-problem-judge', payload });
    expect(bare.json<Envelope>().msg).toBe('Please login first');
  });

  it('words its own answer for a service that is down in the language asked for', async () => {
    const admin = { authorization: gateway.signToken({ uid: 'a', username: 'boss', roles: [Role.Admin] }) };
    const zh = await gateway.inject({ method: 'GET', url: '/api/contest-service/ping', headers: { ...admin, 'accept-language': 'zh-CN' } });
    expect(zh.statusCode).toBe(503);
    expect(zh.json<Envelope>().msg).toBe('服务暂时不可用，请稍后再试');
    const en = await gateway.inject({ method: 'GET', url: '/api/contest-service/ping', headers: admin });
    expect(en.json<Envelope>().msg).toBe('Service temporarily unavailable, please try again later');
  });
});
