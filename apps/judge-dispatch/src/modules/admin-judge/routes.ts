import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import {
  JudgeChangeSchema,
  RejudgeContestProblemRequestSchema,
  RejudgeProblemResultSchema,
  RejudgeProblemsRequestSchema,
  RejudgeProblemsResultSchema,
  Role,
  SubmissionMessage,
} from '@oj/contracts';
import { TOKEN_SECURITY, ok } from '@oj/service-kit';
import { CancelJudgeBody, ManualJudgeBody, SubmitIdQuery, responses } from '../../schemas.ts';
import { RejudgeDispatcher, rejudgeContestProblem, rejudgeProblems } from './rejudge-problems.ts';
import { cancelJudge, manualJudge, rejudge } from './use-cases.ts';

/** Super admin only (spec 01 §6, 02 §6): rejudge, manual judge and cancel judge; whole problems (issue 11), a contest's problem (issue 12). */
export const adminJudgeRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(Role.SuperAdmin));
  const dispatcher = new RejudgeDispatcher(deps);
  // Before NATS and the database close: the jobs being enqueued finish, the rest is the sweep's.
  app.addHook('preClose', () => dispatcher.stop());
  const schema = { tags: ['submission', 'admin'], security: TOKEN_SECURITY, response: responses(JudgeChangeSchema) };

  app.get('/rejudge', { schema: { ...schema, summary: 'Judge a submission again', querystring: SubmitIdQuery } }, async (request) =>
    ok(await rejudge(deps, request.query.submitId), SubmissionMessage.rejudged),
  );

  app.route({
    method: ['PUT', 'POST'],
    url: '/admin/judge/manual-judge',
    schema: { ...schema, summary: 'Set a verdict (and score) by hand', body: ManualJudgeBody },
    handler: async (request) => ok(await manualJudge(deps, request.body.submitId, request.body.status, request.body.score), SubmissionMessage.updated),
  });

  app.post(
    '/admin/judge/cancel-judge',
    { schema: { ...schema, summary: 'Cancel a submission (Cancelled, marked manual)', body: CancelJudgeBody } },
    async (request) => ok(await cancelJudge(deps, request.body.submitId), SubmissionMessage.cancelled),
  );

  app.post(
    '/admin/judge/rejudge-problems',
    {
      schema: {
        tags: ['submission', 'admin'],
        security: TOKEN_SECURITY,
        summary: 'Judge every submission of some problems again (one result per problem; jobs are enqueued after the answer)',
        body: RejudgeProblemsRequestSchema,
        response: responses(RejudgeProblemsResultSchema),
      },
    },
    async (request) => ok(await rejudgeProblems(deps, dispatcher, request.body.pids), SubmissionMessage.rejudged),
  );

  app.post(
    '/admin/judge/rejudge-contest-problem',
    {
      schema: {
        tags: ['submission', 'admin', 'contest'],
        security: TOKEN_SECURITY,
        summary: 'Judge every submission of one problem in one contest again (jobs are enqueued after the answer)',
        body: RejudgeContestProblemRequestSchema,
        response: responses(RejudgeProblemResultSchema),
      },
    },
    async (request) => {
      const { result, message } = await rejudgeContestProblem(deps, dispatcher, request.body.cid, request.body.pid);
      return ok(result, message);
    },
  );
};
