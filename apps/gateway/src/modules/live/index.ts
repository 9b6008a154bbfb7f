import type { FastifyPluginCallbackTypebox } from '@fastify/type-provider-typebox';
import type { NatsConnection } from '@nats-io/transport-node';
import { LIVE_CHANNEL } from '@oj/contracts';
import { registerLiveMetrics } from '@oj/service-kit';
import { LiveHub } from './hub.ts';
import { endRevokedStreams } from './revocations.ts';
import { liveRoutes } from './routes.ts';
import type { LiveSettings } from './routes.ts';
import { VerdictRouter } from './verdicts.ts';

export type { LiveSettings } from './routes.ts';

/** Options of `liveModule`; each defaults to its `LIVE_CHANNEL` value. */
export type LiveModuleOptions = Partial<LiveSettings>;

/**
 * Sends `resync` to every stream after NATS reconnects: topic pushes (core NATS) published meanwhile
 * were lost. Verdicts come from the events stream and are not lost, but a page refetches anyway.
 */
async function resyncAfterReconnects(nats: NatsConnection, hub: LiveHub): Promise<void> {
  for await (const status of nats.status()) {
    if (status.type === 'reconnect') for (const listener of hub.all()) listener.resync();
  }
}

/**
 * The live channel (docs/architecture.md, "The live channel"): `GET /api/live`, one server-sent-events
 * stream per signed-in page, fed by core NATS subscriptions on its topics (shared by every stream of
 * the process) and by `submission judged` events routed to their owners. Register with `{ prefix: '/api' }`.
 */
export const liveModule: FastifyPluginCallbackTypebox<LiveModuleOptions> = (app, options, done) => {
  const settings: LiveSettings = {
    maxTopicsPerConnection: options.maxTopicsPerConnection ?? LIVE_CHANNEL.maxTopicsPerConnection,
    maxConnectionsPerUser: options.maxConnectionsPerUser ?? LIVE_CHANNEL.maxConnectionsPerUser,
    heartbeatMs: options.heartbeatMs ?? LIVE_CHANNEL.heartbeatMs,
    retryMs: options.retryMs ?? LIVE_CHANNEL.retryMs,
    maxStreamMs: options.maxStreamMs ?? LIVE_CHANNEL.maxStreamMs,
  };
  const hub = new LiveHub({ nats: () => app.nats, names: app.natsNames, log: app.log });
  const verdicts = new VerdictRouter(app, hub);
  const { droppedEvent } = registerLiveMetrics(app.metrics, () => ({ connections: hub.connectionCount, subscriptions: hub.subscriptionCount }));
  const stop = new AbortController();
  let closing = false;

  app.addHook('onReady', () => {
    // Not awaited: the gateway starts while NATS is unreachable, and routes verdicts once it is reached.
    verdicts.start();
    app.waitForNats(stop.signal).then(
      (nats) => {
        void resyncAfterReconnects(nats, hub);
        void endRevokedStreams(app, hub, stop.signal);
      },
      () => undefined,
    );
    return Promise.resolve();
  });
  // Before the server waits for open requests to end, and while NATS is still up.
  app.addHook('preClose', async () => {
    closing = true;
    stop.abort();
    for (const listener of hub.all()) listener.end('shutdown');
    await verdicts.stop();
  });

  void app.register(liveRoutes, { hub, settings, closing: () => closing, droppedEvent });
  done();
};
