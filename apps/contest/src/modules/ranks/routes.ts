import { RANK_LIST_PAGE_SIZE, RankListPageSchema, RankListQuerySchema } from '@oj/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ModulePlugin } from '@oj/service-kit';
import { envelopeResponses, languageOf, localiseEnvelope, ok, varyOnLanguage, fail, ServiceMessage } from '@oj/service-kit';
import { pagingOf } from '../../paging.ts';
import { PageBodies, acceptsGzip } from '../board/page-bodies.ts';
import type { PageBody } from '../board/page-bodies.ts';
import type { Deps } from '../../deps.ts';
import type { RankKeeper } from './keeper.ts';

/** What the ranks module needs: the instance's ranklists. */
export type RanksDeps = Pick<Deps, 'ranks'>;

/** Most rows one page may ask for. */
const MAX_PAGE_SIZE = 100;
/** How long a request waits for the first build of the lists (the database away at start) before a 503. */
const FIRST_BUILD_WAIT_MS = 20_000;

async function builtLists(ranks: RankKeeper): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => {
      resolve('late');
    }, FIRST_BUILD_WAIT_MS);
  });
  const outcome = await Promise.race([ranks.built.then(() => 'built' as const), late]);
  clearTimeout(timer);
  if (outcome === 'late') throw fail(ServiceMessage.unavailable);
}

function sendBody(request: FastifyRequest, reply: FastifyReply, body: PageBody): FastifyReply {
  varyOnLanguage(reply);
  reply.header('vary', `${String(reply.getHeader('vary'))}, Accept-Encoding`).type('application/json; charset=utf-8');
  if (!acceptsGzip(request.headers['accept-encoding'])) return reply.send(body.json);
  return reply.header('content-encoding', 'gzip').send(body.gzip);
}

/**
 * get-rank-list (spec 02 §7 "Rankings"): a page of the global ACM or OI ranklist, for anyone (guests
 * too). Served from the instance's lists in memory; identical requests between two changes of the
 * lists share one serialised answer (and its gzip form).
 */
export const rankRoutes: ModulePlugin<RanksDeps> = (app, { deps }) => {
  const bodies = new PageBodies();

  app.get(
    '/get-rank-list',
    {
      schema: {
        tags: ['rank'],
        summary: 'A page of the global ACM (solved desc, submissions asc) or OI (rank score desc) ranklist; search by username or nickname',
        querystring: RankListQuerySchema,
        response: envelopeResponses(RankListPageSchema),
      },
    },
    async (request, reply) => {
      await builtLists(deps.ranks);
      const query = request.query;
      const paging = pagingOf(query.currentPage, query.limit, RANK_LIST_PAGE_SIZE, MAX_PAGE_SIZE);
      const search = query.searchUser?.trim().toLowerCase() || null;
      const language = languageOf(request);
      const lists = deps.ranks.lists;
      const key = `${query.type}\n${paging.page}\n${paging.limit}\n${language}\n${search ?? ''}`;
      const body = bodies.get(lists.version, key, () =>
        JSON.stringify(localiseEnvelope(ok(lists.page(query.type, paging.offset, paging.limit, search)), language)),
      );
      return sendBody(request, reply, body);
    },
  );
  return Promise.resolve();
};
