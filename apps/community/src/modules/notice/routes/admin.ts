import { Type } from '@sinclair/typebox';
import {
  AdminNoticeFormSchema,
  AdminNoticeIdQuerySchema,
  AdminNoticeListQuerySchema,
  AdminNoticePageSchema,
  AdminNoticeUpdateSchema,
  NOTICE_LIMITS,
  NoticePushResultSchema,
  Role,
} from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { TOKEN_SECURITY, envelopeResponses, ok } from '@oj/service-kit';
import { NoticeMessage } from '@oj/contracts';
import { noticePage } from '../queries.ts';
import { createNotice, deleteNotice, updateNotice } from '../use-cases.ts';
import type { NoticeDeps } from './deps.ts';
import { pageOf } from './deps.ts';

const base = { tags: ['admin-notice'], security: TOKEN_SECURITY };

/** The back office's notices (spec 03 §2.19 "notice", §7 admin msg/notice): the super admin's. */
export const adminNoticeRoutes: ModulePlugin<NoticeDeps> = (app, { deps }) => {
  app.addHook('preHandler', app.requireRoles(Role.SuperAdmin));

  app.get(
    '/admin/msg/notice',
    {
      schema: {
        ...base,
        summary: 'Admin notices, newest first (keyword searches the title)',
        querystring: AdminNoticeListQuerySchema,
        response: envelopeResponses(AdminNoticePageSchema),
      },
    },
    async (request) =>
      ok(await noticePage(deps.db, pageOf(request.query.currentPage, request.query.limit, NOTICE_LIMITS.adminPageSize), request.query.keyword?.trim() || null)),
  );

  app.post(
    '/admin/msg/notice',
    {
      schema: {
        ...base,
        summary: 'Write a notice for all users, a designated user (by username) or the admins; the hourly push delivers it',
        body: AdminNoticeFormSchema,
        response: envelopeResponses(Type.Object({ id: Type.Integer() })),
      },
    },
    async (request) => ok({ id: await createNotice(deps, request.body, request.user.uid) }, NoticeMessage.created),
  );

  app.put(
    '/admin/msg/notice',
    {
      schema: {
        ...base,
        summary: 'Change a notice (its recipients only before it is pushed)',
        body: AdminNoticeUpdateSchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      await updateNotice(deps, request.body);
      return ok(null, NoticeMessage.updated);
    },
  );

  app.delete(
    '/admin/msg/notice',
    {
      schema: {
        ...base,
        summary: 'Delete a notice and the messages it became',
        querystring: AdminNoticeIdQuerySchema,
        response: envelopeResponses(Type.Null()),
      },
    },
    async (request) => {
      await deleteNotice(deps, request.query.id);
      return ok(null, NoticeMessage.deleted);
    },
  );

  app.post(
    '/admin/msg/notice/push',
    {
      schema: {
        ...base,
        summary: 'Push the unpushed notices now, instead of at the next hourly run',
        response: envelopeResponses(NoticePushResultSchema),
      },
    },
    async () => ok(await deps.pusher.pushNow(), NoticeMessage.pushed),
  );
  return Promise.resolve();
};
