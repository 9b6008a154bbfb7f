import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { TOKEN_SECURITY, ok } from '@oj/service-kit';
import { SubmitBody, SubmitResultSchema, responses } from '../../../schemas.ts';
import { viewerOf } from '../access.ts';
import { submitSolution } from '../submit.ts';
import { SubmissionMessage } from '@oj/contracts';

/** submit-problem-judge: stores the submission as Pending and enqueues its judge job (submit.ts). */
export const submitRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.post(
    '/submit-problem-judge',
    {
      schema: {
        tags: ['submission'],
        summary: 'Submit code for judging; answers the new submitId',
        security: TOKEN_SECURITY,
        body: SubmitBody,
        response: responses(SubmitResultSchema),
      },
    },
    async (request) => {
      const submitter = { ...viewerOf(request), uid: request.user.uid, username: request.user.username };
      // Undefined once the client has closed the connection.
      const ip: string | undefined = request.ip;
      const submitId = await submitSolution(deps, submitter, { ...request.body, ip });
      return ok({ submitId }, SubmissionMessage.submitted);
    },
  );
};
