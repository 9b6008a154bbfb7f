import { Type } from '@sinclair/typebox';
import { LiveMessage, LiveQuerySchema } from '@oj/contracts';
import { viewerOf } from '@oj/access';
import type { ModulePlugin } from '@oj/service-kit';
import { ERROR_RESPONSES, TOKEN_SECURITY, currentUser, revokedInThisProcess, fail, ServiceMessage } from '@oj/service-kit';
import type { LiveHub } from './hub.ts';
import type { LiveSettings } from './settings.ts';
import { LiveStream } from './stream.ts';
import { connectionTopics } from './topics.ts';

/** What the route needs from the module. */
export interface LiveRouteOptions {
  hub: LiveHub;
  settings: LiveSettings;
  /** True once the app is closing: new streams are refused. */
  closing: () => boolean;
  droppedEvent: () => void;
}

const RESPONSES = {
  200: {
    description:
      'Server-sent events: `event: ready` (the topics followed), `event: live` (data: a LiveEvent), `event: resync` ' +
      '(events were dropped: refetch), `event: end` (data: {reason}), and `: ping` comments as heartbeats',
    content: { 'text/event-stream': { schema: Type.String() } },
  },
  ...ERROR_RESPONSES,
} as const;

/** `GET /live`: the live channel's one route (register with `{ prefix: '/api' }`). */
export const liveRoutes: ModulePlugin<LiveRouteOptions> = async (app, { deps: options }) => {
  const { hub, settings } = options;
  app.get(
    '/live',
    {
      // A HEAD request would hold a stream open with no body to read.
      exposeHeadRoute: false,
      // Signed-in pages only: anonymous callers are refused before the query is read.
      onRequest: app.authenticate,
      schema: {
        tags: ['live'],
        summary: 'The live channel: verdicts, boards, announcements and unread counts as server-sent events',
        security: TOKEN_SECURITY,
        querystring: LiveQuerySchema,
        response: RESPONSES,
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      if (!user) throw fail(ServiceMessage.loginFirst);
      const topics = connectionTopics(request.query.topics, user.uid, settings.maxTopicsPerConnection);
      if (options.closing()) throw fail(ServiceMessage.unavailable);
      if (hub.connectionsOf(user.uid) >= settings.maxConnectionsPerUser) throw fail(LiveMessage.tooManyConnections);
      // A stream never outlives its token: the client reconnects with the one it holds by then.
      const lifetimeMs = Math.max(1_000, Math.min(settings.maxStreamMs, user.exp * 1000 - Date.now()));
      const stream = new LiveStream({
        claims: user,
        isAdmin: viewerOf(user).isAdmin,
        raw: reply.raw,
        timings: { heartbeatMs: settings.heartbeatMs, retryMs: settings.retryMs, lifetimeMs },
        onClose: (closed) => {
          hub.detach(closed);
        },
        onDrop: options.droppedEvent,
      });
      await hub.attach(stream, topics);
      // Revoked while the subscriptions were set up: the revocation found no stream to end then.
      if (revokedInThisProcess(app, user)) {
        stream.end('expired');
        hub.detach(stream);
        throw fail(ServiceMessage.loginFirst);
      }
      if (stream.closed) {
        hub.detach(stream);
        // The client left while the subscriptions were set up; otherwise the app began to close.
        if (reply.raw.destroyed) return reply.hijack();
        throw fail(ServiceMessage.unavailable);
      }
      reply.hijack();
      stream.start(reply.getHeaders(), { topics });
      return reply;
    },
  );
};
