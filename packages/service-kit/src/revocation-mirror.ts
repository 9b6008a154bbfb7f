import { Type } from '@sinclair/typebox';
import { storedEntry } from './kv-entries.ts';
import { REVOCATION_MEMO_LIMITS } from './revocation-memo.ts';
import type { RevocableClaims } from './revocation-memo.ts';

/*
 * This process's copy of the token revocation list (revocation.ts), kept by a watch of its KV bucket
 * (revocation-mirror-keeper.ts), so that a signed-in request is checked without reading NATS.
 *
 * The copy answers only while it is known complete. A probe asks the bucket for its last sequence;
 * once the watch has delivered that sequence, every revocation written before the probe started is
 * in the copy, and the copy is "confirmed" as of that start. A check trusts the copy for
 * `REVOCATION_MEMO_LIMITS.ttlMs` after its last confirmation, the same bound the memo of reads gives
 * (a revocation written elsewhere is refused here within 5 s; through the watch it usually takes
 * milliseconds). A copy that stops being confirmed (NATS away, a stalled watch) stops answering,
 * and checks read the list again (revocation-memo.ts).
 */

/** Limits of the mirror. */
export const REVOCATION_MIRROR_LIMITS = {
  /** How often the bucket's last sequence is asked for, to confirm the copy. */
  probeMs: 1_000,
  /** A watch still short of a probe's sequence this long after the probe is started again. */
  restartAfterMs: 10_000,
  /** Entries kept at most; a longer list stops the copy from answering (checks read the list). */
  maxEntries: 500_000,
  /** Probes awaiting the watch, kept at most (the oldest dropped first). */
  maxPendingProbes: 32,
} as const;

/** The value of a `session.<sid>` or `jti.<jti>` entry. */
export const RevokedToken = Type.Object({ uid: Type.String() });
/** The value of a `user.<uid>` entry: the user's tokens issued before this time are revoked. */
export const RevokedBefore = Type.Object({ notBeforeSec: Type.Integer() });

/** One entry of the revocation list, as any process wrote it. */
export type Revocation = { kind: 'session'; sid: string } | { kind: 'user'; uid: string; notBeforeSec: number } | { kind: 'token'; jti: string };

/** An entry's revocation and the time it stops mattering (the tokens it covers have expired). */
export interface StoredRevocation {
  revocation: Revocation;
  expiresAtMs: number;
}

/** The revocation a list entry holds; null when it is malformed, of another kind or expired at `nowMs`. */
export function storedRevocation(key: string, bytes: Uint8Array, nowMs = Date.now()): StoredRevocation | null {
  const dot = key.indexOf('.');
  const [kind, id] = [key.slice(0, dot), key.slice(dot + 1)];
  if (kind === 'session' || kind === 'jti') {
    const stored = storedEntry(bytes, RevokedToken, nowMs);
    if (!stored) return null;
    return { revocation: kind === 'session' ? { kind: 'session', sid: id } : { kind: 'token', jti: id }, expiresAtMs: stored.expiresAtMs };
  }
  const before = kind === 'user' ? storedEntry(bytes, RevokedBefore, nowMs) : null;
  return before ? { revocation: { kind: 'user', uid: id, notBeforeSec: before.value.notBeforeSec }, expiresAtMs: before.expiresAtMs } : null;
}

/** Whether a revocation ends a token. */
export function revocationCovers(revocation: Revocation, claims: RevocableClaims): boolean {
  if (revocation.kind === 'session') return claims.sid === revocation.sid;
  if (revocation.kind === 'token') return claims.jti === revocation.jti;
  return claims.uid === revocation.uid && claims.iat < revocation.notBeforeSec;
}

/** The operations a watched KV entry may carry. */
export type EntryOperation = 'PUT' | 'DEL' | 'PURGE';

export class RevocationMirror {
  // key -> the entry, as the bucket holds it (one value per key: the bucket keeps no history).
  readonly #entries = new Map<string, StoredRevocation>();
  #revision = 0;
  #confirmedAtMs: number | null = null;
  #pending: { target: number; startedAtMs: number }[] = [];
  #overflow = false;

  /** Applies one watched entry at its revision (the bucket stream's sequence). */
  apply(key: string, operation: EntryOperation, bytes: Uint8Array, revision: number, nowMs: number): void {
    this.#revision = Math.max(this.#revision, revision);
    const stored = operation === 'PUT' ? storedRevocation(key, bytes, nowMs) : null;
    if (stored) this.#entries.set(key, stored);
    else this.#entries.delete(key);
    this.#overflow = this.#entries.size > REVOCATION_MIRROR_LIMITS.maxEntries;
    this.#settlePending();
  }

  /**
   * A probe started at `startedAtMs` found the bucket's last sequence `target` (0 for an empty
   * bucket): once the watch has delivered it, the copy is confirmed as of `startedAtMs`.
   */
  probed(target: number, startedAtMs: number): void {
    this.#pending.push({ target, startedAtMs });
    if (this.#pending.length > REVOCATION_MIRROR_LIMITS.maxPendingProbes) this.#pending.shift();
    this.#settlePending();
  }

  /** The start of the oldest probe the watch has not caught up with yet (null when none). */
  get oldestPendingMs(): number | null {
    return this.#pending[0]?.startedAtMs ?? null;
  }

  /** Whether the copy may answer a check at `nowMs`: confirmed less than `ttlMs` ago, and not over its size. */
  answers(nowMs: number): boolean {
    return !this.#overflow && this.#confirmedAtMs !== null && nowMs - this.#confirmedAtMs < REVOCATION_MEMO_LIMITS.ttlMs;
  }

  /** Whether the list as copied revokes the token (ask `answers` first). */
  covers(claims: RevocableClaims, nowMs: number): boolean {
    for (const key of [`session.${claims.sid}`, `jti.${claims.jti}`, `user.${claims.uid}`]) {
      const stored = this.#entries.get(key);
      if (stored && stored.expiresAtMs > nowMs && revocationCovers(stored.revocation, claims)) return true;
    }
    return false;
  }

  /** Drops the entries whose tokens have all expired by `nowMs`. */
  prune(nowMs: number): void {
    for (const [key, stored] of this.#entries) if (stored.expiresAtMs <= nowMs) this.#entries.delete(key);
    this.#overflow = this.#entries.size > REVOCATION_MIRROR_LIMITS.maxEntries;
  }

  /** The time as of which the copy was last known complete (null before its first confirmation). */
  get confirmedAtMs(): number | null {
    return this.#confirmedAtMs;
  }

  /** Whether the copy holds more entries than `maxEntries`. */
  get overflowing(): boolean {
    return this.#overflow;
  }

  /** Entries held. */
  get size(): number {
    return this.#entries.size;
  }

  #settlePending(): void {
    while (this.#pending.length > 0 && (this.#pending[0]?.target ?? 0) <= this.#revision) {
      const settled = this.#pending.shift();
      if (settled) this.#confirmedAtMs = Math.max(this.#confirmedAtMs ?? settled.startedAtMs, settled.startedAtMs);
    }
  }
}
