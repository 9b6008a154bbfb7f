import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../../deps.ts';
import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  CidQuerySchema,
  ContestAuth,
  ContestAnnouncementBriefSchema,
  ContestAnnouncementSchema,
  ContestProblemDetailQuerySchema,
  ContestProblemDetailSchema,
  ContestProblemListQuerySchema,
  ContestProblemSchema,
  NotReadAnnouncementRequestSchema,
} from '@oj/contracts';
import type { ContestRow } from '@oj/db';
import { fail, ok } from '@oj/service-kit';
import { unreadAnnouncements } from '../queries/announcements.ts';
import { isRegistered } from '../queries/contests.ts';
import { seeableContest } from '../../board/access.ts';
import { contestProblemDetail, contestProblemList } from '../queries/problems.ts';
import type { ProblemListView } from '../queries/problems.ts';
import { hasRealTimePermission, insideRefusal } from '@oj/access';
import { REFUSAL_MESSAGES, contestFactsOf, policyViewerOf } from '../rules.ts';
import { base, responses, viewerOf } from '../schemas.ts';

/**
 * The inside of a contest: its problems, their pages and its announcements (spec 02 §2, §7). Sign-in
 * required; a scheduled contest's inside is its admins' only, a private one's its registered users'.
 */
export const contestInsideRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);

  /**
   * The contest, once the viewer may see inside it, and what the problem views may show. The row is the loaded
   * board's when there is one (kept in step with every change, as the board's own access check reads it): the
   * unread announcements are asked by every open page each minute, and a running contest's board is loaded.
   */
  const enter = async (request: FastifyRequest, cid: number, containsEnd = false): Promise<{ contest: ContestRow; view: ProblemListView }> => {
    const seen = await seeableContest(deps.db, await deps.boards.store.contestRow(cid), viewerOf(request));
    const { contest } = seen;
    const nowMs = Date.now();
    const facts = contestFactsOf(contest);
    const asker = policyViewerOf(seen.asker);
    // Only a private contest's inside needs a registration (insideRefusal): the others read none, as the board's
    // access check does. These routes are polled (the unread announcements by every open page each minute).
    const registered = contest.auth === ContestAuth.Private && (await isRegistered(deps.db, cid, request.user.uid));
    const refusal = insideRefusal(facts, asker, registered, nowMs);
    if (refusal !== null) throw fail(REFUSAL_MESSAGES[refusal]);
    const realTime = hasRealTimePermission(facts, asker, nowMs);
    return { contest, view: { uid: request.user.uid, realTime, containsEnd } };
  };

  app.get(
    '/get-contest-problem',
    {
      schema: {
        ...base,
        summary: 'The problems, with accepted and total counts (null without real-time permission) and your standing',
        querystring: ContestProblemListQuerySchema,
        response: responses(Type.Array(ContestProblemSchema)),
      },
    },
    async (request) => {
      const { contest, view } = await enter(request, request.query.cid, request.query.containsEnd ?? false);
      return ok(await contestProblemList(deps.db, contest, view));
    },
  );

  app.get(
    '/get-contest-problem-details',
    {
      schema: {
        ...base,
        summary: 'A contest problem’s page by its display id',
        querystring: ContestProblemDetailQuerySchema,
        response: responses(ContestProblemDetailSchema),
      },
    },
    async (request) => {
      const { contest, view } = await enter(request, request.query.cid);
      return ok(await contestProblemDetail(deps.db, contest, request.query.displayId, view));
    },
  );

  app.get(
    '/get-contest-announcement',
    {
      schema: {
        ...base,
        summary: 'The contest’s announcements, newest first (no pagination)',
        querystring: CidQuerySchema,
        response: responses(Type.Array(ContestAnnouncementSchema)),
      },
    },
    async (request) => {
      const { contest } = await enter(request, request.query.cid);
      return ok([...(await deps.boards.store.announcements(contest.id))]);
    },
  );

  app.post(
    '/get-contest-not-read-announcement',
    {
      schema: {
        ...base,
        summary: 'Announcements not in readAnnouncementList (polled every 60 s)',
        body: NotReadAnnouncementRequestSchema,
        response: responses(Type.Array(ContestAnnouncementBriefSchema)),
      },
    },
    async (request) => {
      const { contest } = await enter(request, request.body.cid);
      return ok(unreadAnnouncements(await deps.boards.store.announcements(contest.id), request.body.readAnnouncementList));
    },
  );
};
