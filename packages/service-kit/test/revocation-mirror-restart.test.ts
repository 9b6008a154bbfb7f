import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, memoisedRevocationCheck, ok, revokeSession } from '../src/index.ts';
import { OwnNatsServer, hasNatsServer } from '../src/testing/own-nats-server.ts';
import type { TokenClaims } from '../src/index.ts';
import { revocationMirrorOf } from '../src/revocation-mirror-keeper.ts';
import { testConfig } from './helpers.ts';

// The copy of the revocation list across a restart of its NATS server (revocation-mirror.ts): it must answer again
// by itself afterwards, and hold what was revoked after the restart, without a read.

describe.skipIf(!hasNatsServer())('the copy of the revocation list when NATS restarts', () => {
  let database: TestDatabase;
  let server: OwnNatsServer;
  let here: FastifyInstance;
  let elsewhere: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('kit_rev_restart');
    server = await OwnNatsServer.create();
    await server.start();
    const config = testConfig({ OJ_JWT_EXPIRES_IN_SEC: '3600', OJ_NATS_URL: server.url });
    const plugin = (app: FastifyInstance, _options: unknown, done: () => void) => {
      app.get('/api/me', { preHandler: app.authenticate }, (request) => ok(request.user.uid));
      done();
    };
    here = await createService({ config, dataSource: database.dataSource, plugin });
    elsewhere = await createService({ config, dataSource: database.dataSource, plugin, revocationMirror: false });
    await Promise.all([here.waitForNats(), elsewhere.waitForNats()]);
  });

  afterAll(async () => {
    await here.close();
    await elsewhere.close();
    await server.remove();
    await database.drop();
  });

  const answering = async (deadlineMs: number): Promise<void> => {
    // A process keeps its copy from its first revocation check on (`want`, which that check calls).
    revocationMirrorOf(here.natsNames).want();
    const deadline = Date.now() + deadlineMs;
    while (!revocationMirrorOf(here.natsNames).current?.answers(Date.now())) {
      if (Date.now() > deadline) throw new Error('the copy of the revocation list did not answer');
      await sleep(50);
    }
  };

  it('answers again after the restart, with the revocations written since', async () => {
    await answering(10_000);
    const before = here.signToken({ uid: 'u-before', username: 'before', roles: [1002] });
    await revokeSession(elsewhere, here.jwt.decode<TokenClaims>(before) as TokenClaims);

    await server.stop('SIGKILL');
    await sleep(300);
    await server.start();

    const after = here.signToken({ uid: 'u-after', username: 'after', roles: [1002] });
    const claims = here.jwt.decode<TokenClaims>(after) as TokenClaims;
    // Written once `elsewhere` is back on the restarted server.
    const deadline = Date.now() + 15_000;
    for (;;) {
      try {
        await revokeSession(elsewhere, claims);
        break;
      } catch (error) {
        if (Date.now() > deadline) throw error;
        await sleep(200);
      }
    }
    // Within the watch's restart bound (a watch behind a probe for 10 s is started again), the copy answers again
    // and holds the new revocation (the check's other ways, reads and their memo, are not asked here).
    const copyCovers = (token: TokenClaims): boolean => {
      const copy = revocationMirrorOf(here.natsNames).current;
      return copy !== null && copy.answers(Date.now()) && copy.covers(token, Date.now());
    };
    const coveredBy = Date.now() + 25_000;
    while (!copyCovers(claims) && Date.now() < coveredBy) await sleep(100);
    expect(copyCovers(claims)).toBe(true);
    expect(copyCovers(here.jwt.decode<TokenClaims>(before) as TokenClaims)).toBe(true);
    // The check takes the copy's answer: a boolean, not a promise of a read, for a token this process never read.
    const fresh = here.signToken({ uid: 'u-fresh', username: 'fresh', roles: [1002] });
    expect(memoisedRevocationCheck()(here.jwt.decode<TokenClaims>(fresh) as TokenClaims, { server: here } as unknown as FastifyRequest)).toBe(false);
    expect((await here.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${after}` } })).statusCode).toBe(401);
  }, 60_000);
});
