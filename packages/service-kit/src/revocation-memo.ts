/**
 * What one process knows of the token revocation list (revocation.ts), so that a signed-in request
 * does not read NATS KV three times. Two parts:
 *
 * - verdicts: per token (`jti`), whether the list revoked it, as read from KV; reused for
 *   `REVOCATION_MEMO_LIMITS.ttlMs` from the moment the read started. Concurrent checks of one
 *   token share one read; a failed read is not kept.
 * - revocations made here: `revokeSession` and `revokeTokensIssuedBefore` of this process note
 *   them before writing KV, and every check looks at them first, so a logout, password change or
 *   forced logout handled by this process refuses the token at once. They are kept twice the
 *   verdicts' lifetime: by then no verdict read before them is left, and KV answers for them.
 *
 * The bound: a revocation written by another process (another instance, another service in split
 * mode) reaches this one's requests at most `ttlMs` (5 s) after it was written. docs/operations.md.
 */

/** Limits of the memo. */
export const REVOCATION_MEMO_LIMITS = {
  /** How long a verdict read from KV is reused: the longest a revocation written elsewhere may go unseen here. */
  ttlMs: 5_000,
  /** Tokens whose verdicts are kept at most (the oldest read dropped first). */
  maxTokens: 20_000,
  /** Revocations made here kept at most (sessions and users, each). */
  maxLocal: 20_000,
} as const;

/** The claims a revocation check looks at. */
export interface RevocableClaims {
  uid: string;
  sid: string;
  jti: string;
  /** Issued at, seconds since the epoch. */
  iat: number;
}

interface Verdict {
  readAtMs: number;
  revoked: Promise<boolean>;
  /** What the read found, once it has (most checks need nothing awaited). */
  settled?: boolean;
}

/** Drops entries kept past `untilMs` from the front of an insertion-ordered map, and the oldest beyond `max`. */
function prune<V extends { untilMs: number }>(map: Map<string, V>, nowMs: number, max: number): void {
  for (const [key, value] of map) {
    if (value.untilMs > nowMs && map.size <= max) break;
    map.delete(key);
  }
}

export class RevocationMemo {
  readonly #verdicts = new Map<string, Verdict>();
  readonly #sessions = new Map<string, { untilMs: number }>();
  readonly #users = new Map<string, { notBeforeSec: number; untilMs: number }>();

  /** Whether this process revoked the token (its session, or its user's tokens issued before a time). */
  revokedHere(claims: RevocableClaims, nowMs: number): boolean {
    const session = this.#sessions.get(claims.sid);
    if (session && session.untilMs > nowMs) return true;
    const user = this.#users.get(claims.uid);
    return user !== undefined && user.untilMs > nowMs && claims.iat < user.notBeforeSec;
  }

  /**
   * Whether the token is revoked, when that is known without waiting: a revocation made here, or the
   * verdict of a finished read started less than `ttlMs` ago; undefined otherwise (ask `isRevoked`).
   */
  knownNow(claims: RevocableClaims, nowMs: number): boolean | undefined {
    if (this.revokedHere(claims, nowMs)) return true;
    const known = this.#verdicts.get(claims.jti);
    return known && nowMs - known.readAtMs < REVOCATION_MEMO_LIMITS.ttlMs ? known.settled : undefined;
  }

  /**
   * Whether the token is revoked: a revocation made here, else the verdict of a read started less
   * than `ttlMs` ago, else `read()` (kept while it is fresh; a failure is passed on, not kept).
   */
  async isRevoked(claims: RevocableClaims, read: () => Promise<boolean>, nowMs: number): Promise<boolean> {
    if (this.revokedHere(claims, nowMs)) return true;
    const known = this.#verdicts.get(claims.jti);
    if (known && nowMs - known.readAtMs < REVOCATION_MEMO_LIMITS.ttlMs) return (await known.revoked) || this.revokedHere(claims, nowMs);
    const verdict: Verdict = { readAtMs: nowMs, revoked: read() };
    verdict.revoked.then(
      (revoked) => {
        verdict.settled = revoked;
      },
      // The caller below is given the failure; a verdict that failed is dropped there.
      () => undefined,
    );
    // Re-inserting moves the token to the end: the map's order is the order of the reads.
    this.#verdicts.delete(claims.jti);
    this.#verdicts.set(claims.jti, verdict);
    for (const oldest of this.#verdicts.keys()) {
      if (this.#verdicts.size <= REVOCATION_MEMO_LIMITS.maxTokens) break;
      this.#verdicts.delete(oldest);
    }
    try {
      // A revocation made here while the read was under way wins over what the read found.
      return (await verdict.revoked) || this.revokedHere(claims, nowMs);
    } catch (error) {
      if (this.#verdicts.get(claims.jti) === verdict) this.#verdicts.delete(claims.jti);
      throw error;
    }
  }

  /** This process revokes a session (logout). */
  sessionRevoked(sid: string, nowMs: number): void {
    prune(this.#sessions, nowMs, REVOCATION_MEMO_LIMITS.maxLocal);
    this.#sessions.delete(sid);
    this.#sessions.set(sid, { untilMs: nowMs + 2 * REVOCATION_MEMO_LIMITS.ttlMs });
  }

  /** This process revokes a user's tokens issued before `notBeforeSec` (password change, forced logout). */
  userTokensRevoked(uid: string, notBeforeSec: number, nowMs: number): void {
    prune(this.#users, nowMs, REVOCATION_MEMO_LIMITS.maxLocal);
    const known = this.#users.get(uid);
    this.#users.delete(uid);
    this.#users.set(uid, { notBeforeSec: Math.max(notBeforeSec, known?.notBeforeSec ?? 0), untilMs: nowMs + 2 * REVOCATION_MEMO_LIMITS.ttlMs });
  }

  /** How many verdicts are kept (expired ones included until read again or dropped). */
  get size(): number {
    return this.#verdicts.size;
  }
}

const memos = new WeakMap<object, RevocationMemo>();

/**
 * The memo of one app: keyed by its root's `natsNames` object (decorated once per root, shared by
 * every plugin of an all-in-one process and kept across reconnects), so the process's logout and
 * every service's checks see the same one.
 */
export function revocationMemoOf(owner: object): RevocationMemo {
  let memo = memos.get(owner);
  if (!memo) {
    memo = new RevocationMemo();
    memos.set(owner, memo);
  }
  return memo;
}
