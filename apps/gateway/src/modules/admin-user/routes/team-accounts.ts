import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { TOKEN_SECURITY, ok } from '@oj/service-kit';
import { TeamAccountsBodySchema, TeamAccountsResultSchema, responses } from '../schemas.ts';
import { generateTeamAccounts } from '../team-accounts.ts';
import { AdminUserMessage } from '@oj/contracts';

/**
 * Team accounts for a contest's account limit rule. Neither body nor answer is logged (the request
 * logger writes method and URL only), so the plain passwords of the answer stay out of the logs.
 */
export const teamAccountRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.post(
    '/admin/user/generate-team-accounts',
    {
      schema: {
        tags: ['admin', 'user'],
        security: TOKEN_SECURITY,
        summary: "Create the accounts of a contest's account limit rule with random passwords and teams, in one transaction; existing names reported",
        body: TeamAccountsBodySchema,
        response: responses(TeamAccountsResultSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(await generateTeamAccounts(deps, request.body), AdminUserMessage.generated);
    },
  );
};
