import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
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
export const submissionModule: ModulePlugin<Deps> = async (app, { deps }) => {
  await app.register(submissionRoutes, { deps });
  await app.register(async (signedIn) => {
    signedIn.addHook('preHandler', signedIn.authenticate);
    await signedIn.register(submitRoutes, { deps });
    await signedIn.register(shareRoutes, { deps });
    await signedIn.register(resubmitRoutes, { deps });
    await signedIn.register(contestSubmissionRoutes, { deps });
  });
};
