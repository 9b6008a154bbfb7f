import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import {
  ContestStatusCheckRequestSchema,
  ContestSubmissionListQuerySchema,
  SubmissionListSchema,
  SubmissionStatusMapSchema,
  SubmissionMessage,
} from '@oj/contracts';
import type { ContestSubmissionListQueryDto } from '@oj/contracts';
import { TOKEN_SECURITY, ok, fail } from '@oj/service-kit';
import { responses } from '../../../schemas.ts';
import type { Viewer } from '../access.ts';
import { viewerOf } from '../access.ts';
import { contestListAccess, displayIdsOf, isListedFor, pidsMatching, presentInContest, resultMaskOf } from '../contest-rules.ts';
import type { ContestListAccess, ContestView } from '../contest-rules.ts';
import { requireContestView } from '../contest-view.ts';
import { filterText, pageOf } from '../list-filter.ts';
import type { SubmissionFilter } from '../list-filter.ts';
import { listSubmissions, submissionStatuses } from '../queries.ts';

/**
 * The core list's filter for a contest (docs/api.md, "Contest submissions"): the contest's rows
 * from its start (contest admins may add their runs before it, `beforeContestSubmit`) to its end
 * (or later, `containsEnd`), a display-id filter resolved by the contest's problems, and the seal.
 */
function contestListFilter(
  view: ContestView,
  viewer: Viewer,
  access: ContestListAccess,
  query: ContestSubmissionListQueryDto,
  nowMs: number,
): SubmissionFilter {
  const { state } = view;
  const problemId = filterText(query.problemID);
  const filter: SubmissionFilter = {
    ...pageOf(query.currentPage, query.limit),
    cid: state.cid,
    completeProblemId: false,
    visibleProblemsOnly: false,
    contest: {
      fromMs: access === 'full' && query.beforeContestSubmit === true ? null : state.startTimeMs,
      untilMs: query.containsEnd === true ? null : state.endTimeMs,
      pids: problemId === undefined ? null : pidsMatching(state, problemId, query.completeProblemID === true),
      mask: resultMaskOf(view, viewer, access, nowMs),
      displayIds: displayIdsOf(state),
    },
  };
  const mine = query.onlyMine === true || access === 'ownOnly';
  if (mine && viewer.uid !== null) filter.uid = viewer.uid;
  else {
    const username = filterText(query.username);
    if (username !== undefined) filter.username = username;
  }
  if (query.status !== undefined) filter.status = query.status;
  return filter;
}

/** A status check reads a contest's problems beside its rows when it has at most this many (`submissionStatuses`). */
const LIKELY_PROBLEMS_MAX = 100;

/** The contest's view for the viewer, or 403 for an unregistered viewer of a private contest. */
async function lookAtContest(
  deps: Pick<Deps, 'db' | 'js' | 'natsNames'>,
  cid: number,
  viewer: Viewer,
  nowMs: number,
): Promise<{ view: ContestView; access: ContestListAccess }> {
  const view = await requireContestView(deps, cid, viewer.uid);
  const access = contestListAccess(view, viewer, nowMs);
  if (access === 'notRegistered') throw fail(SubmissionMessage.contestNotRegistered);
  return { view, access };
}

/**
 * contest-submissions and check-contest-submissions-status (spec 02 §7), signed in: the core list
 * and status check within one contest, under its rules (contest-rules.ts).
 */
export const contestSubmissionRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.get(
    '/contest-submissions',
    {
      schema: {
        tags: ['submission', 'contest'],
        summary: "A contest's submissions, newest first; results the board's seal covers are hidden from participants",
        security: TOKEN_SECURITY,
        querystring: ContestSubmissionListQuerySchema,
        response: responses(SubmissionListSchema),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const nowMs = Date.now();
      const { view, access } = await lookAtContest(deps, request.query.contestID, viewer, nowMs);
      // Before the start a contest shows nothing to those who do not run it.
      if (access === 'scheduled') return ok({ total: 0, records: [] });
      return ok(await listSubmissions(deps.db, contestListFilter(view, viewer, access, request.query, nowMs), deps.listPages));
    },
  );

  app.post(
    '/check-contest-submissions-status',
    {
      schema: {
        tags: ['submission', 'contest'],
        summary: 'Current state of up to 100 submissions of a contest, by submitId, under its seal',
        security: TOKEN_SECURITY,
        body: ContestStatusCheckRequestSchema,
        response: responses(SubmissionStatusMapSchema),
      },
    },
    async (request) => {
      const viewer = viewerOf(request);
      const nowMs = Date.now();
      const { view, access } = await lookAtContest(deps, request.body.cid, viewer, nowMs);
      if (access === 'scheduled') return ok({});
      const { state } = view;
      const displayIds = displayIdsOf(state);
      const mask = resultMaskOf(view, viewer, access, nowMs);
      const statuses = await submissionStatuses(
        deps.db,
        request.body.submitIds,
        state.cid,
        (row) => isListedFor(row, state, viewer, access),
        (summary) => presentInContest(summary, displayIds, mask),
        state.problems.length <= LIKELY_PROBLEMS_MAX ? state.problems.map((problem) => problem.pid) : [],
      );
      return ok(statuses);
    },
  );
};
