import fp from 'fastify-plugin';
import type { Deps } from '../../deps.ts';
import { openJudgeNodesBucket } from '@oj/judge-queue';
import { DispatchBackground } from './background.ts';
import { registerQueueMetrics } from './queue-metrics.ts';

export interface JudgingModuleOptions {
  deps: Deps;
  /** Called once the results consumer reads and the outbox relay publishes (tests wait for it). */
  onBackgroundReady?: ((deps: Deps) => void) | undefined;
}

/**
 * Judging, the work besides answering calls: the results consumer, the sweep for lost jobs, the
 * retries of this instance's failed dispatches and the outbox relay, started when the service is
 * ready and stopped before it closes. Not encapsulated (fastify-plugin): its hooks belong to the
 * service itself.
 */
export const judgingModule = fp<JudgingModuleOptions>(async (app, { deps, onBackgroundReady }) => {
  const { consumeResults, relayOutbox } = deps.settings;
  const background = consumeResults ? new DispatchBackground(deps) : null;
  // Queue depth, judge nodes and event lag on /metrics (read from JetStream at each scrape).
  if (app.hasDecorator('metrics')) {
    registerQueueMetrics(app.metrics, { jsm: deps.jsm, judgeNodes: () => openJudgeNodesBucket(deps.js(), deps.natsNames), names: deps.natsNames });
  }
  // Ready once results are read and the relay publishes (requests then get their events out at once).
  if (background) void Promise.all([background.ready, relayOutbox ? deps.outbox.ready : null]).then(() => onBackgroundReady?.(deps));
  app.addHook('onReady', () => {
    if (relayOutbox) deps.outbox.start();
    background?.start();
    // Every instance that takes submissions retries its own failed dispatches, results consumer or not.
    deps.dispatchRetries.start();
    return Promise.resolve();
  });
  // preClose runs before any onClose, so the message in hand settles while NATS is still connected;
  // the relay stops last, after publishing what the consumer's last results recorded.
  app.addHook('preClose', async () => {
    await deps.dispatchRetries.stop();
    await background?.stop();
    if (relayOutbox) await deps.outbox.stop();
  });
});
