import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { languageOf, localiseServerMessage, ok, TOKEN_SECURITY } from '@oj/service-kit';
import { importUsers } from '../csv-import.ts';
import { generateUsers } from '../generate.ts';
import { roleTable } from '../roles.ts';
import {
  BatchUserReportSchema,
  GenerateUserBodySchema,
  GenerateUserResultSchema,
  InsertBatchUserBodySchema,
  RoleAuthListSchema,
  responses,
} from '../schemas.ts';
import { AdminUserMessage } from '@oj/contracts';

/**
 * CSV import, generated accounts and the role table. Neither body nor answer is logged (the request
 * logger writes method and URL only), so the plain passwords they carry stay out of the logs.
 */
export const accountRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const base = { tags: ['admin', 'user'], security: TOKEN_SECURITY };

  app.post(
    '/admin/user/insert-batch-user',
    {
      schema: {
        ...base,
        summary: 'Import users from CSV rows; each row is checked and reported',
        body: InsertBatchUserBodySchema,
        response: responses(BatchUserReportSchema),
      },
    },
    async (request) => {
      const report = await importUsers(deps.db, request.body.users);
      // The envelope's msg is translated by service-kit; the rows' reasons are data, translated here.
      const language = languageOf(request);
      const rows = report.rows.map((row) => ({ ...row, reason: row.reason === null ? '' : localiseServerMessage(row.reason, language) }));
      return ok({ ...report, rows }, AdminUserMessage.imported);
    },
  );

  app.post(
    '/admin/user/generate-user',
    {
      schema: {
        ...base,
        summary: 'Create numbered accounts with random passwords, answered once (all or nothing)',
        body: GenerateUserBodySchema,
        response: responses(GenerateUserResultSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await generateUsers(deps.db, request.body), AdminUserMessage.generated);
    },
  );

  app.get(
    '/admin/auth/roles',
    {
      schema: {
        tags: ['admin', 'auth'],
        security: TOKEN_SECURITY,
        summary: 'The role table and what each role may do (read-only)',
        response: responses(RoleAuthListSchema),
      },
    },
    async () => ok(await roleTable(deps.db)),
  );
};
