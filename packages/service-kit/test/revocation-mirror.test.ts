import type { FastifyInstance, FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { REVOCATION_MEMO_LIMITS, createService, memoisedRevocationCheck, ok, revokeSession, revokeTokensIssuedBefore } from '../src/index.ts';
import type { TokenClaims } from '../src/index.ts';
import { RevocationMirror } from '../src/revocation-mirror.ts';
import { revocationMirrorOf } from '../src/revocation-mirror-keeper.ts';
import { testConfig } from './helpers.ts';

const TTL = REVOCATION_MEMO_LIMITS.ttlMs;
const bytes = (value: unknown, expiresAtMs: number) => new TextEncoder().encode(JSON.stringify({ value, expiresAtMs }));
const claimsOf = (jti: string, extra: Partial<TokenClaims> = {}) => ({ uid: 'u-1', sid: `s-${jti}`, jti, iat: 1_000, ...extra });

describe('RevocationMirror', () => {
  it('answers only once the watch has reached a probe, and for ttlMs from the probe start', () => {
    const mirror = new RevocationMirror();
    expect(mirror.answers(0)).toBe(false);
    mirror.apply('session.s-a', 'PUT', bytes({ uid: 'u-1' }, 100_000), 3, 0);
    // The bucket's last sequence is 5: entries 4 and 5 are still on their way.
    mirror.probed(5, 1_000);
    expect(mirror.answers(1_001)).toBe(false);
    expect(mirror.oldestPendingMs).toBe(1_000);
    mirror.apply('jti.t-b', 'PUT', bytes({ uid: 'u-2' }, 100_000), 4, 1_002);
    expect(mirror.answers(1_003)).toBe(false);
    mirror.apply('user.u-3', 'PUT', bytes({ notBeforeSec: 50 }, 100_000), 5, 1_004);
    expect(mirror.oldestPendingMs).toBeNull();
    expect(mirror.confirmedAtMs).toBe(1_000);
    expect(mirror.answers(1_000 + TTL - 1)).toBe(true);
    expect(mirror.answers(1_000 + TTL)).toBe(false);
    // A later probe the watch already covers confirms at once.
    mirror.probed(5, 2_000);
    expect(mirror.confirmedAtMs).toBe(2_000);
    // An empty bucket (target 0) is complete with nothing in it.
    const empty = new RevocationMirror();
    empty.probed(0, 10);
    expect(empty.answers(11)).toBe(true);
  });

  it('covers sessions, single tokens and users’ older tokens, while their entries live', () => {
    const mirror = new RevocationMirror();
    mirror.apply('session.s-a', 'PUT', bytes({ uid: 'u-1' }, 10_000), 1, 0);
    mirror.apply('jti.t-b', 'PUT', bytes({ uid: 'u-2' }, 10_000), 2, 0);
    mirror.apply('user.u-3', 'PUT', bytes({ notBeforeSec: 50 }, 10_000), 3, 0);
    mirror.apply('user.u-4', 'PUT', bytes({ notBeforeSec: 'soon' }, 10_000), 4, 0); // malformed: ignored
    mirror.apply('session.s-old', 'PUT', bytes({ uid: 'u-5' }, 5), 5, 10); // expired when watched
    expect(mirror.size).toBe(3);
    expect(mirror.covers(claimsOf('x', { sid: 's-a' }), 1)).toBe(true);
    expect(mirror.covers(claimsOf('t-b', { uid: 'u-2' }), 1)).toBe(true);
    expect(mirror.covers(claimsOf('y', { uid: 'u-3', iat: 49 }), 1)).toBe(true);
    expect(mirror.covers(claimsOf('z', { uid: 'u-3', iat: 50 }), 1)).toBe(false);
    expect(mirror.covers(claimsOf('w', { uid: 'u-4', iat: 1 }), 1)).toBe(false);
    expect(mirror.covers(claimsOf('v', { sid: 's-old', uid: 'u-5' }), 11)).toBe(false);
    // Past an entry's own expiry its tokens are expired too: it no longer counts, and prune drops it.
    expect(mirror.covers(claimsOf('x', { sid: 's-a' }), 10_000)).toBe(false);
    mirror.prune(10_000);
    expect(mirror.size).toBe(0);
  });

  it('forgets a key that is deleted or purged, and takes a key’s newer value over the old', () => {
    const mirror = new RevocationMirror();
    mirror.apply('session.s-a', 'PUT', bytes({ uid: 'u-1' }, 10_000), 1, 0);
    mirror.apply('user.u-3', 'PUT', bytes({ notBeforeSec: 50 }, 10_000), 2, 0);
    mirror.apply('session.s-a', 'DEL', new Uint8Array(), 3, 0);
    mirror.apply('user.u-3', 'PUT', bytes({ notBeforeSec: 80 }, 10_000), 4, 0);
    expect(mirror.covers(claimsOf('x', { sid: 's-a' }), 1)).toBe(false);
    expect(mirror.covers(claimsOf('y', { uid: 'u-3', iat: 79 }), 1)).toBe(true);
    mirror.apply('user.u-3', 'PURGE', new Uint8Array(), 5, 0);
    expect(mirror.covers(claimsOf('y', { uid: 'u-3', iat: 79 }), 1)).toBe(false);
    expect(mirror.size).toBe(0);
  });
});

describe('the revocation check with its watched copy of the list, over NATS KV', () => {
  let database: TestDatabase;
  let here: FastifyInstance;
  let elsewhere: FastifyInstance;
  const config = testConfig({ OJ_JWT_EXPIRES_IN_SEC: '3600' });
  const plugin = (app: FastifyInstance, _options: unknown, done: () => void) => {
    app.get('/api/me', { preHandler: app.authenticate }, (request) => ok(request.user.uid));
    done();
  };

  const answering = async (app: FastifyInstance): Promise<void> => {
    // A process keeps its copy from its first revocation check on (`want`, which that check calls).
    revocationMirrorOf(app.natsNames).want();
    const deadline = Date.now() + 10_000;
    while (!revocationMirrorOf(app.natsNames).current?.answers(Date.now())) {
      if (Date.now() > deadline) throw new Error('the copy of the revocation list never answered');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  beforeAll(async () => {
    database = await createTestDatabase('kit_rev_mirror');
    // `here` keeps a copy (the default); `elsewhere`, another process on the namespace, writes revocations.
    here = await createService({ config, dataSource: database.dataSource, plugin });
    elsewhere = await createService({ config, dataSource: database.dataSource, plugin, revocationMirror: false });
    await Promise.all([here.waitForNats(), elsewhere.waitForNats()]);
    await answering(here);
  });

  afterAll(async () => {
    await here.close();
    await elsewhere.close();
    await database.drop();
  });

  const me = (app: FastifyInstance, token: string) => app.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  const claimsOfToken = (token: string) => here.jwt.decode<TokenClaims>(token) as TokenClaims;
  const requestTo = (app: FastifyInstance) => ({ server: app }) as unknown as FastifyRequest;

  it('refuses a token another process revoked as soon as the watch brings it, well inside ttlMs', async () => {
    const token = here.signToken({ uid: 'u-far', username: 'far', roles: [1002] });
    expect((await me(here, token)).statusCode).toBe(200);
    await revokeSession(elsewhere, claimsOfToken(token));
    const revokedAt = Date.now();
    let status = 200;
    while (status === 200 && Date.now() - revokedAt < TTL) {
      status = (await me(here, token)).statusCode;
      if (status === 200) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    // Reading the list with the memo would have let it through for ttlMs after the first request.
    expect(status).toBe(401);
    expect(Date.now() - revokedAt).toBeLessThan(TTL / 2);
  });

  it('is kept from the process’s first revocation check: a process that checked none keeps no copy', async () => {
    const idle = await createService({ config, dataSource: database.dataSource, plugin });
    try {
      await idle.waitForNats();
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(revocationMirrorOf(idle.natsNames).current).toBeNull();
      const token = idle.signToken({ uid: 'u-idle', username: 'idle', roles: [1002] });
      expect((await me(idle, token)).statusCode).toBe(200);
      await answering(idle);
    } finally {
      await idle.close();
    }
  });

  it('answers from the copy, without a read, while the copy is confirmed', async () => {
    const check = memoisedRevocationCheck();
    const token = here.signToken({ uid: 'u-fresh', username: 'fresh', roles: [1002] });
    // A boolean, not a promise: nothing was read for a token this process has never seen.
    expect(check(claimsOfToken(token), requestTo(here))).toBe(false);
    await revokeTokensIssuedBefore(elsewhere, 'u-fresh', Date.now() + 1_000);
    const deadline = Date.now() + TTL;
    let verdict: boolean | Promise<boolean> = false;
    while (verdict === false && Date.now() < deadline) {
      verdict = check(claimsOfToken(token), requestTo(here));
      if (verdict === false) await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(verdict).toBe(true);
  });

  it('reads the list once the copy is older than ttlMs (a stalled watch, NATS away)', async () => {
    const token = here.signToken({ uid: 'u-late', username: 'late', roles: [1002] });
    const late = memoisedRevocationCheck(() => Date.now() + TTL + 1_000);
    const verdict = late(claimsOfToken(token), requestTo(here));
    expect(verdict).toBeInstanceOf(Promise);
    expect(await verdict).toBe(false);
  });

  it('holds the revocations written before the process started', async () => {
    const token = elsewhere.signToken({ uid: 'u-before', username: 'before', roles: [1002] });
    await revokeSession(elsewhere, elsewhere.jwt.decode<TokenClaims>(token) as TokenClaims);
    const later = await createService({ config, dataSource: database.dataSource, plugin });
    try {
      await later.waitForNats();
      await answering(later);
      expect(memoisedRevocationCheck()(later.jwt.decode<TokenClaims>(token) as TokenClaims, requestTo(later))).toBe(true);
      expect((await me(later, token)).statusCode).toBe(401);
    } finally {
      const closing = Date.now();
      await later.close();
      // Closing stops the watch and its probes at once (no probe interval or drain timeout waited out).
      expect(Date.now() - closing).toBeLessThan(1_000);
    }
  });
});
