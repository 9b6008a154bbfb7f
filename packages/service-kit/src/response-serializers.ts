/**
 * Fastify's response serializer builder (fast-json-stringify, as its default), with one compiled
 * serializer per schema object instead of one per route and status.
 *
 * Why: every route declares the same six error envelopes (ERROR_RESPONSES), and the envelope's
 * `msgParams` is a union, for which fast-json-stringify builds an Ajv instance of its own (with its
 * formats) into each serializer. A split gateway (309 routes, each GET with its HEAD twin) compiled
 * 1,202 serializers at start-up, 1,082 of them with an Ajv, most of them the same error envelope: 30 MB
 * of heap and 2 s of CPU (bench/README.md, "Problem import memory"). A serializer depends only on its
 * schema, the shared schemas and the options (never on the method, URL or status it is compiled for),
 * so reusing it is exact.
 */
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { SerializerCompiler, SerializerFactory } from '@fastify/fast-json-stringify-compiler';

type Serializer = ReturnType<SerializerCompiler>;

/**
 * A serializer builder for `schemaController.compilersFactory.buildSerializer`, around `build`
 * (Fastify's own, fast-json-stringify, unless a test counts the compiles).
 */
export function sharedSerializerBuilder(build: SerializerFactory = SerializerSelector()): SerializerFactory {
  // Compilers without shared schemas (`addSchema`) share one cache per options object: Fastify
  // builds a compiler per plugin context, and the error envelope would otherwise compile in each.
  const shared = new Map<unknown, WeakMap<object, Serializer>>();
  return (externalSchemas, options) => {
    const compile = build(externalSchemas, options);
    const plain =
      externalSchemas === undefined || (typeof externalSchemas === 'object' && externalSchemas !== null && Object.keys(externalSchemas).length === 0);
    let cache = plain ? shared.get(options) : undefined;
    if (!cache) {
      cache = new WeakMap();
      if (plain) shared.set(options, cache);
    }
    const compiled = cache;
    return (route) => {
      const { schema } = route;
      if (typeof schema !== 'object' || schema === null) return compile(route);
      let serializer = compiled.get(schema);
      if (!serializer) {
        serializer = compile(route);
        compiled.set(schema, serializer);
      }
      return serializer;
    };
  };
}
