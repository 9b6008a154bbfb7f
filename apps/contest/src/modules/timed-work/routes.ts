import type { FastifyRequest } from 'fastify';
import { Type } from '@sinclair/typebox';
import {
  EndTimedWorkRequestSchema,
  StartTimedWorkRequestSchema,
  TIMED_WORK_LIST_PAGE_SIZE,
  TIMED_WORK_SUBMISSION_PAGE_SIZE,
  TidQuerySchema,
  TimedWorkInfoSchema,
  TimedWorkListQuerySchema,
  TimedWorkListSchema,
  TimedWorkProblemDetailQuerySchema,
  TimedWorkProblemDetailSchema,
  TimedWorkProblemSchema,
  TimedWorkRankSchema,
  TimedWorkSubmissionListQuerySchema,
  TimedWorkSubmissionListSchema,
} from '@oj/contracts';
import type { AuthUser, ModulePlugin } from '@oj/service-kit';
import { TOKEN_SECURITY, currentUser, envelopeResponses as responses, ok, fail, ServiceMessage } from '@oj/service-kit';
import { viewerFactsOf } from './facts.ts';
import { TimedWorkMessage } from '@oj/contracts';
import { listTimedWorks, seeableTimedWork } from './queries.ts';
import { timedWorkRank, timedWorkSubmissionList } from './rank.ts';
import type { TimedWorkDeps } from './use-cases.ts';
import {
  handInTimedWork,
  rankViewer,
  requireTimedWorkAdmin,
  startTimedWork,
  timedWorkInfo,
  timedWorkProblemDetail,
  timedWorkProblemList,
} from './use-cases.ts';

const base = { tags: ['timed-work'], security: TOKEN_SECURITY };
const NO_DATA = responses(Type.Null());

function userOf(request: FastifyRequest): AuthUser {
  const user = currentUser(request);
  // Unreachable behind `authenticate`.
  if (!user) throw fail(ServiceMessage.loginFirst);
  return user;
}

/**
 * The user side of timed homework under /api/homework (spec 02 §7 "Timed homework"), signed in
 * (spec 02 §6: its routes require sign-in). Register with `{ prefix: '/api', deps }`.
 */
export const timedWorkRoutes: ModulePlugin<TimedWorkDeps> = (app, { deps }) => {
  const { db } = deps;
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/homework/get-timed-work-list',
    {
      schema: {
        ...base,
        summary: 'Visible timed works: running, then scheduled, then ended',
        querystring: TimedWorkListQuerySchema,
        response: responses(TimedWorkListSchema),
      },
    },
    async (request) => ok(await listTimedWorks(db, request.query, TIMED_WORK_LIST_PAGE_SIZE, Date.now())),
  );

  app.get(
    '/homework/get-timed-work-info',
    {
      schema: {
        ...base,
        summary: 'A timed work with your record and what you may do (never its password)',
        querystring: TidQuerySchema,
        response: responses(TimedWorkInfoSchema),
      },
    },
    async (request) => ok(await timedWorkInfo(db, request.query.tid, userOf(request), Date.now())),
  );

  app.post(
    '/homework/start-timed-work',
    {
      schema: {
        ...base,
        summary: 'Start answering (with the password of a private work); once, inside the window',
        body: StartTimedWorkRequestSchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await startTimedWork(deps, request.body.tid, request.body.password ?? '', userOf(request), request.ip, Date.now());
      return ok(null, TimedWorkMessage.started);
    },
  );

  app.post(
    '/homework/end-timed-work',
    {
      schema: {
        ...base,
        summary: 'Hand in (irreversible): no more submissions, results and the rank unlocked',
        body: EndTimedWorkRequestSchema,
        response: NO_DATA,
      },
    },
    async (request) => {
      await handInTimedWork(deps, request.body.tid, userOf(request), Date.now());
      return ok(null);
    },
  );

  app.get(
    '/homework/get-timed-work-problem-list',
    {
      schema: {
        ...base,
        summary: 'The problems (after starting; admin roles always), with whether you submitted',
        querystring: TidQuerySchema,
        response: responses(Type.Array(TimedWorkProblemSchema)),
      },
    },
    async (request) => ok(await timedWorkProblemList(db, request.query.tid, userOf(request))),
  );

  app.get(
    '/homework/get-timed-work-problem-detail',
    {
      schema: {
        ...base,
        summary: 'A problem’s page by its display id; your status hidden (-5) while the work runs for you',
        querystring: TimedWorkProblemDetailQuerySchema,
        response: responses(TimedWorkProblemDetailSchema),
      },
    },
    async (request) => ok(await timedWorkProblemDetail(db, request.query.tid, request.query.displayId, userOf(request), Date.now())),
  );

  app.get(
    '/homework/get-timed-work-rank',
    {
      schema: {
        ...base,
        summary: 'The rank, after handing in or when your time ran out (admin roles always); running attempts hidden',
        querystring: TidQuerySchema,
        response: responses(TimedWorkRankSchema),
      },
    },
    async (request) => {
      const nowMs = Date.now();
      const { work, viewer } = await rankViewer(db, request.query.tid, userOf(request), nowMs);
      return ok(await timedWorkRank(db, work, viewer, nowMs));
    },
  );

  app.get(
    '/homework/get-timed-work-submission-list',
    {
      schema: {
        ...base,
        summary: 'Every submission of the timed work, newest first (admin roles: root, admin, problem admin)',
        querystring: TimedWorkSubmissionListQuerySchema,
        response: responses(TimedWorkSubmissionListSchema),
      },
    },
    async (request) => {
      const user = userOf(request);
      requireTimedWorkAdmin(user);
      const work = await seeableTimedWork(db, request.query.tid, viewerFactsOf(user));
      return ok(await timedWorkSubmissionList(db, work, request.query, TIMED_WORK_SUBMISSION_PAGE_SIZE));
    },
  );
  return Promise.resolve();
};
