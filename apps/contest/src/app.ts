import fp from 'fastify-plugin';
import { bucketOpener } from '@oj/service-kit';
import { acInfoModule } from './modules/ac-info/index.ts';
import { BoardAwareGateSync, Scoreboards, boardModule } from './modules/board/index.ts';
import { ContestGatePublisher } from './modules/contest-gate/index.ts';
import { contestAdminModule } from './modules/contest-admin/index.ts';
import { PasswordAttempts, contestModule, contestPasswordKey } from './modules/contest/index.ts';
import type { ContestPasswords } from './modules/contest/index.ts';
import { icpcApiModule } from './modules/icpc-api/index.ts';
import { pingRoutes } from './modules/ping/index.ts';
import { printModule } from './modules/print/index.ts';

/** Bucket-wide max age of the shared rate-limit bucket, the same as the other services give it. */
const RATE_BUCKET_TTL_MS = 60 * 60_000;

/** How long the start-up repair of the contest gate waits before trying again while NATS refuses. */
const GATE_REPAIR_RETRY_MS = 30_000;

/**
 * The contest service: contests (user side and back office), the contest gate, scoreboards (in
 * memory), print requests and AC info; trainings, tidan, timed work, ranks, lessons and home
 * widgets come with later issues. It
 * registers its routes under /api, so the gateway can host it as is.
 */
export const contestService = fp(
  async (app) => {
    // The scoreboards hear of every contest change through the gate's sync (board/gate-hook.ts).
    const boards = new Scoreboards(app);
    const gate = new BoardAwareGateSync(() => app.db, new ContestGatePublisher(() => app.js, app.natsNames), boards);
    const openBucket = bucketOpener();
    const passwords: ContestPasswords = {
      key: contestPasswordKey(app.config.jwt.secret),
      attempts: new PasswordAttempts(() => openBucket(app.js, app.natsNames.kv.rateLimits, RATE_BUCKET_TTL_MS)),
    };
    await app.register(pingRoutes, { prefix: '/api' });
    await app.register(contestModule, { prefix: '/api', gate, passwords });
    await app.register(contestAdminModule, { prefix: '/api', gate, passwords });
    await app.register(boardModule, { prefix: '/api', boards });
    await app.register(printModule, { prefix: '/api' });
    await app.register(acInfoModule, { prefix: '/api', boards });
    await app.register(icpcApiModule, { prefix: '/api', boards });

    // Every contest still taking submissions is published again at start, in the background: a
    // write lost between a commit and a crash is repaired, and a NATS outage only delays it.
    let retry: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closed = false;
    const repair = async (): Promise<void> => {
      try {
        const count = await gate.repairOpenContests();
        app.log.info({ contests: count }, 'contest gate repaired');
      } catch (error) {
        if (closed) return;
        app.log.warn({ err: error }, 'contest gate repair failed, retrying');
        retry = setTimeout(() => {
          running = repair();
        }, GATE_REPAIR_RETRY_MS);
        retry.unref();
      }
    };
    app.addHook('onReady', (done) => {
      running = repair();
      done();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(retry);
      await running;
    });
  },
  { name: 'contest-service', fastify: '5.x', encapsulate: true, dependencies: ['oj-auth', 'oj-database', 'oj-nats'] },
);
