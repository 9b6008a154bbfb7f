import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import {
  MessageCleanQuerySchema,
  MessageCleanResultSchema,
  MessagePageQuerySchema,
  NoticeMessage,
  RemindMessagePageSchema,
  SysMessagePageSchema,
  UnreadMessageCountSchema,
} from '@oj/contracts';
import { TOKEN_SECURITY, envelopeResponses, ok } from '@oj/service-kit';
import { unreadCounts } from '@oj/db/reads';
import { cleanMessages, listNotices, listReminders } from './use-cases.ts';

const base = { tags: ['message'], security: TOKEN_SECURITY };
const MARKS = 'the page’s unread ones are marked read (the answer still shows them unread)';

/** The message center of the signed-in user (spec 03 §2.16, §7 "Messages"). */
export const messageRoutes: ModulePlugin<Deps> = async (app, { deps }) => {
  app.addHook('preHandler', app.authenticate);

  app.get(
    '/msg/unread',
    { schema: { ...base, summary: 'Your unread comments, replies, likes, system and own notices', response: envelopeResponses(UnreadMessageCountSchema) } },
    async (request) => ok(await unreadCounts(deps.db, request.user.uid)),
  );

  const reminderTabs = [
    ['/msg/comment', 'Discuss', 'Comments on your discussions and contest posts'],
    ['/msg/reply', 'Reply', 'Replies to your comments and replies'],
    ['/msg/like', 'Like', 'Likes of your comments and posts'],
  ] as const;
  for (const [url, type, what] of reminderTabs) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: `${what}, newest first, 6 a page; ${MARKS}`,
          querystring: MessagePageQuerySchema,
          response: envelopeResponses(RemindMessagePageSchema),
        },
      },
      async (request) => ok(await listReminders(deps, request.user.uid, type, request.query)),
    );
  }

  const noticeTabs = [
    ['/msg/sys', 'Sys', 'System notices (to all users or the admins)'],
    ['/msg/mine', 'Mine', 'Notices addressed to you personally'],
  ] as const;
  for (const [url, type, what] of noticeTabs) {
    app.get(
      url,
      {
        schema: {
          ...base,
          summary: `${what}, newest first, 8 a page; ${MARKS}`,
          querystring: MessagePageQuerySchema,
          response: envelopeResponses(SysMessagePageSchema),
        },
      },
      async (request) => ok(await listNotices(deps, request.user.uid, type, request.query)),
    );
  }

  app.delete(
    '/msg/clean',
    {
      schema: {
        ...base,
        summary: 'Delete one of your messages of a tab (id), or all of that tab',
        querystring: MessageCleanQuerySchema,
        response: envelopeResponses(MessageCleanResultSchema),
      },
    },
    async (request) => ok(await cleanMessages(deps, request.user.uid, request.query), NoticeMessage.messagesCleaned),
  );
};
