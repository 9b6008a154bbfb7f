import fp from 'fastify-plugin';
import type { DispatchContext } from '../../context.ts';
import { DispatchBackground } from './background.ts';

export interface JudgingModuleOptions {
  ctx: DispatchContext;
  /** Called once the results consumer reads and the outbox relay publishes (tests wait for it). */
  onBackgroundReady?: ((ctx: DispatchContext) => void) | undefined;
}

/**
 * Judging, the work besides answering calls: the results consumer, the sweep for lost jobs and the
 * outbox relay, started when the service is ready and stopped before it closes. Not encapsulated
 * (fastify-plugin): its hooks belong to the service itself.
 */
export const judgingModule = fp<JudgingModuleOptions>((app, { ctx, onBackgroundReady }, done) => {
  const { consumeResults, relayOutbox } = ctx.settings;
  const background = consumeResults ? new DispatchBackground(ctx) : null;
  // Ready once results are read and the relay publishes (requests then get their events out at once).
  if (background) void Promise.all([background.ready, relayOutbox ? ctx.outbox.ready : null]).then(() => onBackgroundReady?.(ctx));
  app.addHook('onReady', () => {
    if (relayOutbox) ctx.outbox.start();
    background?.start();
    return Promise.resolve();
  });
  // preClose runs before any onClose, so the message in hand settles while NATS is still connected;
  // the relay stops last, after publishing what the consumer's last results recorded.
  app.addHook('preClose', async () => {
    await background?.stop();
    if (relayOutbox) await ctx.outbox.stop();
  });
  done();
});
