import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { SerializerFactory } from '@fastify/fast-json-stringify-compiler';
import { Type } from '@sinclair/typebox';
import Fastify from 'fastify';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { describe, expect, it } from 'vitest';
import { ErrorCode } from '@oj/contracts';
import { envelopeResponses, failure, fastifyOptions, ok } from '../src/index.ts';
import { sharedSerializerBuilder } from '../src/response-serializers.ts';
import { testConfig } from './helpers.ts';

/** Fastify's own builder, counting the serializers it compiles. */
function countingBuilder(): { build: SerializerFactory; compiled: () => number } {
  const build = SerializerSelector();
  let compiled = 0;
  return {
    build: (externalSchemas, options) => {
      const compile = build(externalSchemas, options);
      return (route) => {
        compiled += 1;
        return compile(route);
      };
    },
    compiled: () => compiled,
  };
}

/** Three routes, each in a plugin of its own (as every module registers), with the envelope responses. */
async function threeRoutes(app: FastifyInstance): Promise<void> {
  for (const name of ['a', 'b', 'c']) {
    await app.register((scope, _options, done) => {
      scope.get(`/${name}`, { schema: { response: envelopeResponses(Type.Object({ name: Type.String() })) } }, () => ok({ name }));
      done();
    });
  }
  await app.ready();
}

describe('response serializers', () => {
  it('compiles each schema once: the error envelopes of every route and status are one serializer', async () => {
    const plain = countingBuilder();
    const fastify = Fastify({ schemaController: { compilersFactory: { buildSerializer: plain.build } } });
    await threeRoutes(fastify);
    // Fastify's default: a serializer per route and status (the success envelope and six errors), for
    // each GET and the HEAD route Fastify adds beside it.
    expect(plain.compiled()).toBe(2 * 3 * 7);

    const counting = countingBuilder();
    const shared = Fastify({ schemaController: { compilersFactory: { buildSerializer: sharedSerializerBuilder(counting.build) } } });
    await threeRoutes(shared);
    expect(counting.compiled()).toBe(3 + 1);
    await Promise.all([fastify.close(), shared.close()]);
  });

  it("answers each route with its own schema, an error envelope's parameters included (the services' options)", async () => {
    const app = Fastify(fastifyOptions(testConfig()));
    const serializers: Record<string, { ok: unknown; badRequest: unknown }> = {};
    const keep = (name: string, reply: FastifyReply): void => {
      serializers[name] = { ok: reply.getSerializationFunction('200'), badRequest: reply.getSerializationFunction('400') };
    };
    const params = { minutes: 5, field: 'title' };
    app.get(
      '/count',
      { schema: { querystring: Type.Object({ fail: Type.Optional(Type.Boolean()) }), response: envelopeResponses(Type.Object({ count: Type.Integer() })) } },
      async (request, reply) => {
        keep('count', reply);
        if ((request.query as { fail?: boolean }).fail)
          return reply.code(400).send(failure(400, ErrorCode.BadRequest, { code: 'test.tooSoon', as: 'badRequest', en: 'Too soon', params }));
        return ok({ count: 3, secret: 'dropped' });
      },
    );
    app.get(
      '/title',
      { schema: { response: envelopeResponses(Type.Object({ title: Type.Union([Type.String(), Type.Null()]) })) } },
      async (_request, reply) => {
        keep('title', reply);
        return ok({ title: null, count: 3 });
      },
    );
    await app.ready();

    expect((await app.inject({ url: '/count' })).json()).toEqual({ status: 200, msg: 'success', data: { count: 3 } });
    expect((await app.inject({ url: '/title' })).json()).toEqual({ status: 200, msg: 'success', data: { title: null } });
    const refused = await app.inject({ url: '/count?fail=true' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ status: 400, msg: 'Too soon', data: null, code: 'BAD_REQUEST', msgCode: 'test.tooSoon', msgParams: params });

    expect(serializers.count?.badRequest).toBe(serializers.title?.badRequest);
    expect(serializers.count?.ok).not.toBe(serializers.title?.ok);
    await app.close();
  });
});
