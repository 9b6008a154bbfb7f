import type { FastifyPluginAsync } from 'fastify';
import type { DispatchContext } from '../../context.ts';
import { contestSubmissionRoutes } from './routes/contest-submissions.ts';
import { resubmitRoutes } from './routes/resubmit.ts';
import { shareRoutes } from './routes/share.ts';
import { submissionRoutes } from './routes/submissions.ts';
import { submitRoutes } from './routes/submit.ts';

/**
 * Submissions: the status list, details and case results (open to guests, each checked against the
 * access rules), and, signed in, submit, share, resubmit and the contest versions of the list and
 * status check.
 */
export const submissionModule: FastifyPluginAsync<{ ctx: DispatchContext }> = async (app, { ctx }) => {
  await app.register(submissionRoutes, { ctx });
  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', signedIn.authenticate);
    await signedIn.register(submitRoutes, { ctx });
    await signedIn.register(shareRoutes, { ctx });
    await signedIn.register(resubmitRoutes);
    await signedIn.register(contestSubmissionRoutes, { ctx });
  });
};
