import { Type } from '@sinclair/typebox';
import { AdminToolSchema, IdQuerySchema, Role, ToolFormSchema, ToolUpdateSchema } from '@oj/contracts';
import type { AdminToolDto, ToolFormDto } from '@oj/contracts';
import { ToolEntity } from '@oj/db';
import type { ToolRow } from '@oj/db';
import { TOKEN_SECURITY, envelopeResponses, ok, fail } from '@oj/service-kit';
import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { SiteMessage } from '@oj/contracts';

function toDto(row: ToolRow): AdminToolDto {
  return { id: row.id, name: row.name, url: row.url, description: row.description, sort: row.sort, visible: row.visible };
}

function fieldsOf(form: ToolFormDto): Partial<ToolRow> {
  return {
    name: form.name.trim(),
    url: form.url.trim(),
    description: form.description?.trim() || null,
    ...(form.sort === undefined ? {} : { sort: form.sort }),
    ...(form.visible === undefined ? {} : { visible: form.visible }),
  };
}

/** The toolbox links in the back office (spec 03 admin `tools`, super admin): every tool, add, change, delete. */
export const adminToolRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(Role.SuperAdmin));
  const base = { tags: ['admin', 'website'], security: TOKEN_SECURITY };
  const tools = () => deps.db.getRepository(ToolEntity);
  const found = async (id: number): Promise<ToolRow> => {
    const row = await tools().findOneBy({ id });
    if (!row) throw fail(SiteMessage.toolNotFound);
    return row;
  };

  app.get(
    '/admin/tools',
    { schema: { ...base, summary: 'Every toolbox link, hidden ones too, in menu order', response: envelopeResponses(Type.Array(AdminToolSchema)) } },
    async () => ok((await tools().find({ order: { sort: 'ASC', id: 'ASC' } })).map(toDto)),
  );

  app.post(
    '/admin/tools',
    { schema: { ...base, summary: 'Add a toolbox link', body: ToolFormSchema, response: envelopeResponses(AdminToolSchema) } },
    async (request) => {
      const inserted = await tools().insert(fieldsOf(request.body));
      return ok(toDto(await found(Number(inserted.identifiers[0]?.id))), SiteMessage.created);
    },
  );

  app.put(
    '/admin/tools',
    { schema: { ...base, summary: 'Change a toolbox link', body: ToolUpdateSchema, response: envelopeResponses(AdminToolSchema) } },
    async (request) => {
      const { id, ...form } = request.body;
      await found(id);
      await tools().update({ id }, fieldsOf(form));
      return ok(toDto(await found(id)), SiteMessage.updated);
    },
  );

  app.delete(
    '/admin/tools',
    { schema: { ...base, summary: 'Delete a toolbox link', querystring: IdQuerySchema, response: envelopeResponses(Type.Null()) } },
    async (request) => {
      await found(request.query.id);
      await tools().delete({ id: request.query.id });
      return ok(null, SiteMessage.deleted);
    },
  );
};
