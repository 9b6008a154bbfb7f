import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { ResubmitResultSchema, SubmissionMessage } from '@oj/contracts';
import { TOKEN_SECURITY, fail } from '@oj/service-kit';
import { SubmitIdQuery, responses } from '../../../schemas.ts';
import { viewerOf } from '../access.ts';
import { resubmittableSubmission } from '../resubmit.ts';

/**
 * GET resubmit (spec 01 §4, §7): sends a Submitted Failed remote submission to its remote judge
 * again. Every rule is checked, but this site has no remote judge, so a submission that qualifies
 * is refused too (docs/judge.md, "Remote judging and resubmit"). Needs a signed-in caller.
 */
export const resubmitRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.get(
    '/resubmit',
    {
      schema: {
        tags: ['submission'],
        summary: 'Resubmit a Submitted Failed remote submission (no remote judge here: always refused)',
        security: TOKEN_SECURITY,
        querystring: SubmitIdQuery,
        response: responses(ResubmitResultSchema),
      },
    },
    async (request) => {
      await resubmittableSubmission(deps.db, request.query.submitId, viewerOf(request));
      // With a remote judge, this would clear isManual, set Pending, bump the version, enqueue the
      // job and answer ok({status, time, memory, errorMessage, judger}, SubmissionMessage.resubmitted).
      throw fail(SubmissionMessage.resubmitRemoteNotSupported);
    },
  );
};
