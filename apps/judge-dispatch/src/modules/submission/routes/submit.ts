import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { ok, TOKEN_SECURITY } from '@oj/service-kit';
import type { DispatchContext } from '../../../context.ts';
import { SubmitBody, SubmitResultSchema, responses } from '../../../schemas.ts';
import { viewerOf } from '../access.ts';
import { submitSolution } from '../submit.ts';
import { SubmissionMessage } from '@oj/contracts';

/** submit-problem-judge: stores the submission as Pending and enqueues its judge job (submit.ts). */
export const submitRoutes: FastifyPluginCallbackTypebox<{ ctx: DispatchContext }> = (app, { ctx }, done) => {
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
      const submitId = await submitSolution(ctx, submitter, { ...request.body, ip });
      return ok({ submitId }, SubmissionMessage.submitted);
    },
  );
  done();
};
