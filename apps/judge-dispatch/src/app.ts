import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { DispatchBackground } from './background.ts';
import { createDispatchContext } from './context.ts';
import type { DispatchContext } from './context.ts';
import { dispatchSettings } from './options.ts';
import type { JudgeDispatchOptions } from './options.ts';
import { adminJudgeRoutes } from './routes/admin.ts';
import { pingRoutes } from './routes/ping.ts';
import { resubmitRoutes } from './routes/resubmit.ts';
import { shareRoutes } from './routes/share.ts';
import { submissionRoutes } from './routes/submissions.ts';
import { submitRoutes } from './routes/submit.ts';
import { testJudgeRoutes } from './routes/test-judge.ts';

/** Options of the service plugin: the timings, plus whatever the host passes along (its config). */
export type JudgeDispatchServiceOptions = JudgeDispatchOptions & {
  /** Called once the results consumer reads and the outbox relay publishes (tests wait for it). */
  onBackgroundReady?: (ctx: DispatchContext) => void;
  config?: unknown;
};

const judgeDispatch: FastifyPluginAsync<JudgeDispatchServiceOptions> = async (app, options) => {
  const ctx = createDispatchContext(app, dispatchSettings(options));
  await app.register(
    async (api) => {
      await api.register(pingRoutes);
      await api.register(submissionRoutes);
      await api.register(adminJudgeRoutes, { ctx });
      await api.register(async (signedIn) => {
        signedIn.addHook('preHandler', signedIn.authenticate);
        await signedIn.register(submitRoutes, { ctx });
        await signedIn.register(testJudgeRoutes, { ctx });
        await signedIn.register(shareRoutes);
        await signedIn.register(resubmitRoutes);
      });
    },
    { prefix: '/api' },
  );

  const { consumeResults, relayOutbox } = ctx.settings;
  const background = consumeResults ? new DispatchBackground(ctx) : null;
  // Ready once results are read and the relay publishes (requests then get their events out at once).
  if (background) void Promise.all([background.ready, relayOutbox ? ctx.outbox.ready : null]).then(() => options.onBackgroundReady?.(ctx));
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
};

/**
 * The judge-dispatch service (spec 01 §2-§8, Submissions): submit, test judge, the status list,
 * details and case results, sharing, and the super admin's rejudge, manual and cancel judge; in the
 * background, the durable results consumer, the sweep for lost jobs and the outbox relay. Routes
 * live under /api, so the gateway can host the plugin as is.
 */
export const judgeDispatchService = fp(judgeDispatch, {
  name: 'judge-dispatch-service',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['oj-auth', 'oj-database', 'oj-nats'],
});
