import fp from 'fastify-plugin';
import { bucketOpener, serviceDeps } from '@oj/service-kit';
import { OutboxRelay, ensureEventsStream } from '@oj/service-kit/events';
import type { Deps } from './deps.ts';
import { acInfoModule } from './modules/ac-info/index.ts';
import { Scoreboards, boardModule } from './modules/board/index.ts';
import { ContestGatePublisher, ContestGateSync, TimedWorkGate, openGateBucket } from './modules/contest-gate/index.ts';
import { contestAdminModule } from './modules/contest-admin/index.ts';
import { groupContestModule } from './modules/group-contest/index.ts';
import { DEFAULT_PASSWORD_ATTEMPT_LIMITS, PasswordAttempts, contestModule, contestPasswordKey } from './modules/contest/index.ts';
import type { ContestPasswords } from './modules/contest/index.ts';
import { homeModule } from './modules/home/index.ts';
import { icpcApiModule } from './modules/icpc-api/index.ts';
import { lessonAdminModule } from './modules/lesson-admin/index.ts';
import { lessonModule } from './modules/lesson/index.ts';
import { pingRoutes } from './modules/ping/index.ts';
import { printModule } from './modules/print/index.ts';
import { trainingModule } from './modules/training/index.ts';
import type { TrainingPasswords } from './modules/training/index.ts';
import { TrainingMessage } from '@oj/contracts';
import { trainingAdminModule } from './modules/training-admin/index.ts';
import { timedWorkAdminModule } from './modules/timed-work-admin/index.ts';
import { timedWorkModule } from './modules/timed-work/index.ts';
import { RankKeeper, ranksModule } from './modules/ranks/index.ts';
import { tidanAdminModule } from './modules/tidan-admin/index.ts';
import { tidanModule } from './modules/tidan/index.ts';

/** Bucket-wide max age of the shared rate-limit bucket, the same as the other services give it. */
const RATE_BUCKET_TTL_MS = 60 * 60_000;

/** How long the start-up repair of the contest gate waits before trying again while NATS refuses. */
const GATE_REPAIR_RETRY_MS = 30_000;

/** The gate entries under a KV filter (the start-up repair keeps those that exist). */
async function gateKeysOf(js: Parameters<typeof openGateBucket>[0], names: Parameters<typeof openGateBucket>[1], filter: string): Promise<Set<string>> {
  const keys = new Set<string>();
  for await (const key of await (await openGateBucket(js, names)).keys(filter)) keys.add(key);
  return keys;
}

/**
 * The contest service: contests (user side and back office), the contest gate, scoreboards (in
 * memory), print requests and AC info, trainings; tidan, timed work, ranks, lessons and home
 * widgets come with later issues. It
 * registers its routes under /api, so the gateway can host it as is.
 */
export const contestService = fp(
  async (app) => {
    // The contest gate's writes and the `contest changed` events go through the outbox; its relay
    // needs the events stream and the gate's bucket before it publishes.
    const relay = new OutboxRelay(app, {
      setUp: async () => {
        await ensureEventsStream(app.jsm, app.natsNames);
        await openGateBucket(app.js, app.natsNames);
      },
    });
    const shared = serviceDeps(app);
    // This instance's scoreboards take a change once it is committed; the other instances' read its event.
    const boards = new Scoreboards(shared);
    const gate = new ContestGateSync({
      db: () => shared.db,
      publisher: new ContestGatePublisher(app.natsNames),
      names: app.natsNames,
      flush: () => relay.flush(),
      gateKeys: (filter) => gateKeysOf(app.js, app.natsNames, filter),
      afterCommit: async (cid, deleted) => {
        if (deleted) boards.contestDeleted(cid);
        else await boards.contestChanged(cid);
      },
    });
    // Timed works write the same gate (kind timedWork, cid = id + 50000) through the same outbox.
    const timedWorkGate = new TimedWorkGate({
      db: () => shared.db,
      publisher: new ContestGatePublisher(app.natsNames),
      flush: () => relay.flush(),
      gateKeys: (filter) => gateKeysOf(app.js, app.natsNames, filter),
    });
    const openBucket = bucketOpener();
    const passwords: ContestPasswords = {
      key: contestPasswordKey(app.config.jwt.secret),
      attempts: new PasswordAttempts(() => openBucket(app.js, app.natsNames.kv.rateLimits, RATE_BUCKET_TTL_MS)),
    };
    // Trainings: private passwords stored and checked as contest passwords, with their own per-account budget.
    const trainingPasswords: TrainingPasswords = {
      key: passwords.key,
      attempts: new PasswordAttempts(() => openBucket(app.js, app.natsNames.kv.rateLimits, RATE_BUCKET_TTL_MS), DEFAULT_PASSWORD_ATTEMPT_LIMITS, {
        name: 'training',
        tooMany: TrainingMessage.tooManyPasswordGuesses,
      }),
    };
    // The global ranklists, in memory, kept by judged events (modules/ranks/keeper.ts).
    const ranks = new RankKeeper(shared.events, app.natsNames);
    // The one dependencies object of the service's modules (STYLE.md "Module dependencies").
    const deps: Deps = { ...shared, gate, timedWorkGate, boards, ranks, passwords, trainingPasswords };
    await app.register(pingRoutes, { prefix: '/api', deps });
    await app.register(contestModule, { prefix: '/api', deps });
    await app.register(contestAdminModule, { prefix: '/api', deps });
    await app.register(groupContestModule, { prefix: '/api', deps });
    await app.register(boardModule, { prefix: '/api', deps });
    await app.register(printModule, { prefix: '/api', deps });
    await app.register(acInfoModule, { prefix: '/api', deps });
    await app.register(icpcApiModule, { prefix: '/api', deps });
    await app.register(trainingModule, { prefix: '/api', deps });
    await app.register(trainingAdminModule, { prefix: '/api', deps });
    await app.register(timedWorkModule, { prefix: '/api', deps });
    await app.register(timedWorkAdminModule, { prefix: '/api', deps });
    await app.register(ranksModule, { prefix: '/api', deps });
    await app.register(homeModule, { prefix: '/api', deps });
    await app.register(lessonModule, { prefix: '/api', deps });
    await app.register(lessonAdminModule, { prefix: '/api', deps });
    await app.register(tidanModule, { prefix: '/api', deps });
    await app.register(tidanAdminModule, { prefix: '/api', deps });

    // Every contest still taking submissions is recorded again at start, in the background, once the
    // relay publishes: a bucket that lost entries is repaired, and a NATS outage only delays it.
    let retry: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let closed = false;
    const repair = async (): Promise<void> => {
      try {
        const count = await gate.repairOpenContests();
        const timedWorks = await timedWorkGate.repairOpen();
        app.log.info({ contests: count, timedWorks }, 'contest gate repaired');
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
      ranks.start();
      relay.start();
      void relay.ready.then(() => {
        if (!closed) running = repair();
      });
      done();
    });
    // preClose: the relay publishes what waits while NATS and the database are up.
    app.addHook('preClose', async () => {
      closed = true;
      clearTimeout(retry);
      await running;
      await relay.stop();
      await ranks.close();
    });
  },
  { name: 'contest-service', fastify: '5.x', encapsulate: true, dependencies: ['oj-auth', 'oj-database', 'oj-nats'] },
);
