import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '@oj/db/testing';
import type { TestDatabase } from '@oj/db/testing';
import { REVOCATION_MEMO_LIMITS, createService, memoisedRevocationCheck, ok, revokeSession, revokeTokensIssuedBefore } from '../src/index.ts';
import type { TokenClaims } from '../src/index.ts';
import { RevocationMemo } from '../src/revocation-memo.ts';
import { testConfig } from './helpers.ts';

const claimsOf = (jti: string, extra: Partial<TokenClaims> = {}) => ({ uid: 'u-1', sid: `s-${jti}`, jti, iat: 1_000, ...extra });

describe('RevocationMemo', () => {
  it('reuses a verdict for ttlMs from the start of its read, and shares concurrent reads', async () => {
    const memo = new RevocationMemo();
    let reads = 0;
    let revoked = false;
    const read = async () => {
      reads += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      return revoked;
    };
    const claims = claimsOf('a');
    expect(await Promise.all([memo.isRevoked(claims, read, 0), memo.isRevoked(claims, read, 0)])).toEqual([false, false]);
    expect(reads).toBe(1);
    revoked = true; // written by another process
    expect(await memo.isRevoked(claims, read, REVOCATION_MEMO_LIMITS.ttlMs - 1)).toBe(false);
    expect(await memo.isRevoked(claims, read, REVOCATION_MEMO_LIMITS.ttlMs)).toBe(true);
    expect(reads).toBe(2);
  });

  it('refuses at once what this process revoked, whatever it read before', async () => {
    const memo = new RevocationMemo();
    const never = () => Promise.resolve(false);
    const a = claimsOf('a', { sid: 'shared' });
    const b = claimsOf('b', { sid: 'shared' });
    const other = claimsOf('c', { uid: 'u-2', iat: 1_000 });
    const later = claimsOf('d', { uid: 'u-2', iat: 2_000 });
    for (const claims of [a, b, other, later]) expect(await memo.isRevoked(claims, never, 0)).toBe(false);
    memo.sessionRevoked('shared', 10);
    memo.userTokensRevoked('u-2', 1_500, 10);
    expect(await memo.isRevoked(a, never, 11)).toBe(true);
    expect(await memo.isRevoked(b, never, 11)).toBe(true);
    expect(await memo.isRevoked(other, never, 11)).toBe(true);
    expect(await memo.isRevoked(later, never, 11)).toBe(false);
  });

  it('lets a revocation made during a read win over what the read found', async () => {
    const memo = new RevocationMemo();
    let finish: (value: boolean) => void = () => undefined;
    const slow = () =>
      new Promise<boolean>((resolve) => {
        finish = resolve;
      });
    const claims = claimsOf('a');
    const checking = memo.isRevoked(claims, slow, 0);
    memo.sessionRevoked(claims.sid, 1);
    finish(false);
    expect(await checking).toBe(true);
  });

  it('keeps no failed read, and at most maxTokens verdicts', async () => {
    const memo = new RevocationMemo();
    await expect(memo.isRevoked(claimsOf('a'), () => Promise.reject(new Error('NATS down')), 0)).rejects.toThrow('NATS down');
    expect(memo.size).toBe(0);
    let reads = 0;
    const read = () => {
      reads += 1;
      return Promise.resolve(false);
    };
    for (let index = 0; index < REVOCATION_MEMO_LIMITS.maxTokens + 10; index += 1) await memo.isRevoked(claimsOf(`t${index}`), read, 0);
    expect(memo.size).toBe(REVOCATION_MEMO_LIMITS.maxTokens);
    reads = 0;
    await memo.isRevoked(claimsOf('t0'), read, 1); // the oldest were dropped: read again
    await memo.isRevoked(claimsOf(`t${REVOCATION_MEMO_LIMITS.maxTokens}`), read, 1);
    expect(reads).toBe(1);
  });
});

describe('the default revocation check over NATS KV, with the memo (no copy of the list)', () => {
  let database: TestDatabase;
  let here: FastifyInstance;
  let elsewhere: FastifyInstance;
  let nowMs = Date.now();

  beforeAll(async () => {
    database = await createTestDatabase('kit_revocation');
    // Two instances of a service on one namespace: `here` checks tokens, `elsewhere` revokes some.
    const config = testConfig({ OJ_JWT_EXPIRES_IN_SEC: '3600' });
    const plugin = (app: FastifyInstance, _options: unknown, done: () => void) => {
      app.get('/api/me', { preHandler: app.authenticate }, (request) => ok(request.user.uid));
      done();
    };
    // `here` keeps no copy of the list (revocation-mirror.test.ts covers the copy): it reads, as a process whose copy is stale does.
    here = await createService({
      config,
      dataSource: database.dataSource,
      plugin,
      isTokenRevoked: memoisedRevocationCheck(() => nowMs),
      revocationMirror: false,
    });
    elsewhere = await createService({ config, dataSource: database.dataSource, plugin });
    await Promise.all([here.waitForNats(), elsewhere.waitForNats()]);
  });

  afterAll(async () => {
    await here.close();
    await elsewhere.close();
    await database.drop();
  });

  const me = (token: string) => here.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } });
  const claimsOfToken = (token: string) => here.jwt.decode<TokenClaims>(token) as TokenClaims;

  it('logout and password changes on this instance refuse the token at once', async () => {
    const token = here.signToken({ uid: 'u-here', username: 'here', roles: [1002] });
    expect((await me(token)).statusCode).toBe(200);
    await revokeSession(here, claimsOfToken(token));
    expect((await me(token)).statusCode).toBe(401);

    const other = here.signToken({ uid: 'u-here-2', username: 'here2', roles: [1002] });
    expect((await me(other)).statusCode).toBe(200);
    await revokeTokensIssuedBefore(here, 'u-here-2', Date.now() + 1000);
    expect((await me(other)).statusCode).toBe(401);
  });

  it('a revocation written by another instance is refused within ttlMs', async () => {
    const token = here.signToken({ uid: 'u-far', username: 'far', roles: [1002] });
    nowMs = Date.now();
    expect((await me(token)).statusCode).toBe(200);
    await revokeSession(elsewhere, claimsOfToken(token));
    // Until the verdict read here is ttlMs old, this instance still lets the token through (the documented bound)...
    nowMs += REVOCATION_MEMO_LIMITS.ttlMs - 1;
    expect((await me(token)).statusCode).toBe(200);
    // ...and from then on it reads the list again and refuses it.
    nowMs += 1;
    expect((await me(token)).statusCode).toBe(401);
    expect((await elsewhere.inject({ method: 'GET', url: '/api/me', headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(401);
  });
});
