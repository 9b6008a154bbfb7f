import type { ModulePlugin } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import type { NatsConnection } from '@nats-io/transport-node';
import { registerLiveMetrics } from '@oj/service-kit';
import { LiveHub } from './hub.ts';
import { endRevokedStreams } from './revocations.ts';
import { liveRoutes } from './routes.ts';
import { UnreadRouter } from './unread.ts';
import { VerdictRouter } from './verdicts.ts';

export type { LiveModuleOptions, LiveSettings } from './settings.ts';

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
 * the process), by `submission judged` events routed to their owners and by `unread changed` events
 * routed to their recipients. Register with `{ prefix: '/api', deps }` (its settings: `deps.live`).
 */
export const liveModule: ModulePlugin<Deps> = async (app, { deps }) => {
  const settings = deps.live;
  const hub = new LiveHub({ nats: deps.nats, names: deps.natsNames, log: deps.log });
  const verdicts = new VerdictRouter(deps, hub);
  const unread = new UnreadRouter(deps, hub);
  const { droppedEvent } = registerLiveMetrics(app.metrics, () => ({ connections: hub.connectionCount, subscriptions: hub.subscriptionCount }));
  const stop = new AbortController();
  let closing = false;
  const revocations = { log: deps.log, watch: deps.revocations.watch };

  app.addHook('onReady', () => {
    // Not awaited: the gateway starts while NATS is unreachable, and routes verdicts once it is reached.
    verdicts.start();
    unread.start();
    app.waitForNats(stop.signal).then(
      (nats) => {
        void resyncAfterReconnects(nats, hub);
        void endRevokedStreams(revocations, hub, stop.signal);
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
    await unread.stop();
  });

  await app.register(liveRoutes, { deps: { hub, settings, closing: () => closing, droppedEvent } });
};
