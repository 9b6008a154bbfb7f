import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { ChangeGroupProblemProgressSchema, GroupProblemListQuerySchema, GroupProblemListSchema, AdminProblemMessage as M } from '@oj/contracts';
import { TOKEN_SECURITY, ok } from '@oj/service-kit';
import { groupProblemList } from '../queries.ts';
import { NO_DATA, adminName, responses } from '../schemas.ts';
import { changeGroupProblemProgress } from '../use-cases.ts';

const base = { tags: ['admin', 'problem'], security: TOKEN_SECURITY };

/** Group problems that applied to go public (spec 03 §2.19 "group problem examine", §4 apply-public). */
export const adminGroupProblemRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.get(
    '/admin/group-problem/list',
    {
      schema: {
        ...base,
        summary: 'Group problems by apply-public progress (default 1, applying)',
        querystring: GroupProblemListQuerySchema,
        response: responses(GroupProblemListSchema),
      },
    },
    async (request) => ok(await groupProblemList(deps.db, request.query)),
  );
  app.put(
    '/admin/group-problem/change-progress',
    {
      schema: {
        ...base,
        summary: 'Approve (2: the problem becomes public) or refuse (3) an application',
        body: ChangeGroupProblemProgressSchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await changeGroupProblemProgress(deps, request.body, adminName(request));
      return ok(null, M.updated);
    },
  );
};
