import type { FastifyInstance, FastifyRequest } from 'fastify';
import { KvWatchInclude } from '@nats-io/kv';
import type { KV } from '@nats-io/kv';
import type { RevocationCheck, TokenClaims } from './auth.ts';
import { bucketOpener, putEntry, readEntry } from './kv-entries.ts';
import { revocationMemoOf } from './revocation-memo.ts';
import type { RevocableClaims, RevocationMemo } from './revocation-memo.ts';
import { RevokedBefore, RevokedToken, storedRevocation } from './revocation-mirror.ts';
import type { Revocation } from './revocation-mirror.ts';
import { revocationMirrorOf } from './revocation-mirror-keeper.ts';

// Token revocation in the KV bucket natsNames(ns).kv.revokedTokens (TTL = token lifetime):
//   session.<sid> every token of one session, refreshed ones included (logout);
//   user.<uid>    every token of the user issued before a time (password change or reset);
//   jti.<jti>     one token (logouts before sessions existed; read until their tokens have expired).
// Each process keeps a copy of the list, watched (revocation-mirror.ts), and checks tokens against it
// while the copy is confirmed complete; otherwise it reads the keys, keeping what it read for a few
// seconds, and what it revoked itself (revocation-memo.ts). Either way its own revocations hold at
// once, another process's within REVOCATION_MEMO_LIMITS.ttlMs (through the watch, usually in milliseconds).

const openBucket = bucketOpener();

/** The bucket of the revocation list (created if missing). */
export function revokedTokensBucket(app: FastifyInstance): Promise<KV> {
  return openBucket(app.js, app.natsNames.kv.revokedTokens, app.config.jwt.expiresInSec * 1000);
}

/**
 * Ends a session: its every token, those refreshed from it included, stops working. Kept one token
 * lifetime from now, the latest any token of the session signed until now can expire.
 */
export async function revokeSession(app: FastifyInstance, claims: TokenClaims, nowMs = Date.now()): Promise<void> {
  const memo = revocationMemoOf(app.natsNames);
  // Noted here first (this process refuses the session at once), and again once written.
  memo.sessionRevoked(claims.sid, nowMs);
  const kv = await revokedTokensBucket(app);
  await putEntry(kv, `session.${claims.sid}`, { uid: claims.uid }, nowMs + app.config.jwt.expiresInSec * 1000);
  memo.sessionRevoked(claims.sid, Math.max(nowMs, Date.now()));
}

/** Revokes every token of a user issued before now (tokens signed from now on stay valid). */
export async function revokeTokensIssuedBefore(app: FastifyInstance, uid: string, nowMs = Date.now()): Promise<void> {
  const memo = revocationMemoOf(app.natsNames);
  const notBeforeSec = Math.floor(nowMs / 1000);
  memo.userTokensRevoked(uid, notBeforeSec, nowMs);
  const kv = await revokedTokensBucket(app);
  const lifetimeMs = app.config.jwt.expiresInSec * 1000;
  await putEntry(kv, `user.${uid}`, { notBeforeSec }, nowMs + lifetimeMs);
  memo.userTokensRevoked(uid, notBeforeSec, Math.max(nowMs, Date.now()));
}

async function isRevoked(app: FastifyInstance, claims: TokenClaims): Promise<boolean> {
  const kv = await revokedTokensBucket(app);
  const [session, token, user] = await Promise.all([
    readEntry(kv, `session.${claims.sid}`, RevokedToken),
    readEntry(kv, `jti.${claims.jti}`, RevokedToken),
    readEntry(kv, `user.${claims.uid}`, RevokedBefore),
  ]);
  if (session.live || token.live) return true;
  return user.live !== null && claims.iat < user.live.value.notBeforeSec;
}

/**
 * A revocation check over the KV list: the process's own revocations, then its watched copy of the
 * list while that is confirmed (revocation-mirror.ts), else reads kept in the memo
 * (revocation-memo.ts); `clock` for tests.
 * When NATS is unreachable it lets the token through and logs a warning: a short window in which a
 * logged-out token still works costs less than refusing every signed-in call while the bus is down.
 */
export function memoisedRevocationCheck(clock: () => number = Date.now): RevocationCheck {
  return (claims: TokenClaims, request: FastifyRequest): boolean | Promise<boolean> => {
    const app = request.server;
    const memo = revocationMemoOf(app.natsNames);
    const nowMs = clock();
    if (memo.revokedHere(claims, nowMs)) return true;
    const holder = revocationMirrorOf(app.natsNames);
    const mirror = holder.current;
    if (mirror?.answers(nowMs)) return mirror.covers(claims, nowMs);
    holder.want();
    return memo.knownNow(claims, nowMs) ?? checkedRevocation(memo, app, claims, request, nowMs);
  };
}

async function checkedRevocation(memo: RevocationMemo, app: FastifyInstance, claims: TokenClaims, request: FastifyRequest, nowMs: number): Promise<boolean> {
  // A read sent while the client reconnects would only wait out its timeout before the same outcome.
  if (!app.natsStatus().reachable) {
    request.log.warn({ err: 'NATS is reconnecting' }, 'token revocation check unavailable');
    return false;
  }
  try {
    return await memo.isRevoked(claims, () => isRevoked(app, claims), nowMs);
  } catch (error) {
    request.log.warn({ err: error instanceof Error ? error.message : String(error) }, 'token revocation check unavailable');
    return false;
  }
}

/** The auth plugin's revocation check (service-kit's default): `memoisedRevocationCheck` on the real clock. */
export const isTokenRevoked: RevocationCheck = memoisedRevocationCheck();

export { revocationCovers } from './revocation-mirror.ts';
export type { Revocation } from './revocation-mirror.ts';

/** Whether this process made (or has watched) a revocation of the token: no read of the list. */
export function revokedInThisProcess(app: FastifyInstance, claims: RevocableClaims, nowMs = Date.now()): boolean {
  return revocationMemoOf(app.natsNames).revokedHere(claims, nowMs);
}

/**
 * Follows the revocation list from now on, whichever process writes to it, until `signal` aborts
 * (or NATS fails: the caller watches again). Each revocation is noted in this process's memo, so
 * its requests refuse the token at once, then passed to `onRevoked` (the live channel ends streams).
 */
export async function watchRevocations(app: FastifyInstance, signal: AbortSignal, onRevoked: (revocation: Revocation) => void): Promise<void> {
  const kv = await revokedTokensBucket(app);
  const updates = await kv.watch({ include: KvWatchInclude.UpdatesOnly, ignoreDeletes: true });
  const stop = (): void => {
    updates.stop();
  };
  if (signal.aborted) stop();
  signal.addEventListener('abort', stop, { once: true });
  try {
    const memo = revocationMemoOf(app.natsNames);
    for await (const entry of updates) {
      if (entry.operation !== 'PUT') continue;
      const revocation = storedRevocation(entry.key, entry.value)?.revocation;
      if (!revocation) continue;
      const nowMs = Date.now();
      if (revocation.kind === 'session') memo.sessionRevoked(revocation.sid, nowMs);
      else if (revocation.kind === 'user') memo.userTokensRevoked(revocation.uid, revocation.notBeforeSec, nowMs);
      onRevoked(revocation);
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
}
