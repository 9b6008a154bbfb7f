import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { Type } from '@sinclair/typebox';
import { ToolSchema } from '@oj/contracts';
import { ToolEntity } from '@oj/db';
import { envelopeSchema, ok } from '@oj/service-kit';

/** `GET /api/tools`: public, the toolbox menu's visible links in their set order. */
export const toolRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.get(
    '/tools',
    { schema: { tags: ['website'], summary: 'The toolbox links, in menu order', response: { 200: envelopeSchema(Type.Array(ToolSchema)) } } },
    async () =>
      ok(
        await deps.db.getRepository(ToolEntity).find({
          where: { visible: true },
          order: { sort: 'ASC', id: 'ASC' },
          select: { id: true, name: true, url: true, description: true },
        }),
      ),
  );
};
