import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { NotFoundError } from '@oj/service-kit';
import { seeableContest } from '../board/access.ts';
import type { Scoreboards } from '../board/scoreboards.ts';
import { ContestMessage } from '../contest/messages.ts';
import { viewerOf } from '../contest/schemas.ts';
import { checkIcpcAccess } from './access.ts';
import { readIcpcContest } from './data.ts';
import type { IcpcContestData } from './data.ts';
import { eventFeedText } from './event-feed.ts';
import { icpcLanguages } from './languages.ts';
import { icpcClarifications, icpcContest, icpcJudgements, icpcOrganizations, icpcProblems, icpcState, icpcSubmissions, icpcTeams } from './mapping.ts';
import { icpcAwards, icpcScoreboard } from './scoreboard.ts';
import { JUDGEMENT_TYPES } from './verdicts.ts';

const Params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
const FeedQuery = Type.Object({ since_token: Type.Optional(Type.String({ maxLength: 20 })) });
const schemaBase = { tags: ['icpc-api'] };

/** The endpoints that answer one JSON document each, and how. */
const DOCUMENTS: Readonly<Record<string, (data: IcpcContestData) => unknown>> = {
  '': icpcContest,
  '/state': icpcState,
  '/judgement-types': () => JUDGEMENT_TYPES,
  '/languages': (data) => icpcLanguages(data.languages.values()),
  '/problems': icpcProblems,
  '/teams': icpcTeams,
  '/organizations': icpcOrganizations,
  '/submissions': icpcSubmissions,
  '/judgements': icpcJudgements,
  // Test-case results are not published to the contest service: no runs.
  '/runs': () => [],
  '/clarifications': icpcClarifications,
  '/awards': icpcAwards,
  '/scoreboard': icpcScoreboard,
};

/**
 * The ICPC CCS Contest API (2023-06), read-only: GET /contests/{id} and its endpoints, answered as
 * plain JSON (no envelope), the event feed as NDJSON. Errors keep the service's envelope.
 */
export const icpcApiRoutes: FastifyPluginCallbackTypebox<{ boards: Scoreboards }> = (app, options, done) => {
  const store = options.boards.store;
  const load = async (request: FastifyRequest, id: string): Promise<IcpcContestData> => {
    const cid = Number(id);
    const viewer = viewerOf(request);
    const contest = seeableContest(await store.contestRow(cid), viewer);
    const nowMs = Date.now();
    checkIcpcAccess(contest, viewer, nowMs);
    const board = await store.board(cid);
    if (!board) throw new NotFoundError(ContestMessage.contestNotExists);
    return readIcpcContest(app.db, board.contest, board, nowMs);
  };
  const sendJson = (reply: FastifyReply, body: unknown): FastifyReply => reply.type('application/json; charset=utf-8').send(JSON.stringify(body));

  for (const [suffix, build] of Object.entries(DOCUMENTS)) {
    app.get(
      `/contests/:id${suffix}`,
      { preHandler: app.authenticateOptional, schema: { ...schemaBase, summary: `ICPC contest API: ${suffix === '' ? 'contest' : suffix.slice(1)}`, params: Params } },
      async (request, reply) => sendJson(reply, build(await load(request, request.params.id))),
    );
  }

  app.get(
    '/contests/:id/event-feed',
    {
      preHandler: app.authenticateOptional,
      schema: { ...schemaBase, summary: 'ICPC contest API: the event feed (NDJSON, a snapshot that ends; since_token resumes after a token)', params: Params, querystring: FeedQuery },
    },
    async (request, reply) => {
      const data = await load(request, request.params.id);
      return reply.type('application/x-ndjson; charset=utf-8').send(eventFeedText(data, request.query.since_token));
    },
  );
  done();
};
