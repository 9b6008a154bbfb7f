import { randomBytes } from 'node:crypto';
import { connect, createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { PassThrough, Readable } from 'node:stream';
import type { FastifyInstance, FastifyPluginCallback } from 'fastify';
import { Type } from '@sinclair/typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { connect as natsConnect } from '@nats-io/transport-node';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createService, nonFinitePath, ok } from '../src/index.ts';
import { testConfig } from './helpers.ts';

// Input the schema validator lets through but no handler can use, found by the gateway's bad-input pass.

const routes: FastifyPluginCallback = (plain, _options, done) => {
  const app = plain.withTypeProvider<TypeBoxTypeProvider>();
  const Page = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000 })), ratio: Type.Optional(Type.Number()) });
  app.get('/api/page', { schema: { querystring: Page } }, (request) => ok({ page: String(request.query.page), ratio: String(request.query.ratio) }));
  app.post('/api/page', { schema: { body: Page } }, (request) => ok({ page: String(request.body.page), ratio: String(request.body.ratio) }));
  app.post('/api/free', (request) => ok({ kind: typeof request.body }));
  app.get('/api/item/:id', { schema: { params: Type.Object({ id: Type.Integer() }) } }, (request) => ok({ id: request.params.id }));
  // As @fastify/http-proxy does for the gateway's forwarded routes (split mode): the body is the raw stream.
  app.register((raw, _options, registered) => {
    raw.addContentTypeParser('application/json', (_request, payload, parsed) => {
      parsed(null, payload);
    });
    raw.post('/api/raw', (request) => {
      (request.body as NodeJS.ReadableStream).resume();
      return ok({ raw: true });
    });
    registered();
  });
  done();
};

describe('input the validator misses', () => {
  let database: TestDatabase;
  let app: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('kit_input');
    app = await createService({ config: testConfig(), dataSource: database.dataSource, plugin: routes });
  });

  afterAll(async () => {
    await app.close();
    await database.drop();
  });

  it('refuses integers coerced from "Infinity" or "1e400" in a query, despite minimum and maximum', async () => {
    for (const value of ['Infinity', '1e400', '-Infinity']) {
      const response = await app.inject({ method: 'GET', url: `/api/page?page=${value}` });
      expect(response.statusCode, value).toBe(400);
      expect(response.json()).toEqual({
        status: 400,
        msg: 'page must be a finite number',
        data: null,
        code: 'BAD_REQUEST',
        msgCode: 'validation.notFinite',
        msgParams: { field: 'page' },
      });
    }
    expect((await app.inject({ method: 'GET', url: '/api/page?page=7' })).json()).toMatchObject({ data: { page: '7' } });
  });

  it('refuses non-finite numbers in JSON bodies and path parameters', async () => {
    for (const payload of ['{"page":"Infinity"}', '{"ratio":"1e400"}', '{"ratio":"-Infinity"}']) {
      const response = await app.inject({ method: 'POST', url: '/api/page', payload, headers: { 'content-type': 'application/json' } });
      expect(response.statusCode, payload).toBe(400);
      expect(response.json<{ msg: string }>().msg).toMatch(/^(page|ratio) must be a finite number$/);
    }
    const literal = await app.inject({ method: 'POST', url: '/api/page', payload: '{"ratio":1e400}', headers: { 'content-type': 'application/json' } });
    expect(literal.statusCode).toBe(400);
    const param = await app.inject({ method: 'GET', url: '/api/item/Infinity' });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toMatchObject({ msg: 'id must be a finite number' });
  });

  it('walks deep bodies without recursion', async () => {
    const payload = `${'['.repeat(100_000)}${']'.repeat(100_000)}`;
    const response = await app.inject({ method: 'POST', url: '/api/free', payload, headers: { 'content-type': 'application/json' } });
    expect(response.statusCode).toBe(200);
  });

  it('answers 503 "try again later" when the database or NATS is away (a restart), 500 for other failures', async () => {
    const failing = await createService({
      config: testConfig(),
      dataSource: database.dataSource,
      plugin: (plain, _options, done) => {
        plain.get('/api/refused', async () => {
          // What mysql2 throws when MariaDB does not listen: a real refused connection (a port just closed).
          const server = createServer();
          await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
          const { port } = server.address() as AddressInfo;
          await new Promise<void>((resolve) =>
            server.close(() => {
              resolve();
            }),
          );
          throw await new Promise<Error>((resolve) => connect(port, '127.0.0.1').once('error', resolve));
        });
        plain.get('/api/lost', () => {
          throw Object.assign(new Error('Query failed'), { driverError: Object.assign(new Error('Connection lost'), { code: 'PROTOCOL_CONNECTION_LOST' }) });
        });
        plain.get('/api/broken', () => {
          throw new Error('a bug');
        });
        // The NATS client's own errors, from the tests' real server: a subject nobody answers, a closed connection.
        plain.get('/api/no-responders', async () => {
          const nc = await natsConnect({ servers: process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222' });
          try {
            await nc.request(`t${randomBytes(6).toString('hex')}.nobody`, '', { timeout: 2000 });
          } finally {
            await nc.close();
          }
        });
        plain.get('/api/nats-closed', async () => {
          const nc = await natsConnect({ servers: process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222' });
          await nc.close();
          await nc.request('anything', '', { timeout: 2000 });
        });
        done();
      },
    });
    try {
      for (const path of ['/api/refused', '/api/lost', '/api/no-responders', '/api/nats-closed']) {
        const response = await failing.inject({ method: 'GET', url: path });
        expect(response.statusCode, path).toBe(503);
        expect(response.json(), path).toMatchObject({ status: 503, msg: 'Service temporarily unavailable, please try again later' });
      }
      expect((await failing.inject({ method: 'GET', url: '/api/broken' })).statusCode).toBe(500);
    } finally {
      await failing.close();
    }
  });

  it('answers a URL that cannot be decoded with the 400 envelope', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/item/%ZZ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, msg: 'The URL is not valid', data: null, code: 'BAD_REQUEST', msgCode: 'common.badUrl' });
  });

  it('leaves a raw request body alone (a forwarded route): it answers at once', async () => {
    const address = await app.listen({ host: '127.0.0.1', port: 0 });
    const response = await fetch(`${address}/api/raw`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"a":1}',
      signal: AbortSignal.timeout(5000),
    });
    expect(await response.json()).toMatchObject({ status: 200, data: { raw: true } });
  });

  it('finds the path of the first non-finite number', () => {
    expect(nonFinitePath({ a: [1, Number.NaN] })).toBe('a.1');
    expect(nonFinitePath(Number.POSITIVE_INFINITY)).toBe('');
    expect(nonFinitePath({ a: 'Infinity', b: [1, 2], c: null })).toBeNull();
    expect(nonFinitePath(Buffer.from('abc'))).toBeNull();
    // A class instance (a stream, a socket) is not parsed input: not walked, even with a non-finite field.
    expect(nonFinitePath({ body: new PassThrough(), n: 1 })).toBeNull();
    expect(nonFinitePath(Object.assign(new PassThrough(), { n: Number.NaN }))).toBeNull();
  });

  it('answers a route whose body is the request stream (as the split gateway forwards one) at once', async () => {
    // @fastify/http-proxy keeps the raw request stream as the body; its graph is cyclic and deep.
    const forwarding = await createService({
      config: testConfig(),
      dataSource: database.dataSource,
      plugin: (plain, _options, done) => {
        plain.addContentTypeParser('application/json', (_request, payload, parsed) => {
          parsed(null, payload);
        });
        plain.post('/api/forward', (request) => ok({ stream: request.body instanceof Readable }));
        done();
      },
    });
    try {
      // Over a real socket: the request stream then leads to the socket, the server and beyond.
      const address = await forwarding.listen({ port: 0, host: '127.0.0.1' });
      const response = await fetch(`${address}/api/forward`, {
        method: 'POST',
        body: '{"pid":1}',
        headers: { 'content-type': 'application/json' },
        signal: AbortSignal.timeout(5_000),
      });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ data: { stream: true } });
    } finally {
      await forwarding.close();
    }
  }, 10_000);
});
