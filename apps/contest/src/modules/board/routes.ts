import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import {
  ContestType,
  ScoreboardPageSchema,
  ScoreboardQuerySchema,
  ScrollBoardQuerySchema,
  ScrollBoardSchema,
  BoardMessage,
  ContestMessage,
} from '@oj/contracts';
import type { ScoreboardQueryDto, ScrollBoardDto } from '@oj/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fail, languageOf, ok, varyOnLanguage } from '@oj/service-kit';
import { base, responses, viewerOf } from '../contest/schemas.ts';
import type { BoardPageQuery } from '../scoreboard/index.ts';
import { checkOutsideBoard, insideBoardViewer, requireContestAdmin, seeableContest } from './access.ts';
import type { BoardEntry } from './entry.ts';
import { acceptsGzip } from './page-bodies.ts';
import type { PageBody } from './page-bodies.ts';

/** The page a board call asks for (the engine coerces page and size: spec 02 §5, §9). */
function pageQueryOf(body: ScoreboardQueryDto): BoardPageQuery {
  return {
    currentPage: body.currentPage ?? null,
    limit: body.limit ?? null,
    keyword: body.keyword ?? null,
    concernedList: body.concernedList ?? null,
    removeStar: body.removeStar ?? null,
    // Anyone who may see a board may include post-contest submissions (allowEndSubmit): they exist
    // only after the end, and a sealed view still hides them as pending.
    containsEnd: body.containsEnd ?? null,
  };
}

/**
 * A page answer made by `BoardEntry.pageBody`: already the envelope of ScoreboardPageSchema with its
 * `msg` in the request's language, so neither the language hook nor the schema's serializer touch it;
 * gzipped (made once per kept body) for clients that accept it, as browsers do.
 */
function sendPage(request: FastifyRequest, reply: FastifyReply, body: PageBody): FastifyReply {
  varyOnLanguage(reply);
  reply.header('vary', `${String(reply.getHeader('vary'))}, Accept-Encoding`).type('application/json; charset=utf-8');
  if (!body.kept || !acceptsGzip(request.headers['accept-encoding'])) return reply.send(body.json);
  return reply.header('content-encoding', 'gzip').send(body.gzip);
}

/**
 * The scoreboards (spec 02 §2 "Scoreboards", §7): the inside board, the outside board and the
 * scroll board's data, served from the instance's boards in memory.
 */
export const boardRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const store = deps.boards.store;
  const isRegistered = (cid: number, uid: string): Promise<boolean> => store.isRegistered(cid, uid);
  const boardOf = async (cid: number, forceRefresh = false): Promise<BoardEntry> => {
    const entry = forceRefresh ? await store.rebuild(cid) : await store.board(cid);
    if (!entry) throw fail(ContestMessage.contestNotExists);
    return entry;
  };

  app.post(
    '/get-contest-rank',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: 'The board inside the contest: sealed while the seal holds, the real one for its admins (forceRefresh: admins, rebuilt from the database)',
        body: ScoreboardQuerySchema,
        response: responses(ScoreboardPageSchema),
      },
    },
    async (request, reply) => {
      const { cid } = request.body;
      const { contest, asker } = await seeableContest(deps.db, await store.contestRow(cid), viewerOf(request));
      const nowMs = Date.now();
      const isAdmin = await insideBoardViewer(contest, asker ?? { uid: request.user.uid, roles: request.user.roles }, isRegistered, nowMs);
      const entry = await boardOf(cid, isAdmin && request.body.forceRefresh === true);
      return sendPage(request, reply, entry.pageBody(pageQueryOf(request.body), { isAdmin }, nowMs, languageOf(request)));
    },
  );

  app.post(
    '/get-contest-outside-scoreboard',
    {
      preHandler: app.authenticateOptional,
      schema: {
        ...base,
        summary: 'The outside board (no sign-in; contests with openRank, once started): always the public view, forceRefresh ignored',
        body: ScoreboardQuerySchema,
        response: responses(ScoreboardPageSchema),
      },
    },
    async (request, reply) => {
      const { cid } = request.body;
      const { contest, asker } = await seeableContest(deps.db, await store.contestRow(cid), viewerOf(request));
      const nowMs = Date.now();
      checkOutsideBoard(contest, asker, nowMs);
      const entry = await boardOf(cid);
      return sendPage(request, reply, entry.pageBody(pageQueryOf(request.body), { isAdmin: false }, nowMs, languageOf(request)));
    },
  );

  app.get(
    '/get-contest-scroll-board',
    {
      preHandler: app.authenticate,
      schema: {
        ...base,
        summary: 'The scroll board’s data (contest admins, ACM): the board frozen at the seal, the sealed submissions to reveal, medal counts',
        querystring: ScrollBoardQuerySchema,
        response: responses(ScrollBoardSchema),
      },
    },
    async (request) => {
      const { cid, removeStar, gold, silver, bronze } = request.query;
      const { contest, asker } = await seeableContest(deps.db, await store.contestRow(cid), viewerOf(request));
      requireContestAdmin(contest, asker);
      if (contest.type !== ContestType.ACM) throw fail(BoardMessage.scrollBoardAcmOnly);
      const entry = await boardOf(cid);
      const data = entry.board.scrollBoard({ removeStar: removeStar === true, medalCounts: { gold, silver, bronze } });
      const answer: ScrollBoardDto = {
        contest: {
          id: entry.contest.id,
          title: entry.contest.title,
          startTime: entry.contest.startTime.toISOString(),
          endTime: entry.contest.endTime.toISOString(),
          sealRankTime: entry.contest.sealRank ? (entry.contest.sealRankTime?.toISOString() ?? null) : null,
        },
        problems: entry.problems.map((problem) => ({ displayId: problem.displayId, displayTitle: problem.displayTitle, color: problem.color })),
        frozen: data.frozen,
        sealedSubmissions: data.sealedSubmissions.map((submission) => ({
          submitId: submission.submitId,
          uid: submission.uid,
          displayId: submission.displayId,
          status: submission.status,
          score: submission.score,
          time: submission.time,
        })),
        medals: data.medals,
      };
      return ok(answer);
    },
  );
};
