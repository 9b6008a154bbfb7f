import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import { ToolEntity } from '@oj/db';
import { envelopeSchema, ok } from '@oj/service-kit';

/** One toolbox link (spec 01 §3 Tool: name, url). */
const ToolSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  url: Type.String(),
  description: Type.Union([Type.String(), Type.Null()]),
});

/** `GET /api/tools`: public, the toolbox menu's visible links in their set order. */
export const toolRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.get(
    '/tools',
    { schema: { tags: ['website'], summary: 'The toolbox links, in menu order', response: { 200: envelopeSchema(Type.Array(ToolSchema)) } } },
    async () =>
      ok(
        await app.db.getRepository(ToolEntity).find({
          where: { visible: true },
          order: { sort: 'ASC', id: 'ASC' },
          select: { id: true, name: true, url: true, description: true },
        }),
      ),
  );
  done();
};
