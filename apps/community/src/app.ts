import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyPluginOptions } from 'fastify';
import { NOTICE_PUSH_INTERVAL_MS } from '@oj/contracts';
import { serviceDeps } from '@oj/service-kit';
import { OutboxRelay, ensureEventsStream } from '@oj/service-kit/events';
import type { Deps } from './deps.ts';
import { createKept } from './kept/index.ts';
import type { Kept } from './kept/index.ts';
import { keptFeed } from './kept/feed.ts';
import { announcementModule } from './modules/announcement/index.ts';
import { commentModule } from './modules/comment/index.ts';
import { COMMENT_STORE_LIMITS, CommentStore } from './modules/comment/memory/store.ts';
import { groupModule } from './modules/group/index.ts';
import { discussionModule } from './modules/discussion/index.ts';
import { messageModule } from './modules/message/index.ts';
import { NoticePusher, noticeModule } from './modules/notice/index.ts';
import { pingRoutes } from './modules/ping/index.ts';

/** The push interval: OJ_NOTICE_PUSH_INTERVAL_MS when set (a whole number of ms, 0 turns the timer off), else an hour. */
function noticePushIntervalMs(): number {
  const text = process.env.OJ_NOTICE_PUSH_INTERVAL_MS;
  if (text === undefined || text === '') return NOTICE_PUSH_INTERVAL_MS;
  const value = Number(text);
  if (!Number.isSafeInteger(value) || value < 0) throw new Error('OJ_NOTICE_PUSH_INTERVAL_MS must be a whole number of milliseconds');
  return value;
}

/**
 * The community service: the comment area (contest Q&A, later discussion comments) and the message
 * center's unread counts; groups, discussions, the other message calls and announcements come with
 * later issues. It registers its routes under /api, so the gateway can host it as is.
 */
/** What a host may give the service: its kept data (a test watches the events' effect on it). */
export type CommunityServiceOptions = FastifyPluginOptions & { kept?: Kept };

export const communityService = fp(
  async (app: FastifyInstance, options: CommunityServiceOptions) => {
    // The one dependencies object of the service's modules (STYLE.md "Module dependencies").
    const shared = serviceDeps(app);
    // The `unread changed` events of reminders and notices go through the outbox (message/unread-events.ts).
    const outbox = new OutboxRelay(app, {
      setUp: async () => {
        await ensureEventsStream(app.jsm, app.natsNames);
      },
    });
    // The hourly push of admin notices (OJ_NOTICE_PUSH_INTERVAL_MS shortens it for tests; 0: on demand only).
    const pusher = new NoticePusher({ ...shared, outbox }, noticePushIntervalMs());
    // Comment pages, discussions' access facts and the site config from memory, kept current by the
    // `comment changed`, `discussion changed` and `site config changed` events (kept/).
    const comments = new CommentStore({ db: () => shared.db, ...COMMENT_STORE_LIMITS });
    const kept = options.kept ?? createKept();
    const feed = keptFeed(shared.events, app.natsNames, comments, kept);
    const deps: Deps = { ...shared, pusher, outbox, comments, kept };
    await app.register(pingRoutes, { prefix: '/api', deps });
    await app.register(messageModule, { prefix: '/api', deps });
    await app.register(commentModule, { prefix: '/api', deps });
    await app.register(noticeModule, { prefix: '/api', deps });
    await app.register(announcementModule, { prefix: '/api', deps });
    await app.register(groupModule, { prefix: '/api', deps });
    await app.register(discussionModule, { prefix: '/api', deps });
    app.addHook('onReady', (done) => {
      outbox.start();
      pusher.start();
      feed.start();
      done();
    });
    // preClose: the relay publishes what waits while NATS and the database are up.
    app.addHook('preClose', async () => {
      await pusher.close();
      await feed.stop();
      await outbox.stop();
    });
  },
  { name: 'community-service', fastify: '5.x', encapsulate: true, dependencies: ['oj-auth', 'oj-database', 'oj-nats'] },
);
