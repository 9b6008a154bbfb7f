import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { Type } from '@sinclair/typebox';
import { ContestAcDownloadQuerySchema, ContestAcSplitType, SubmissionMessage } from '@oj/contracts';
import { fail, TOKEN_SECURITY } from '@oj/service-kit';
import { ERROR_RESPONSES } from '../../schemas.ts';
import { viewerOf } from '../submission/access.ts';
import { displayIdsOf, isContestAdmin } from '../submission/contest-rules.ts';
import { requireContestView } from '../submission/contest-view.ts';
import { zipSubmissions } from './archive.ts';
import { latestAccepted } from './queries.ts';

/** GET /file/download-contest-ac-submission (spec 03 §7), signed in, for the contest's admins. */
export const contestDownloadRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.get(
    '/file/download-contest-ac-submission',
    {
      schema: {
        tags: ['submission', 'contest'],
        summary: "A zip of the contest's accepted code (the latest per user and problem, made during the contest), one folder per user or per problem",
        security: TOKEN_SECURITY,
        querystring: ContestAcDownloadQuerySchema,
        produces: ['application/zip'],
        response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary' }), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const viewer = viewerOf(request);
      const { cid } = request.query;
      const view = await requireContestView(deps, cid, viewer.uid);
      const { state } = view;
      // The contest policy's contest admins only (current roles: a demoted author no more; a group's root); other admin roles are not the contest's.
      if (!isContestAdmin(view, viewer)) throw fail(SubmissionMessage.notContestAdmin);
      const excludeAdmin = request.query.excludeAdmin ?? true;
      const submissions = await latestAccepted(deps.db, {
        cid,
        fromMs: state.startTimeMs,
        untilMs: state.endTimeMs,
        excludedUids: new Set(excludeAdmin ? [state.authorUid] : []),
      });
      const stream = zipSubmissions(deps.db, submissions, displayIdsOf(state), request.query.splitType ?? ContestAcSplitType.User);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="contest_${cid}_ac_submissions.zip"`)
        .header('cache-control', 'no-store')
        .send(stream);
    },
  );
};
