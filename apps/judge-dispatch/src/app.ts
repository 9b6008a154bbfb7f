import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createDeps } from './deps.ts';
import type { Deps } from './deps.ts';
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
  onBackgroundReady?: (deps: Deps) => void;
  config?: unknown;
};

async function judgeDispatch(app: FastifyInstance, options: JudgeDispatchServiceOptions): Promise<void> {
  // The one dependencies object of the service's modules (STYLE.md "Module dependencies").
  const deps = createDeps(app, dispatchSettings(options));
  await app.register(pingRoutes, { prefix: '/api', deps });
  await app.register(submissionModule, { prefix: '/api', deps });
  await app.register(adminJudgeModule, { prefix: '/api', deps });
  await app.register(checkerCompileModule, { prefix: '/api', deps });
  await app.register(contestDownloadModule, { prefix: '/api', deps });
  await app.register(testJudgeModule, { prefix: '/api', deps });
  await app.register(judgingModule, { deps, onBackgroundReady: options.onBackgroundReady });
}

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
