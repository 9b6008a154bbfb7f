import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { CaseResultSchema, SubmissionDetailResponseSchema, SubmissionListSchema, SubmissionStatusMapSchema, SubmissionMessage } from '@oj/contracts';
import type { SubmissionSummaryDto } from '@oj/contracts';
import type { GroupProblemSight } from '@oj/access';
import type { ProblemRow } from '@oj/db';
import { findProblem, groupSight } from '@oj/db/reads';
import { ok, fail, ServiceMessage } from '@oj/service-kit';
import { StatusCheckBody, SubmissionListBody, SubmitIdQuery, responses } from '../../../schemas.ts';
import { acceptedCardOf } from '../accepted-card.ts';
import type { ProblemVisibility, Viewer } from '../access.ts';
import { canSeeSubmission, isOwner, viewerOf } from '../access.ts';
import { caseResultOf } from '../cases.ts';
import { seesWholeContest } from '../contest-view.ts';
import { hideResult, presentInContest } from '../contest-rules.ts';
import { filterText, pageOf } from '../list-filter.ts';
import type { SubmissionFilter } from '../list-filter.ts';
import { findCodeOf, findSubmission, listSubmissions, submissionStatuses, toSummary } from '../queries.ts';
import type { SubmissionRow } from '../../judge-rows/rows.ts';
import { ownContestView, submissionSight } from '../sight.ts';
import type { SubmissionSight } from '../sight.ts';
import { positiveOrNull } from '../submit.ts';

/** A submission the viewer may see, with its problem's title and sharing switch (null when gone) and how much the viewer gets, or the matching error. */
async function visibleSubmission(
  deps: Pick<Deps, 'db' | 'js' | 'natsNames'>,
  submitId: number,
  viewer: Viewer,
): Promise<{ row: SubmissionRow; problem: Pick<ProblemRow, 'id' | 'title' | 'codeShare'> | null; sight: SubmissionSight }> {
  const row = await findSubmission(deps.db, submitId);
  if (!row) throw fail(SubmissionMessage.submissionNotExists);
  const problem = await findProblem(deps.db, row.pid, ['id', 'title', 'codeShare', 'auth', 'isGroup', 'gid']);
  const sight = await submissionSight(deps, row, viewer, problem, problem?.codeShare ?? false, Date.now());
  return { row, problem, sight };
}

/** Whether the viewer sees every submission of group `gid` (admin roles and the group's members). */
async function seesGroupList(deps: Pick<Deps, 'db'>, gid: number, viewer: Viewer): Promise<boolean> {
  return viewer.isAdmin || (await groupSight(deps.db, gid, viewer)).member;
}

/**
 * The public submission calls (a token, when sent, identifies the viewer): the status list, one
 * submission with its code when visible (spec 01 §6), its case results, and status checks.
 */
export const submissionRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticateOptional);

  app.post(
    '/get-submission-list',
    {
      schema: {
        tags: ['submission'],
        summary: 'Submissions, newest first (never the code)',
        body: SubmissionListBody,
        response: responses(SubmissionListSchema),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { body } = request;
      if (body.onlyMine === true && viewer.uid === null) throw fail(ServiceMessage.loginFirst);
      const cid = body.contestID ?? 0;
      const gid = positiveOrNull(body.gid);
      let uid = body.onlyMine === true ? (viewer.uid ?? undefined) : undefined;
      // A contest's list under its rules is contest-submissions: here others see only their rows (in a
      // contest, whoever the contest policy does not give the whole contest: F9). A group's list (its
      // submissions tab) is its members'; anyone else sees only their own rows there.
      if (cid !== 0 ? !(await seesWholeContest(deps, cid, viewer, Date.now())) : gid !== null && !(await seesGroupList(deps, gid, viewer))) {
        if (viewer.uid === null) throw fail(ServiceMessage.loginFirst);
        uid = viewer.uid;
      }
      const filter: SubmissionFilter = {
        ...pageOf(body.currentPage, body.limit),
        cid,
        completeProblemId: body.completeProblemID === true,
        // Contest lists are already the viewer's own rows (above), a group's its members' (who may open its problems).
        visibleProblemsOnly: !viewer.isAdmin && cid === 0 && gid === null,
        ...(uid === undefined ? {} : { uid }),
        ...(gid === null ? {} : { gid }),
        ...(body.status === null || body.status === undefined ? {} : { status: body.status }),
      };
      // A timed work that runs for the viewer hides their final results here too (spec 02 §4).
      const own = cid !== 0 && viewer.uid !== null ? await ownContestView(deps, cid, viewer, Date.now()) : null;
      if (own?.mask) filter.contest = { fromMs: null, untilMs: null, pids: null, mask: own.mask, displayIds: own.displayIds };
      const username = uid === undefined ? filterText(body.username) : undefined;
      if (username !== undefined) filter.username = username;
      const problemId = filterText(body.problemID);
      if (problemId !== undefined) filter.problemId = problemId;
      return ok(await listSubmissions(deps.db, filter, deps.listPages));
    },
  );

  app.get(
    '/get-submission-detail',
    {
      schema: {
        tags: ['submission'],
        summary: 'One submission; the code only when the viewer may see it',
        querystring: SubmitIdQuery,
        response: responses(SubmissionDetailResponseSchema),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { row, problem, sight } = await visibleSubmission(deps, request.query.submitId, viewer);
      const titles = new Map(problem ? [[problem.id, problem.title]] : []);
      let summary = toSummary(row, titles);
      if (sight.displayIds) summary = presentInContest(summary, sight.displayIds, null);
      if (sight.hidden) summary = hideResult(summary);
      // A hidden result's compiler output would tell it (a compile error).
      // Compiler output quotes the source, so it follows the code's visibility.
      const extra = sight.code ? await findCodeOf(deps.db, row.submitId) : { code: null, errorMessage: null };
      // A hidden result has no accepted card either.
      const card = await acceptedCardOf(deps.db, { uid: row.uid, status: summary.status });
      return ok({
        submission: { ...summary, code: extra.code, errorMessage: sight.hidden ? null : extra.errorMessage },
        codeShare: problem?.codeShare ?? false,
        ...card,
      });
    },
  );

  app.get(
    '/get-all-case-result',
    {
      schema: {
        tags: ['submission'],
        summary: "A submission's test case results: in full to its owner and admin roles, verdicts only to others, none while the problem closes them",
        querystring: SubmitIdQuery,
        response: responses(CaseResultSchema),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const { row, sight } = await visibleSubmission(deps, request.query.submitId, viewer);
      return ok(await caseResultOf(deps.db, row, viewer, sight.cases));
    },
  );

  app.post(
    '/check-submissions-status',
    {
      schema: {
        tags: ['submission'],
        summary: 'Current state of up to 100 submissions, by submitId',
        body: StatusCheckBody,
        response: responses(SubmissionStatusMapSchema),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const cid = request.body.cid ?? 0;
      // Others' rows of a contest only to whom the contest policy gives the whole contest (F9), admin roles included.
      const wholeContest = cid !== 0 && (await seesWholeContest(deps, cid, viewer, Date.now()));
      // A group's submission shows to whoever may open its problem in the group (as its detail does): one
      // membership read per group asked about.
      const sights = new Map<number, Promise<GroupProblemSight>>();
      const groupOf = (row: SubmissionRow): Promise<GroupProblemSight> | null => {
        if (row.cid !== 0 || row.gid === null || viewer.isAdmin || isOwner(row, viewer)) return null;
        const known = sights.get(row.gid) ?? groupSight(deps.db, row.gid, viewer);
        sights.set(row.gid, known);
        return known;
      };
      const visible = async (row: SubmissionRow, problem: ProblemVisibility | null) =>
        (cid === 0 || wholeContest || isOwner(row, viewer)) && canSeeSubmission(row, viewer, problem, await groupOf(row));
      const own = cid !== 0 && viewer.uid !== null ? await ownContestView(deps, cid, viewer, Date.now()) : null;
      const present = (summary: SubmissionSummaryDto) => (own ? presentInContest(summary, own.displayIds, own.mask) : summary);
      const statuses = await submissionStatuses(deps.db, request.body.submitIds, cid, visible, present);
      return ok(statuses);
    },
  );
};
