import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { DataSource } from 'typeorm';
import {
  CaseResultSchema,
  SubmissionDetailResponseSchema,
  SubmissionListSchema,
  SubmissionStatusMapSchema,
} from '@oj/contracts';
import { JudgeEntity } from '@oj/db';
import type { ProblemRow } from '@oj/db';
import { findProblem } from '@oj/db/reads';
import { ForbiddenError, NotFoundError, UnauthorizedError, ok } from '@oj/service-kit';
import { SubmissionMessage } from '../../../messages.ts';
import { StatusCheckBody, SubmissionListBody, SubmitIdQuery, responses } from '../../../schemas.ts';
import { acceptedCardOf } from '../accepted-card.ts';
import type { Viewer } from '../access.ts';
import { canSeeCode, canSeeSubmission, viewerOf } from '../access.ts';
import { caseResultOf } from '../cases.ts';
import { findSubmission, listSubmissions, pageOf, submissionStatuses, toSummary } from '../queries.ts';
import type { SubmissionFilter } from '../queries.ts';
import type { SubmissionRow } from '../rows.ts';
import { positiveOrNull } from './submit.ts';

function text(value: string | null | undefined): string | undefined {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? undefined : trimmed;
}

/** A submission the viewer may see, with what the detail reads of its problem (null when gone), or the matching error. */
async function visibleSubmission(db: DataSource, submitId: number, viewer: Viewer): Promise<{ row: SubmissionRow; problem: Pick<ProblemRow, 'id' | 'title' | 'codeShare'> | null }> {
  const row = await findSubmission(db, submitId);
  if (!row) throw new NotFoundError(SubmissionMessage.submissionNotExists);
  const problem = await findProblem(db, row.pid, ['id', 'title', 'codeShare', 'auth', 'isGroup', 'gid']);
  if (!canSeeSubmission(row, viewer, problem)) throw new ForbiddenError(SubmissionMessage.submissionHidden);
  return { row, problem };
}

/**
 * The public submission calls (a token, when sent, identifies the viewer): the status list, one
 * submission with its code when visible (spec 01 §6), its case results, and status checks.
 */
export const submissionRoutes: FastifyPluginCallbackTypebox = (app, _options, done) => {
  app.addHook('preHandler', app.authenticateOptional);

  app.post(
    '/get-submission-list',
    { schema: { tags: ['submission'], summary: 'Submissions, newest first (never the code)', body: SubmissionListBody, response: responses(SubmissionListSchema) } },
    async (request) => {
      const viewer = viewerOf(request);
      const { body } = request;
      if (body.onlyMine === true && viewer.uid === null) throw new UnauthorizedError();
      const cid = body.contestID ?? 0;
      const gid = positiveOrNull(body.gid);
      let uid = body.onlyMine === true ? (viewer.uid ?? undefined) : undefined;
      // Contest and group lists follow rules of their own services; until then others see only their rows.
      if ((cid !== 0 || gid !== null) && !viewer.isAdmin) {
        if (viewer.uid === null) throw new UnauthorizedError();
        uid = viewer.uid;
      }
      const filter: SubmissionFilter = {
        ...pageOf(body.currentPage, body.limit),
        cid,
        completeProblemId: body.completeProblemID === true,
        // Contest and group lists are already the viewer's own rows (above).
        visibleProblemsOnly: !viewer.isAdmin && cid === 0 && gid === null,
        ...(uid === undefined ? {} : { uid }),
        ...(gid === null ? {} : { gid }),
        ...(body.status === null || body.status === undefined ? {} : { status: body.status }),
      };
      const username = uid === undefined ? text(body.username) : undefined;
      if (username !== undefined) filter.username = username;
      const problemId = text(body.problemID);
      if (problemId !== undefined) filter.problemId = problemId;
      return ok(await listSubmissions(app.db, filter));
    },
  );

  app.get(
    '/get-submission-detail',
    { schema: { tags: ['submission'], summary: 'One submission; the code only when the viewer may see it', querystring: SubmitIdQuery, response: responses(SubmissionDetailResponseSchema) } },
    async (request) => {
      const viewer = viewerOf(request);
      const { row, problem } = await visibleSubmission(app.db, request.query.submitId, viewer);
      const codeShare = problem?.codeShare ?? false;
      const titles = new Map(problem ? [[problem.id, problem.title]] : []);
      // Compiler output quotes the source, so it follows the code's visibility.
      const extra = canSeeCode(row, viewer, codeShare)
        ? await app.db.getRepository(JudgeEntity).findOneOrFail({ where: { submitId: row.submitId }, select: { submitId: true, code: true, errorMessage: true } })
        : { code: null, errorMessage: null };
      const card = await acceptedCardOf(app.db, row);
      return ok({ submission: { ...toSummary(row, titles), code: extra.code, errorMessage: extra.errorMessage }, codeShare, ...card });
    },
  );

  app.get(
    '/get-all-case-result',
    { schema: { tags: ['submission'], summary: "A submission's test case results: in full to its owner and admin roles, verdicts only to others, none while the problem closes them", querystring: SubmitIdQuery, response: responses(CaseResultSchema) } },
    async (request) => {
      const viewer = viewerOf(request);
      const { row } = await visibleSubmission(app.db, request.query.submitId, viewer);
      return ok(await caseResultOf(app.db, row, viewer));
    },
  );

  app.post(
    '/check-submissions-status',
    { schema: { tags: ['submission'], summary: 'Current state of up to 100 submissions, by submitId', body: StatusCheckBody, response: responses(SubmissionStatusMapSchema) } },
    async (request) => {
      const viewer = viewerOf(request);
      const statuses = await submissionStatuses(app.db, request.body.submitIds, request.body.cid ?? 0, (row, problem) => canSeeSubmission(row, viewer, problem));
      return ok(statuses);
    },
  );
  done();
};
