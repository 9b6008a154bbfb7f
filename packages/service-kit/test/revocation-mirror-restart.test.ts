import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { createService, freePort, memoisedRevocationCheck, ok, revokeSession } from '../src/index.ts';
import type { TokenClaims } from '../src/index.ts';
import { revocationMirrorOf } from '../src/revocation-mirror-keeper.ts';
import { testConfig } from './helpers.ts';

// The copy of the revocation list across a restart of its NATS server (revocation-mirror.ts): it must answer again
// by itself afterwards, and hold what was revoked after the restart, without a read.

const NATS_SERVER = '/usr/sbin/nats-server';

async function listening(port: number): Promise<boolean> {
  const socket = createConnection({ host: '127.0.0.1', port });
  try {
    await once(socket, 'connect');
    return true;
  } catch {
    return false;
  } finally {
    socket.destroy();
  }
}

/** A nats-server with JetStream on `port`, its store in `store` (kept across restarts). */
async function startServer(port: number, store: string): Promise<ChildProcess> {
  const child = spawn(NATS_SERVER, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', store], { stdio: 'ignore' });
  for (let tries = 0; tries < 100 && !(await listening(port)); tries += 1) await sleep(50);
  return child;
}

describe('the copy of the revocation list when NATS restarts', () => {
  let database: TestDatabase;
  let store: string;
  let port: number;
  let server: ChildProcess;
  let here: FastifyInstance;
  let elsewhere: FastifyInstance;

  beforeAll(async () => {
    database = await createTestDatabase('kit_rev_restart');
    store = await mkdtemp(join(tmpdir(), 'oj-revocation-restart-'));
    port = await freePort();
    server = await startServer(port, store);
    const config = testConfig({ OJ_JWT_EXPIRES_IN_SEC: '3600', OJ_NATS_URL: `nats://127.0.0.1:${port}` });
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
    server.kill('SIGKILL');
    await rm(store, { recursive: true, force: true });
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

    server.kill('SIGKILL');
    await once(server, 'exit');
    await sleep(300);
    server = await startServer(port, store);

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
