import type { ModulePlugin } from '@oj/service-kit';
import { ADMIN_ROLES, ReferenceRunQuerySchema, ReferenceRunSchema, ReferenceRunStartSchema, ReferenceRunStartedSchema } from '@oj/contracts';
import { ok, TOKEN_SECURITY } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { responses } from '../../schemas.ts';
import { referenceRunOf, startReferenceRun } from './reference-runs.ts';

const base = { tags: ['problem', 'admin'], security: TOKEN_SECURITY };

/** Reference runs of the back office (the problem import's verification): any admin role. */
export const referenceRunRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(...ADMIN_ROLES));
  app.post(
    '/admin/problem/start-reference-run',
    {
      schema: {
        ...base,
        summary: 'Judge a reference solution on every case of a problem, without a submission; answers a key to poll',
        body: ReferenceRunStartSchema,
        response: responses(ReferenceRunStartedSchema),
      },
    },
    async (request) => ok({ key: await startReferenceRun(deps, request.body, request.user.uid) }),
  );
  app.get(
    '/admin/problem/get-reference-run',
    {
      schema: {
        ...base,
        summary: 'A reference run: its verdict (Pending while judged), time, memory and message',
        querystring: ReferenceRunQuerySchema,
        response: responses(ReferenceRunSchema),
      },
    },
    async (request) => ok(await referenceRunOf(deps, request.query.key, request.user.uid)),
  );
};
