import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AccountMessage } from '@oj/contracts';
import { SERVER_ERROR_MESSAGE, ServiceMessage, createService, envelopeSchema, fail, ok } from '../src/index.ts';
import { captureLogs, testConfig } from './helpers.ts';

const routes: FastifyPluginCallback = (plain, _options, done) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  app.get('/api/ok', { schema: { response: { 200: envelopeSchema(Type.Object({ value: Type.Integer() })) } } }, () => ok({ value: 1 }));
  app.post(
    '/api/echo',
    { schema: { body: Type.Object({ username: Type.String({ maxLength: 20 }), age: Type.Optional(Type.Integer({ minimum: 0 })) }) } },
    (request) => ok(request.body, AccountMessage.updated),
  );
  app.get('/api/boom', () => {
    throw new Error('secret internal detail at /srv/db.ts:42');
  });
  app.get('/api/conflict', () => {
    throw fail(AccountMessage.usernameExists);
  });
  app.get('/api/missing', () => {
    throw fail(ServiceMessage.notFound);
  });
  app.get('/api/log-password', (request) => {
    request.log.info({ body: { username: 'alice', password: 'hunter22-secret' } }, 'login attempt');
    return ok(null);
  });
  done();
};

describe('envelope and error mapping', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  const logs = captureLogs();

  beforeAll(async () => {
    database = await createTestDatabase('kit_err');
    app = await createService({
      config: testConfig({ OJ_LOG_LEVEL: 'info' }),
      dataSource: database.dataSource,
      plugin: routes,
      logStream: logs.stream,
    });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('wraps success in {status, msg, data}', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ok' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 200, msg: 'success', data: { value: 1 } });
  });

  it('answers a missing field with 400 naming the field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/echo', payload: { age: 3 } });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      msg: 'username is required',
      data: null,
      code: 'BAD_REQUEST',
      msgCode: 'validation.required',
      msgParams: { field: 'username' },
    });
  });

  it('answers an invalid field with 400 naming the field and the rule', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/echo', payload: { username: 'x'.repeat(21) } });
    expect(response.statusCode).toBe(400);
    expect(response.json<{ msg: string }>().msg).toBe('username must NOT have more than 20 characters');
    const negative = await app.inject({ method: 'POST', url: '/api/echo', payload: { username: 'a', age: -1 } });
    expect(negative.json<{ msg: string }>().msg).toBe('age must be >= 0');
  });

  it('answers malformed JSON with 400 and an oversized body with 413', async () => {
    const malformed = await app.inject({ method: 'POST', url: '/api/echo', headers: { 'content-type': 'application/json' }, payload: '{"username":' });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ status: 400, msg: 'Request body is not valid JSON', data: null, code: 'BAD_REQUEST', msgCode: 'common.invalidJson' });
    const huge = await app.inject({ method: 'POST', url: '/api/echo', payload: { username: 'a', pad: 'x'.repeat(1024 * 1024 + 1) } });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ status: 413, msg: 'Request body is too large', data: null });
  });

  it('answers an unknown route with a 404 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no-such-route?x=1' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({
      status: 404,
      msg: 'No such API: GET /api/no-such-route',
      data: null,
      code: 'NOT_FOUND',
      msgCode: 'common.noSuchApi',
      msgParams: { method: 'GET', path: '/api/no-such-route' },
    });
  });

  it('maps AppErrors to their status and stable code', async () => {
    const conflict = await app.inject({ method: 'GET', url: '/api/conflict' });
    expect(conflict.statusCode).toBe(400);
    expect(conflict.json()).toEqual({ status: 400, msg: 'The username already exists', data: null, code: 'CONFLICT', msgCode: 'account.usernameExists' });
    const missing = await app.inject({ method: 'GET', url: '/api/missing' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('answers an unexpected error with a 500 envelope that leaks nothing, and logs it', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ status: 500, msg: SERVER_ERROR_MESSAGE, data: null, code: 'INTERNAL', msgCode: 'common.serverError' });
    expect(response.body).not.toMatch(/secret|stack|db\.ts/);
    expect(logs.lines().some((line) => line.includes('secret internal detail') && line.includes('"level":50'))).toBe(true);
  });

  it('redacts passwords from logs', async () => {
    await app.inject({ method: 'GET', url: '/api/log-password' });
    const line = logs.lines().find((entry) => entry.includes('login attempt'));
    expect(line).toBeDefined();
    expect(line).not.toContain('hunter22-secret');
    expect(line).toContain('[redacted]');
  });
});
