import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import { Type } from '@sinclair/typebox';
import { FullScreenProblemSchema, ProblemDetailResponseSchema, ProblemListSchema, ProblemMessage, RecentProblemSchema } from '@oj/contracts';
import { fail, ok } from '@oj/service-kit';
import { loadWebsiteConfig } from '@oj/db';
import { problemDetail } from '../queries/detail.ts';
import { publicProblemListCache } from '../list-cache.ts';
import { listProblems, randomPublicProblem, recentlyUpdatedProblems } from '../queries/list.ts';
import { pageOf, parseBank, parseTagIds } from '../queries/filter.ts';
import { FullScreenProblemListBody, ProblemDetailQuery, ProblemListQuery, RandomProblemSchema, responses } from '../schemas.ts';
import { listedAuths, placeOf, viewerOf } from '../visibility.ts';
import { guestBrowseCheck } from '../guest-browse.ts';

const TAGS = ['problem'];

// Re-exported for the list-cache test; the cache lives in ../list-cache.ts so the back office can clear it.
export { PUBLIC_LIST_CACHE_TTL_MS } from '../list-cache.ts';

/** Problem bank calls for everyone; a token, when sent, lets admin roles see private problems too. */
export const problemRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticateOptional);
  const publicLists = publicProblemListCache(deps.db);
  // The list, the random pick and the statement are problem reading: the guest-browse switch decides them.
  const guestBrowse = guestBrowseCheck(deps);

  app.get(
    '/get-problem-list',
    {
      preHandler: guestBrowse,
      schema: { tags: TAGS, summary: 'One page of the problem bank, filtered', querystring: ProblemListQuery, response: responses(ProblemListSchema) },
    },
    async (request) => {
      const { keyword, difficulty, oj, tagId, currentPage, limit } = request.query;
      const viewer = viewerOf(request);
      const filter = {
        keyword: keyword?.trim() ?? '',
        difficulty,
        bank: parseBank(oj),
        tagIds: parseTagIds(tagId),
        ...pageOf(currentPage, limit),
        auths: listedAuths(viewer),
      };
      // Admin roles see private problems and edit them, so their lists are always read fresh.
      if (viewer.isAdmin) return ok(await listProblems(deps.db, filter));
      return ok(await publicLists.get(JSON.stringify(filter), () => listProblems(deps.db, filter)));
    },
  );

  app.get(
    '/get-random-problem',
    { preHandler: guestBrowse, schema: { tags: TAGS, summary: 'The display id of a random public problem', response: responses(RandomProblemSchema) } },
    async () => {
      const problemId = await randomPublicProblem(deps.db);
      if (problemId === null) throw fail(ProblemMessage.noProblems);
      return ok({ problemId });
    },
  );

  app.get(
    '/get-problem-detail',
    {
      preHandler: guestBrowse,
      schema: {
        tags: TAGS,
        summary: 'Statement, tags, languages, templates, counters and the caller’s status of a problem',
        querystring: ProblemDetailQuery,
        response: responses(ProblemDetailResponseSchema),
      },
    },
    async (request) => ok(await problemDetail(deps.db, request.query.problemId.trim(), viewerOf(request), await placeOf(deps.db, request, request.query.gid))),
  );

  app.get(
    '/get-recent-updated-problem',
    {
      schema: {
        tags: TAGS,
        summary: 'The public problems updated last (empty while the home page hides them: site switch visible3 off)',
        response: responses(Type.Array(RecentProblemSchema)),
      },
    },
    async () => ok((await loadWebsiteConfig(deps.db)).visible3 ? await recentlyUpdatedProblems(deps.db) : []),
  );

  app.post(
    '/get-full-screen-problem-list',
    {
      schema: {
        tags: TAGS,
        summary: 'Problem navigation of a training or contest in full-screen mode',
        body: FullScreenProblemListBody,
        response: responses(Type.Array(FullScreenProblemSchema)),
      },
    },
    (request) => {
      const { tid, cid } = request.body;
      // Trainings and contests live in the contest service's tables; until they exist here no id matches.
      if (cid !== undefined && cid !== null) throw fail(ProblemMessage.contestNotExists);
      if (tid !== undefined && tid !== null) throw fail(ProblemMessage.trainingNotExists);
      throw fail(ProblemMessage.fullScreenTargetRequired);
    },
  );
};
