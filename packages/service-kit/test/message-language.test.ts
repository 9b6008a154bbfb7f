import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountMessage, SubmissionMessage } from '@oj/contracts';
import { ErrorEnvelopeSchema, createService, envelopeSchema, fail, localiseEnvelope, ok, sendKeptOkJson } from '../src/index.ts';
import type { KeptAnswers } from '../src/index.ts';
import { testConfig } from './helpers.ts';

// The message-language hook, end to end through a real service: every kind of reply a service
// sends (route, error handler, validation, 404, framework errors, auth) in both languages.

// One object handed out to every request: translating must not change it for the next one.
const SHARED = ok({ kept: true }, AccountMessage.updated);

const answers: KeptAnswers = new Map();
let made = 0;

const routes: FastifyPluginCallback = (plain, _options, done) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const Data = Type.Object({ value: Type.Integer() });
  app.get('/api/schema-ok', { schema: { response: { 200: envelopeSchema(Data) } } }, () => ok({ value: 1 }, SubmissionMessage.submitted));
  app.get('/api/default-ok', { schema: { response: { 200: envelopeSchema(Data) } } }, () => ok({ value: 2 }));
  app.get('/api/shared', () => SHARED);
  app.get('/api/kept-answer', (request, reply) =>
    sendKeptOkJson(request, reply, { answers, key: 'one', dataJson: () => `{"kept":[${String(++made)},"é"]}` }, AccountMessage.updated),
  );
  app.get('/api/unknown-msg', () => ({ status: 200, msg: 'A text nobody translated', data: null }));
  app.get('/api/schema-conflict', { schema: { response: { 200: envelopeSchema(Data), 400: ErrorEnvelopeSchema } } }, () => {
    throw fail(AccountMessage.usernameExists);
  });
  app.post(
    '/api/form',
    { schema: { body: Type.Object({ username: Type.String({ maxLength: 20 }), age: Type.Optional(Type.Integer({ minimum: 0 })) }) } },
    (request) => ok(request.body, AccountMessage.updated),
  );
  app.get('/api/item/:id', { schema: { params: Type.Object({ id: Type.Integer() }) } }, (request) => ok({ id: request.params.id }));
  app.get('/api/boom', () => {
    throw new Error('internal detail');
  });
  app.get('/api/plain', (_request, reply) => reply.type('text/plain').send('Update Successfully'));
  app.get('/api/not-envelope', () => ({ msg: 'Update Successfully' }));
  app.register((signedIn, _opts, next) => {
    signedIn.addHook('preHandler', signedIn.authenticate);
    signedIn.get('/api/private', () => ok(null));
    next();
  });
  done();
};

const ZH = { 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.8' };
const EN = { 'accept-language': 'en-US,en;q=0.9' };

describe('the msg of every reply follows Accept-Language', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('kit_lang');
    app = await createService({ config: testConfig(), dataSource: database.dataSource, plugin: routes });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });

  it('translates route replies that have a response schema, and leaves English requests alone', async () => {
    const zh = await get('/api/schema-ok', ZH);
    expect(zh.statusCode).toBe(200);
    expect(zh.json()).toEqual({ status: 200, msg: '提交代码成功', data: { value: 1 } });
    expect(zh.headers.vary).toMatch(/accept-language/i);
    expect((await get('/api/schema-ok', EN)).json()).toEqual({ status: 200, msg: 'Submit code successfully', data: { value: 1 } });
    expect((await get('/api/schema-ok')).json()).toEqual({ status: 200, msg: 'Submit code successfully', data: { value: 1 } });
    expect((await get('/api/default-ok', ZH)).json()).toEqual({ status: 200, msg: '成功', data: { value: 2 } });
  });

  it('never changes a shared payload object', async () => {
    expect((await get('/api/shared', ZH)).json()).toEqual({ status: 200, msg: '更新成功', data: { kept: true } });
    expect((await get('/api/shared')).json()).toEqual({ status: 200, msg: 'Update Successfully', data: { kept: true } });
    expect(SHARED.msg).toBe('Update Successfully');
  });

  it('wraps a kept answer in an envelope in the language of the request, made once per language and key', async () => {
    const first = await get('/api/kept-answer', ZH);
    expect(first.headers['content-type']).toMatch(/^application\/json/);
    expect(first.headers.vary).toMatch(/accept-language/i);
    expect(first.json()).toEqual({ status: 200, msg: '更新成功', data: { kept: [1, 'é'] } });
    expect(Number(first.headers['content-length'])).toBe(Buffer.byteLength(first.body));
    expect((await get('/api/kept-answer', ZH)).json()).toEqual(first.json());
    expect((await get('/api/kept-answer')).json()).toEqual({ status: 200, msg: 'Update Successfully', data: { kept: [2, 'é'] } });
    expect(answers.size).toBe(2);
  });

  it('passes texts without a declared message through as they are (no sentence is looked up)', async () => {
    expect((await get('/api/unknown-msg', ZH)).json()).toMatchObject({ msg: 'A text nobody translated' });
  });

  it('translates replies of the error handler, also under an error response schema', async () => {
    const zh = await get('/api/schema-conflict', ZH);
    expect(zh.statusCode).toBe(400);
    expect(zh.json()).toEqual({ status: 400, msg: '该用户名已存在', data: null, code: 'CONFLICT', msgCode: 'account.usernameExists' });
    expect((await get('/api/schema-conflict')).json()).toMatchObject({ msg: 'The username already exists' });
    const boom = await get('/api/boom', ZH);
    expect(boom.statusCode).toBe(500);
    expect(boom.json()).toMatchObject({ status: 500, msg: '服务器错误，请重新刷新' });
  });

  it('translates validation messages with the field name kept', async () => {
    const post = (payload: object, headers: Record<string, string>) => app.inject({ method: 'POST', url: '/api/form', payload, headers });
    expect((await post({ age: 3 }, ZH)).json()).toEqual({
      status: 400,
      msg: 'username 不能为空',
      data: null,
      code: 'BAD_REQUEST',
      msgCode: 'validation.required',
      msgParams: { field: 'username' },
    });
    expect((await post({ age: 3 }, EN)).json()).toMatchObject({ msg: 'username is required' });
    expect((await post({ username: 'x'.repeat(21) }, ZH)).json()).toMatchObject({ msg: 'username 最多 20 个字符' });
    expect((await post({ username: 'a', age: -1 }, ZH)).json()).toMatchObject({ msg: 'age 不能小于 0' });
    expect((await post({ username: 'a' }, ZH)).json()).toMatchObject({ status: 200, msg: '更新成功' });
    const finite = await get('/api/item/Infinity', ZH);
    expect(finite.json()).toMatchObject({ status: 400, msg: 'id 必须是有限的数字' });
  });

  it('translates framework errors: malformed JSON and an undecodable URL', async () => {
    const malformed = await app.inject({ method: 'POST', url: '/api/form', headers: { ...ZH, 'content-type': 'application/json' }, payload: '{"username":' });
    expect(malformed.json()).toEqual({ status: 400, msg: '请求体不是有效的 JSON', data: null, code: 'BAD_REQUEST', msgCode: 'common.invalidJson' });
    const badUrl = await get('/api/item/%ZZ', ZH);
    expect(badUrl.statusCode).toBe(400);
    expect(badUrl.json()).toMatchObject({ status: 400, msg: '网址无效' });
  });

  it('translates the 404 envelope', async () => {
    const zh = await get('/api/nothing-here?x=1', ZH);
    expect(zh.statusCode).toBe(404);
    expect(zh.json()).toEqual({
      status: 404,
      msg: '接口不存在：GET /api/nothing-here',
      data: null,
      code: 'NOT_FOUND',
      msgCode: 'common.noSuchApi',
      msgParams: { method: 'GET', path: '/api/nothing-here' },
    });
    expect((await get('/api/nothing-here')).json()).toMatchObject({ msg: 'No such API: GET /api/nothing-here' });
  });

  it('translates the 401 of the auth guard', async () => {
    expect((await get('/api/private', ZH)).json()).toMatchObject({ status: 401, msg: '请先登录' });
    expect((await get('/api/private', { ...ZH, authorization: 'Bearer not-a-token' })).json()).toMatchObject({ status: 401, msg: '登录凭证无效，请重新登录' });
    expect((await get('/api/private')).json()).toMatchObject({ status: 401, msg: 'Please login first' });
  });

  it('leaves bodies that are not envelopes untouched', async () => {
    const plain = await get('/api/plain', ZH);
    expect(plain.body).toBe('Update Successfully');
    const notEnvelope = await get('/api/not-envelope', ZH);
    expect(notEnvelope.json()).toEqual({ msg: 'Update Successfully' });
    expect(notEnvelope.headers.vary).toBeUndefined();
    expect((await get('/readyz', ZH)).json()).toEqual({ database: 'ok', nats: 'ok' });
  });
});

describe('localiseEnvelope', () => {
  it('copies an envelope whose msg changes and returns anything else as it is', () => {
    const envelope = ok(null, AccountMessage.welcomeBack);
    const zh = localiseEnvelope(envelope, 'zh-CN');
    expect(zh).toEqual({ status: 200, msg: '欢迎回来', data: null });
    expect(zh).not.toBe(envelope);
    expect(localiseEnvelope(envelope, 'en-US')).toBe(envelope);
    // An English sentence alone is not a key any more.
    const sentence = { status: 200, msg: 'Welcome back', data: null };
    expect(localiseEnvelope(sentence, 'zh-CN')).toBe(sentence);
    const failed = { status: 400, msg: 'Check your username or password', data: null, code: 'CONFLICT', msgCode: 'account.checkCredentials' };
    expect(localiseEnvelope(failed, 'zh-CN')).toEqual({ ...failed, msg: '请检查您的用户名或密码' });
    const list = [{ status: 1, msg: 'Welcome back' }];
    expect(localiseEnvelope(list, 'zh-CN')).toBe(list);
    expect(localiseEnvelope('Welcome back', 'zh-CN')).toBe('Welcome back');
    expect(localiseEnvelope(null, 'zh-CN')).toBeNull();
  });
});
