import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import { ADMIN_ROLES, DifficultySchema, TagClassificationGroupSchema, TagSchema } from '@oj/contracts';
import { TOKEN_SECURITY, ok } from '@oj/service-kit';
import { parseBank } from '../queries/filter.ts';
import { BankQuery, responses } from '../schemas.ts';
import { allTags, difficultyLevels, tagsByClassification } from '../queries/tags.ts';

/** Tags, the tag browser and difficulty levels: public reads. */
export const tagRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.get(
    '/get-all-problem-tags',
    {
      schema: {
        tags: ['problem'],
        summary: 'Site tags of a problem bank (ME for own problems; empty for all)',
        querystring: BankQuery,
        response: responses(Type.Array(TagSchema)),
      },
    },
    async (request) => ok(await allTags(deps.db, parseBank(request.query.oj))),
  );

  app.get(
    '/get-problem-tags-and-classification',
    {
      schema: {
        tags: ['problem'],
        summary: 'Tags grouped by classification; classification null is the Unclassified group',
        querystring: BankQuery,
        response: responses(Type.Array(TagClassificationGroupSchema)),
      },
    },
    async (request) => ok(await tagsByClassification(deps.db, parseBank(request.query.oj))),
  );

  app.get(
    '/get-difficulty-list',
    {
      schema: {
        tags: ['problem'],
        summary: 'Difficulty levels (public read of the admin difficulty list, for the problem filter)',
        response: responses(Type.Array(DifficultySchema)),
      },
    },
    async () => ok(await difficultyLevels(deps.db)),
  );
};

/** `GET /api/admin/problem/get-difficulty-list`: the same levels for the back office (spec 01 §7). */
export const adminDifficultyRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.get(
    '/admin/problem/get-difficulty-list',
    {
      preHandler: app.requireRoles(...ADMIN_ROLES),
      schema: { tags: ['admin'], summary: 'Difficulty levels', security: TOKEN_SECURITY, response: responses(Type.Array(DifficultySchema)) },
    },
    async () => ok(await difficultyLevels(deps.db)),
  );
};
