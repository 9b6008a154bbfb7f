import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ContestMessage, SubmissionMessage } from '@oj/contracts';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError, ErrorEnvelopeSchema, createService, envelopeSchema, fail, ok } from '../src/index.ts';
import { testConfig } from './helpers.ts';

// A declared message thrown in a route reaches the envelope with its status, the generic code
// clients branch on, its stable code and values, and `msg` in the request's language.

const routes: FastifyPluginCallback = (plain, _options, done) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/guesses', { schema: { response: { 200: envelopeSchema(Type.Null()), 429: ErrorEnvelopeSchema } } }, () => {
    throw fail(ContestMessage.tooManyPasswordGuesses(5));
  });
  app.get('/api/not-started', () => {
    throw fail(ContestMessage.contestNotStarted);
  });
  app.get('/api/captcha', () => {
    throw fail(SubmissionMessage.tooFast);
  });
  app.get('/api/captcha-wrong', () => {
    throw fail(SubmissionMessage.captchaWrong);
  });
  app.get('/api/registered', { schema: { response: { 200: envelopeSchema(Type.Null()) } } }, () => ok(null, ContestMessage.registered));
  done();
};

const ZH = { 'accept-language': 'zh-CN,zh;q=0.9' };
const EN = { 'accept-language': 'en-US' };

describe('declared messages in the envelope', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('kit_codes');
    app = await createService({ config: testConfig(), dataSource: database.dataSource, plugin: routes });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, headers: Record<string, string>) => app.inject({ method: 'GET', url, headers });

  it('builds an AppError with the status and generic code of its class', () => {
    const error = fail(ContestMessage.tooManyPasswordGuesses(1));
    expect(error).toBeInstanceOf(AppError);
    expect(error).toMatchObject({ statusCode: 429, code: 'TOO_MANY_REQUESTS', message: 'Too many wrong contest passwords, please try again in 1 minute' });
    expect(error.serverMessage).toMatchObject({ code: 'contest.tooManyPasswordGuesses', params: { minutes: 1 } });
    expect(() => fail(ContestMessage.registered)).toThrow(/success message/);
  });

  it('carries status, generic code, specific code, params and the English msg', async () => {
    const response = await get('/api/guesses', EN);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      status: 429,
      msg: 'Too many wrong contest passwords, please try again in 5 minutes',
      data: null,
      code: 'TOO_MANY_REQUESTS',
      msgCode: 'contest.tooManyPasswordGuesses',
      msgParams: { minutes: 5 },
    });
  });

  it('renders msg in zh-CN from the code and params, keeping the codes', async () => {
    const response = await get('/api/guesses', ZH);
    expect(response.statusCode).toBe(429);
    expect(response.json()).toEqual({
      status: 429,
      msg: '比赛密码错误次数过多，请 5 分钟后再试',
      data: null,
      code: 'TOO_MANY_REQUESTS',
      msgCode: 'contest.tooManyPasswordGuesses',
      msgParams: { minutes: 5 },
    });
    expect(response.headers.vary).toMatch(/accept-language/i);
  });

  it('answers a message without values without msgParams', async () => {
    const en = await get('/api/not-started', EN);
    expect(en.statusCode).toBe(403);
    expect(en.json()).toEqual({ status: 403, msg: 'The contest has not started yet', data: null, code: 'FORBIDDEN', msgCode: 'contest.contestNotStarted' });
    expect((await get('/api/not-started', ZH)).json()).toMatchObject({ msg: '比赛尚未开始', msgCode: 'contest.contestNotStarted' });
  });

  it('keeps the generic CAPTCHA_REQUIRED clients read, with its two statuses', async () => {
    const tooFast = await get('/api/captcha', ZH);
    expect(tooFast.statusCode).toBe(429);
    expect(tooFast.json()).toEqual({
      status: 429,
      msg: '提交速度过快，疑似机器操作，请重新验证',
      data: null,
      code: 'CAPTCHA_REQUIRED',
      msgCode: 'submission.tooFast',
    });
    const wrong = await get('/api/captcha-wrong', EN);
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({
      status: 400,
      code: 'CAPTCHA_REQUIRED',
      msgCode: 'submission.captchaWrong',
      msg: 'The captcha is incorrect or has expired',
    });
  });

  it('localises a success message from its code, with the success envelope unchanged on the wire', async () => {
    expect((await get('/api/registered', EN)).json()).toEqual({ status: 200, msg: 'Register contest successfully', data: null });
    expect((await get('/api/registered', ZH)).json()).toEqual({ status: 200, msg: '报名比赛成功', data: null });
  });
});
