import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import { createDispatchContext } from './context.ts';
import type { DispatchContext } from './context.ts';
import { adminJudgeModule } from './modules/admin-judge/index.ts';
import { checkerCompileModule } from './modules/checker-compile/index.ts';
import { contestDownloadModule } from './modules/contest-download/index.ts';
import { judgingModule } from './modules/judging/index.ts';
import { pingRoutes } from './modules/ping/index.ts';
import { submissionModule } from './modules/submission/index.ts';
import { testJudgeModule } from './modules/test-judge/index.ts';
import { dispatchSettings } from './options.ts';
import type { JudgeDispatchOptions } from './options.ts';

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
      await api.register(submissionModule, { ctx });
      await api.register(adminJudgeModule, { ctx });
      await api.register(checkerCompileModule, { ctx });
      await api.register(contestDownloadModule);
      await api.register(testJudgeModule, { ctx });
    },
    { prefix: '/api' },
  );
  await app.register(judgingModule, { ctx, onBackgroundReady: options.onBackgroundReady });
};

/**
 * The judge-dispatch service (spec 01 §2-§8, Submissions): submit, test judge, the status list,
 * details and case results, sharing, and the super admin's rejudge, manual and cancel judge; in the
 * background, the durable results consumer, the sweep for lost jobs and the outbox relay. Routes
 * live under /api, so the gateway can host the plugin as is. One module per domain under
 * src/modules (docs/architecture.md, "Module shape").
 */
export const judgeDispatchService = fp(judgeDispatch, {
  name: 'judge-dispatch-service',
  fastify: '5.x',
  encapsulate: true,
  dependencies: ['oj-auth', 'oj-database', 'oj-nats'],
});
