import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import type { FastifyRequest } from 'fastify';
import {
  AC_INFO_PAGE_SIZE,
  AcInfoMessage,
  CheckAcInfoRequestSchema,
  ContestAcInfoSchema,
  ContestMessage,
  ContestPagedQuerySchema,
  contestPageOf,
  ContestType,
} from '@oj/contracts';
import { fail, ok } from '@oj/service-kit';
import { isContestAcceptedSubmission } from '@oj/db/reads';
import { pagingOf } from '../../paging.ts';
import { requireContestAdmin, seeableContest } from '../board/access.ts';
import type { BoardEntry } from '../board/entry.ts';
import { NO_DATA, base, responses, viewerOf } from '../contest/schemas.ts';
import { acInfoPage, setAcChecked } from './queries.ts';

/** The AC info (spec 02 §2 "AC info", §7): the contest admins' list of accepted submissions, for balloons. */
export const acInfoRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  const store = deps.boards.store;
  app.addHook('preHandler', app.authenticate);

  /** The contest's board, once the viewer is one of its admins and the contest is ACM. */
  const adminBoard = async (cid: number, request: FastifyRequest): Promise<BoardEntry> => {
    const { contest, asker } = await seeableContest(deps.db, await store.contestRow(cid), viewerOf(request));
    requireContestAdmin(contest, asker);
    if (contest.type !== ContestType.ACM) throw fail(AcInfoMessage.acmOnly);
    const entry = await store.board(cid);
    if (!entry) throw fail(ContestMessage.contestNotExists);
    return entry;
  };

  app.get(
    '/get-contest-ac-info',
    {
      schema: {
        ...base,
        summary: 'Accepted submissions of the contest, newest first, 20 a page, with first blood and the check mark (contest admins, ACM)',
        querystring: ContestPagedQuerySchema,
        response: responses(contestPageOf(ContestAcInfoSchema)),
      },
    },
    async (request) => {
      const entry = await adminBoard(request.query.cid, request);
      return ok(await acInfoPage(deps.db, entry, pagingOf(request.query.currentPage, request.query.limit, AC_INFO_PAGE_SIZE)));
    },
  );

  app.put(
    '/check-contest-ac-info',
    {
      schema: {
        ...base,
        summary: 'Check or uncheck an accepted submission (id = submitId; contest admins, ACM)',
        body: CheckAcInfoRequestSchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      const { id, cid, checked } = request.body;
      await adminBoard(cid, request);
      if (!(await isContestAcceptedSubmission(app.db, cid, id))) throw fail(AcInfoMessage.notAccepted);
      await setAcChecked(deps.db, cid, id, checked);
      return ok(null, AcInfoMessage.updated);
    },
  );
};
