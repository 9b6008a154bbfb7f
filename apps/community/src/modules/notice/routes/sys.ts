import { NOTICE_LIMITS, SysMessagePageSchema, SysMessageQuerySchema } from '@oj/contracts';
import type { ModulePlugin } from '@oj/service-kit';
import { TOKEN_SECURITY, envelopeResponses, ok } from '@oj/service-kit';
import { markSysRead, sysMessagePage } from '../queries.ts';
import { pushUnreadCounts } from '../unread-push.ts';
import type { NoticeDeps } from './deps.ts';
import { pageOf } from './deps.ts';

/** The System tab of the message center (spec 03 §2.16, §7 msg/sys): the notices pushed to the caller. */
export const sysMessageRoutes: ModulePlugin<NoticeDeps> = (app, { deps }) => {
  app.get(
    '/msg/sys',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['message'],
        security: TOKEN_SECURITY,
        summary: 'Your system messages, newest first, 8 a page; the page’s unread ones are marked read (its answer still shows them unread)',
        querystring: SysMessageQuerySchema,
        response: envelopeResponses(SysMessagePageSchema),
      },
    },
    async (request) => {
      const uid = request.user.uid;
      const page = await sysMessagePage(deps.db, uid, pageOf(request.query.currentPage, request.query.limit, NOTICE_LIMITS.sysPageSize));
      const unread = page.records.filter((record) => record.state === 0).map((record) => record.id);
      if (await markSysRead(deps.db, uid, unread)) await pushUnreadCounts(deps, [uid]);
      return ok(page);
    },
  );
  return Promise.resolve();
};
