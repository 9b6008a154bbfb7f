import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { Type } from '@sinclair/typebox';
import {
  CheckPrintRequestSchema,
  ContestItemIdQuerySchema,
  ContestPagedQuerySchema,
  contestPageOf,
  ContestPrintSchema,
  PRINT_LIST_PAGE_SIZE,
  PrintMessage,
  SubmitPrintRequestSchema,
} from '@oj/contracts';
import { ERROR_RESPONSES, fail, ok } from '@oj/service-kit';
import { pagingOf } from '../../paging.ts';
import { requireContestAdmin, seeableContest } from '../board/access.ts';
import { findContest } from '../contest/queries/contests.ts';
import { NO_DATA, base, responses, viewerOf } from '../contest/schemas.ts';
import { findPrint, printPage } from './queries.ts';
import { markPrinted, submitPrint } from './use-cases.ts';

/** Print requests (spec 02 §2 "Print", §7): sent by contestants, listed, marked and downloaded by the contest's admins. */
export const printRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);

  /** The contest, once the viewer is one of its admins. */
  const adminContest = async (cid: number, request: Parameters<typeof viewerOf>[0]) => {
    const { contest, asker } = await seeableContest(deps.db, await findContest(deps.db, cid), viewerOf(request));
    requireContestAdmin(contest, asker);
    return contest;
  };

  app.post(
    '/submit-print-text',
    {
      schema: {
        ...base,
        summary: 'Send text to be printed (contests with openPrint, while running; at least 50 characters; a few per 5 minutes)',
        body: SubmitPrintRequestSchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await submitPrint(deps, request.body.cid, request.body.content, request.user);
      return ok(null, PrintMessage.submitted);
    },
  );

  app.get(
    '/get-contest-print',
    {
      schema: {
        ...base,
        summary: 'The contest’s print requests, newest first, 15 a page (contest admins)',
        querystring: ContestPagedQuerySchema,
        response: responses(contestPageOf(ContestPrintSchema)),
      },
    },
    async (request) => {
      const contest = await adminContest(request.query.cid, request);
      return ok(await printPage(deps.db, contest.id, pagingOf(request.query.currentPage, request.query.limit, PRINT_LIST_PAGE_SIZE)));
    },
  );

  app.put(
    '/check-contest-print-status',
    { schema: { ...base, summary: 'Mark a print request printed (status 1; contest admins)', body: CheckPrintRequestSchema, response: NO_DATA } },
    async (request) => {
      const contest = await adminContest(request.body.cid, request);
      await markPrinted(deps, contest.id, request.body.id);
      return ok(null, PrintMessage.updated);
    },
  );

  app.get(
    '/file/download-contest-print-text',
    {
      schema: {
        ...base,
        summary: 'A print request’s text as a file (contest admins)',
        querystring: ContestItemIdQuerySchema,
        produces: ['text/plain'],
        response: { 200: Type.String(), ...ERROR_RESPONSES },
      },
    },
    async (request, reply) => {
      const print = await findPrint(deps.db, request.query.id);
      if (!print) throw fail(PrintMessage.notFound);
      await adminContest(print.cid, request);
      return reply
        .header('content-type', 'text/plain; charset=utf-8')
        .header('content-disposition', `attachment; filename="contest_${print.cid}_print_${print.id}.txt"`)
        .header('cache-control', 'no-store')
        .send(print.content);
    },
  );
};
