import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import {
  AdminProblemMessage as M,
  AdminTagBodySchema,
  AdminTagClassificationBodySchema,
  AdminTagClassificationIdQuerySchema,
  AdminTagClassificationQuerySchema,
  AdminTagClassificationSchema,
  AdminTagIdQuerySchema,
  AdminTagListQuerySchema,
  AdminTagListRecordSchema,
  AdminTagSchema,
} from '@oj/contracts';
import { ok, TOKEN_SECURITY } from '@oj/service-kit';
import { classificationList, createClassification, deleteClassification, updateClassification } from '../classifications.ts';
import { NO_DATA, responses } from '../schemas.ts';
import { adminTagList, createTag, deleteTag, updateTag } from '../tags.ts';

const base = { tags: ['admin', 'problem'], security: TOKEN_SECURITY };

/** Site tags and tag classifications (spec 03 §7 "tag and tag classification"). */
export const adminTagRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.get(
    '/admin/tag/list',
    {
      schema: {
        ...base,
        summary: 'Site tags by name, with classification and problem count',
        querystring: AdminTagListQuerySchema,
        response: responses(Type.Array(AdminTagListRecordSchema)),
      },
    },
    async (request) => ok(await adminTagList(deps, request.query)),
  );
  app.post(
    '/admin/tag',
    { schema: { ...base, summary: 'Create a site tag', body: AdminTagBodySchema, response: responses(AdminTagSchema) } },
    async (request) => ok(await createTag(deps, request.body), M.created),
  );
  app.put('/admin/tag', { schema: { ...base, summary: 'Update a site tag', body: AdminTagBodySchema, response: responses(AdminTagSchema) } }, async (request) =>
    ok(await updateTag(deps, request.body), M.updated),
  );
  app.delete(
    '/admin/tag',
    { schema: { ...base, summary: 'Delete a site tag and its problem links', querystring: AdminTagIdQuerySchema, response: NO_DATA } },
    async (request) => {
      await deleteTag(deps, request.query.tid);
      return ok(null, M.deleted);
    },
  );

  app.get(
    '/admin/tag/classification',
    {
      schema: {
        ...base,
        summary: 'Tag classifications by rank, then id',
        querystring: AdminTagClassificationQuerySchema,
        response: responses(Type.Array(AdminTagClassificationSchema)),
      },
    },
    async (request) => ok(await classificationList(deps, request.query.oj)),
  );
  app.post(
    '/admin/tag/classification',
    { schema: { ...base, summary: 'Create a tag classification', body: AdminTagClassificationBodySchema, response: responses(AdminTagClassificationSchema) } },
    async (request) => ok(await createClassification(deps, request.body), M.created),
  );
  app.put(
    '/admin/tag/classification',
    {
      schema: {
        ...base,
        summary: 'Update a tag classification (name, bank, rank)',
        body: AdminTagClassificationBodySchema,
        response: responses(AdminTagClassificationSchema),
      },
    },
    async (request) => ok(await updateClassification(deps, request.body), M.updated),
  );
  app.delete(
    '/admin/tag/classification',
    {
      schema: {
        ...base,
        summary: 'Delete a tag classification; its tags become Unclassified',
        querystring: AdminTagClassificationIdQuerySchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await deleteClassification(deps, request.query.tcid);
      return ok(null, M.deleted);
    },
  );
};
