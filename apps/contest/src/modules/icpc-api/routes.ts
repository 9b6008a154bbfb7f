import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { Type } from '@sinclair/typebox';
import type { TSchema } from '@sinclair/typebox';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ContestMessage, ICPC_ENDPOINT_SCHEMAS, IcpcAccessSchema, IcpcApiMessage, IcpcScoreboardSchema } from '@oj/contracts';
import type { IcpcEndpointType } from '@oj/contracts';
import type { ContestRow } from '@oj/db';
import { ERROR_RESPONSES, fail } from '@oj/service-kit';
import { seeableContest } from '../board/access.ts';
import type { ContestViewer } from '../contest/rules.ts';
import { viewerOf } from '../contest/schemas.ts';
import { icpcAccess, icpcViewOf, needsRegistration, requireEndpoint, requireIcpcView } from './access.ts';
import { readIcpcContest } from './data.ts';
import type { IcpcContestData } from './data.ts';
import { eventFeedText } from './event-feed.ts';
import { icpcLanguages } from './languages.ts';
import {
  icpcClarifications,
  icpcContest,
  icpcGroups,
  icpcJudgements,
  icpcOrganizations,
  icpcProblems,
  icpcState,
  icpcSubmissions,
  icpcTeams,
} from './mapping.ts';
import { icpcAwards, icpcScoreboard } from './scoreboard.ts';
import { JUDGEMENT_TYPES } from './verdicts.ts';

const Params = Type.Object({ id: Type.String({ pattern: '^[1-9][0-9]{0,9}$' }) });
const FeedQuery = Type.Object({
  since_token: Type.Optional(Type.String({ maxLength: 64 })),
  // The name of older versions (event ids, which this feed does not have): refused, not ignored.
  since_id: Type.Optional(Type.String({ maxLength: 64 })),
});
export const schemaBase = { tags: ['icpc-api'] };

interface Document {
  /** The endpoint type the client must be allowed to read; null: any client the contest's API answers. */
  type: IcpcEndpointType | null;
  schema: TSchema;
  build: (data: IcpcContestData) => unknown;
}

const list = (type: IcpcEndpointType, build: (data: IcpcContestData) => unknown): Document => ({
  type,
  schema: Type.Array(ICPC_ENDPOINT_SCHEMAS[type]),
  build,
});

/** The endpoints that answer one JSON document each, and how. */
const DOCUMENTS: Readonly<Record<string, Document>> = {
  '': { type: 'contest', schema: ICPC_ENDPOINT_SCHEMAS.contest, build: (data) => icpcContest(data.contest) },
  '/state': { type: 'state', schema: ICPC_ENDPOINT_SCHEMAS.state, build: icpcState },
  '/judgement-types': list('judgement-types', () => JUDGEMENT_TYPES),
  '/languages': list('languages', (data) => icpcLanguages(data.languages.values())),
  '/problems': list('problems', icpcProblems),
  '/groups': list('groups', icpcGroups),
  '/organizations': list('organizations', icpcOrganizations),
  '/teams': list('teams', icpcTeams),
  '/submissions': list('submissions', icpcSubmissions),
  '/judgements': list('judgements', icpcJudgements),
  '/clarifications': list('clarifications', icpcClarifications),
  '/awards': list('awards', icpcAwards),
  '/scoreboard': { type: null, schema: IcpcScoreboardSchema, build: icpcScoreboard },
};

/** Sends a body as JSON without the service's envelope (the API's own shapes). */
export function sendJson(reply: FastifyReply, body: unknown): FastifyReply {
  return reply.type('application/json; charset=utf-8').send(JSON.stringify(body));
}

/**
 * The ICPC CCS Contest API (2023-06) of one contest, read-only: GET /contests/{id}, its access
 * document and its endpoints, answered as plain JSON (no envelope), the event feed as NDJSON.
 * What each client may read is `access.ts`'s; refusals keep the service's envelope.
 */
export const icpcApiRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const store = deps.boards.store;

  /** The contest (404 when hidden from the viewer) and whether the viewer registered for it (when that decides). */
  const contestOf = async (request: FastifyRequest, id: string): Promise<{ contest: ContestRow; viewer: ContestViewer; registered: boolean }> => {
    const { contest, asker: viewer } = await seeableContest(deps.db, await store.contestRow(Number(id)), viewerOf(request));
    const registered = viewer !== null && needsRegistration(contest, viewer) ? await store.isRegistered(contest.id, viewer.uid) : false;
    return { contest, viewer, registered };
  };

  /** Everything the endpoint shows, once the viewer may read it (403 before any read otherwise). */
  const load = async (request: FastifyRequest, id: string, type: IcpcEndpointType | null): Promise<IcpcContestData> => {
    const { contest, viewer, registered } = await contestOf(request, id);
    const nowMs = Date.now();
    const view = requireIcpcView(contest, viewer, registered, nowMs);
    if (type !== null) requireEndpoint(view, type);
    const board = await store.board(contest.id);
    if (!board) throw fail(ContestMessage.contestNotExists);
    return readIcpcContest(deps.db, board.contest, board, view, nowMs);
  };

  for (const [suffix, document] of Object.entries(DOCUMENTS)) {
    app.get(
      `/contests/:id${suffix}`,
      {
        preHandler: app.authenticateOptional,
        schema: {
          ...schemaBase,
          summary: `ICPC contest API: ${suffix === '' ? 'contest' : suffix.slice(1)}`,
          params: Params,
          response: { 200: document.schema, ...ERROR_RESPONSES },
        },
      },
      async (request, reply) => sendJson(reply, document.build(await load(request, request.params.id, document.type))),
    );
  }

  app.get(
    '/contests/:id/access',
    {
      preHandler: app.authenticateOptional,
      schema: {
        ...schemaBase,
        summary: 'ICPC contest API: the endpoints and properties this client may read (none: an empty list)',
        params: Params,
        response: { 200: IcpcAccessSchema, ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const { contest, viewer, registered } = await contestOf(request, request.params.id);
      return sendJson(reply, icpcAccess(icpcViewOf(contest, viewer, registered, Date.now())));
    },
  );

  app.get(
    '/contests/:id/event-feed',
    {
      preHandler: app.authenticateOptional,
      schema: {
        ...schemaBase,
        summary: 'ICPC contest API: the event feed (NDJSON, a snapshot that ends; since_token resumes after a token of an unchanged feed, else 400)',
        params: Params,
        querystring: FeedQuery,
      },
    },
    async (request, reply) => {
      if (request.query.since_id !== undefined) throw fail(IcpcApiMessage.sinceIdUnsupported);
      const data = await load(request, request.params.id, null);
      return reply.type('application/x-ndjson; charset=utf-8').send(eventFeedText(data, request.query.since_token));
    },
  );
};
