import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import {
  CidQuerySchema,
  CONTEST_LIST_PAGE_SIZE,
  ContestAccessSchema,
  ContestInfoSchema,
  ContestListQuerySchema,
  ContestListSchema,
  ContestMessage,
  ContestOutsideInfoSchema,
  RegisterContestRequestSchema,
} from '@oj/contracts';
import { fail, ok } from '@oj/service-kit';
import { toContestInfo } from '../dto.ts';
import { isRegistered, listContests, registrationCounts, seeableContest } from '../queries/contests.ts';
import { contestProblemRows } from '../queries/problems.ts';
import { hasContestAccess, outsideBoardRefusal } from '@oj/access';
import { contestFactsOf, policyViewerOf } from '../rules.ts';
import { NO_DATA, base, responses, viewerOf } from '../schemas.ts';
import { registerContest } from '../use-cases.ts';

/** The contest list, a contest's info (inside and outside), its access and registration (spec 02 §7). */
export const contestRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const countOf = async (cid: number) => (await registrationCounts(deps.db, [cid])).get(cid) ?? 0;

  app.get(
    '/get-contest-list',
    {
      preHandler: app.authenticateOptional,
      schema: {
        ...base,
        summary: 'Visible contests: running, then scheduled, then ended; newest start first',
        querystring: ContestListQuerySchema,
        response: responses(ContestListSchema),
      },
    },
    async (request) => ok(await listContests(deps.db, request.query, CONTEST_LIST_PAGE_SIZE, Date.now())),
  );

  app.get(
    '/get-contest-info',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: 'A contest (never its password), with the server clock',
        querystring: CidQuerySchema,
        response: responses(ContestInfoSchema),
      },
    },
    async (request) => {
      const { contest, asker } = await seeableContest(deps.db, request.query.cid, viewerOf(request));
      return ok(toContestInfo(contest, await countOf(contest.id), Date.now(), policyViewerOf(asker)));
    },
  );

  app.get(
    '/get-contest-outsize-info',
    {
      preHandler: app.authenticateOptional,
      schema: {
        ...base,
        summary: 'The outside scoreboard’s contest and problems (no sign-in; contests with openRank, once started)',
        querystring: CidQuerySchema,
        response: responses(ContestOutsideInfoSchema),
      },
    },
    async (request) => {
      const { contest, asker } = await seeableContest(deps.db, request.query.cid, viewerOf(request));
      const viewer = asker;
      const nowMs = Date.now();
      const refusal = outsideBoardRefusal(contestFactsOf(contest), policyViewerOf(viewer), contest.openRank, nowMs);
      if (refusal !== null) throw fail(refusal === 'closed' ? ContestMessage.outsideBoardClosed : ContestMessage.contestNotStarted);
      const problems = await contestProblemRows(deps.db, contest.id);
      return ok({
        contest: toContestInfo(contest, await countOf(contest.id), nowMs, policyViewerOf(viewer)),
        problemList: problems.map((problem) => ({ displayId: problem.displayId, displayTitle: problem.displayTitle, color: problem.color })),
      });
    },
  );

  app.get(
    '/get-contest-access',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: 'Whether you may submit (and enter a private contest): registered, admin, or public',
        querystring: CidQuerySchema,
        response: responses(ContestAccessSchema),
      },
    },
    async (request) => {
      const { contest, asker } = await seeableContest(deps.db, request.query.cid, viewerOf(request));
      return ok({ access: hasContestAccess(contestFactsOf(contest), policyViewerOf(asker), await isRegistered(deps.db, contest.id, request.user.uid)) });
    },
  );

  app.post(
    '/register-contest',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: 'Register with the contest password (and the account limit rule); again is fine',
        body: RegisterContestRequestSchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await registerContest({ db: deps.db, gate: deps.gate, passwords: deps.passwords }, request.body.cid, request.body.password, request.user, request.ip);
      return ok(null, ContestMessage.registered);
    },
  );
};
