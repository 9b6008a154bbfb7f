import { randomUUID } from 'node:crypto';
import fastifyJwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { REFRESH_TOKEN_HEADER } from '@oj/contracts';
import { ServiceMessage, fail } from './errors.ts';

/** The signed-in user as the token carries it. */
export interface AuthUser {
  uid: string;
  username: string;
  /** Role codes (spec 01 §3), e.g. [1002]. */
  roles: number[];
}

/**
 * Every claim of a token: the user, its session (`sid`, kept by every refresh so logout can end all
 * of a session's tokens at once), its own id and lifetime (seconds since the epoch).
 */
export interface TokenClaims extends AuthUser {
  sid: string;
  jti: string;
  iat: number;
  exp: number;
}

/** Tells whether a token was revoked (logout, role change); the gateway backs it with NATS KV. */
export type RevocationCheck = (claims: TokenClaims, request: FastifyRequest) => boolean | Promise<boolean>;

/**
 * Reads a user again at refresh: current name and roles, or null when the account is gone or
 * banned (the session then ends). service-kit's core reads the database (`loadSessionUser`).
 */
export type SessionUserLoader = (uid: string, request: FastifyRequest) => Promise<AuthUser | null>;

/** Options of the auth plugin. */
export interface AuthOptions {
  secret: string;
  expiresInSec: number;
  /**
   * Age after which a token is checked against `loadUser` and replaced (at most half the lifetime):
   * how long a ban or a role change may take to reach a signed-in user.
   */
  refreshAfterSec: number;
  isRevoked?: RevocationCheck;
  /** Without it a refresh copies the old claims (tests of the plugin alone). */
  loadUser?: SessionUserLoader;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: AuthUser & { sid: string; jti: string };
    /** Set by `authenticate`; read it only on authenticated routes (or through `currentUser`). */
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless the request carries a valid, unrevoked token; sets `request.user`. */
    authenticate: preHandlerAsyncHookHandler;
    /** preHandler: like `authenticate`, but lets anonymous requests through with no user. */
    authenticateOptional: preHandlerAsyncHookHandler;
    /** preHandler factory: 401 without a token, 403 when the user holds none of the roles. */
    requireRoles: (...roles: readonly number[]) => preHandlerAsyncHookHandler;
    /** Signs a token for a user: a new session (login), or a further token of session `sid` (refresh). */
    signToken: (user: AuthUser, sid?: string) => string;
  }
}

/** The authenticated user, or null on an anonymous request. */
export function currentUser(request: FastifyRequest): TokenClaims | null {
  // @fastify/jwt types `user` as always present; before authentication it is really null.
  const user: unknown = request.user;
  return isTokenClaims(user) ? user : null;
}

/** Verified tokens remembered at most per process (the memo below, and fast-jwt's cache of refused tokens). */
const VERIFIED_TOKENS_KEPT = 10_000;

/**
 * The claims of verified tokens, keyed by the token itself (a Map lookup: no digest of the token per
 * request, as fast-jwt's own cache computes), each given out only while its `exp` is ahead. The
 * oldest entry goes first once `max` are kept. Revocation is not kept here: it is checked on every
 * request.
 */
export class VerifiedTokens {
  readonly #kept = new Map<string, TokenClaims>();
  readonly #max: number;

  constructor(max: number) {
    this.#max = max;
  }

  /** The token's claims while it has not expired at `nowSec`, else undefined. */
  get(token: string, nowSec: number): TokenClaims | undefined {
    const claims = this.#kept.get(token);
    if (claims === undefined) return undefined;
    if (claims.exp > nowSec) return claims;
    this.#kept.delete(token);
    return undefined;
  }

  set(token: string, claims: TokenClaims): void {
    if (this.#kept.size >= this.#max && !this.#kept.has(token)) {
      const oldest = this.#kept.keys().next();
      if (oldest.done !== true) this.#kept.delete(oldest.value);
    }
    this.#kept.set(token, claims);
  }

  get size(): number {
    return this.#kept.size;
  }
}

/** What an authentication that needed nothing awaited answers: one resolved promise for every request. */
const SETTLED: Promise<void> = Promise.resolve();

/** Reads the token from `Authorization`, raw or as `Bearer <token>`. */
export function tokenFromRequest(request: FastifyRequest): string | undefined {
  const header = request.headers.authorization?.trim();
  if (!header) return undefined;
  const token = /^bearer\s+/i.test(header) ? header.replace(/^bearer\s+/i, '') : header;
  return token === '' ? undefined : token;
}

function isTokenClaims(value: unknown): value is TokenClaims {
  if (typeof value !== 'object' || value === null) return false;
  const claims = value as Partial<TokenClaims>;
  return (
    typeof claims.sid === 'string' &&
    typeof claims.uid === 'string' &&
    typeof claims.username === 'string' &&
    Array.isArray(claims.roles) &&
    claims.roles.every((role) => typeof role === 'number') &&
    typeof claims.jti === 'string' &&
    typeof claims.iat === 'number' &&
    typeof claims.exp === 'number'
  );
}

/** Tokens signed before sessions existed carry no `sid`: their own `jti` stands for it. */
function withSession(value: unknown): unknown {
  if (typeof value !== 'object' || value === null || 'sid' in value) return value;
  return { ...value, sid: (value as { jti?: unknown }).jti };
}

/** JWT verification, role guards and sliding refresh (spec 01 §7: a refreshed token comes back in a header). */
export const authPlugin = fp<AuthOptions>(
  async (app, options) => {
    // Verified tokens are remembered (VerifiedTokens, each no longer than the token's own lifetime): a
    // signed-in reader's next requests skip the signature check. fast-jwt's cache keeps refused tokens
    // (a forged token is not checked again and again). Revocation is checked on every request all the same (isRevoked).
    const verified = new VerifiedTokens(VERIFIED_TOKENS_KEPT);
    await app.register(fastifyJwt, {
      secret: options.secret,
      sign: { expiresIn: options.expiresInSec },
      verify: { cache: VERIFIED_TOKENS_KEPT, errorCacheTTL: 600_000 },
    });
    const refreshAfterSec = Math.min(options.refreshAfterSec, Math.floor(options.expiresInSec / 2));

    const signToken = (user: AuthUser, sid: string = randomUUID()): string =>
      app.jwt.sign({ uid: user.uid, username: user.username, roles: [...user.roles], sid, jti: randomUUID() });

    // A token older than the refresh age is checked against the database: a banned or deleted user
    // is refused, and the request runs with the current roles, not the token's. The replacement
    // keeps the session id and slides the lifetime, so active users never get logged out mid-session.
    const refreshIfAging = async (claims: TokenClaims, request: FastifyRequest, reply: FastifyReply): Promise<TokenClaims> => {
      const nowSec = Math.floor(Date.now() / 1000);
      if (nowSec - claims.iat < refreshAfterSec) return claims;
      const user = options.loadUser ? await options.loadUser(claims.uid, request) : claims;
      if (!user) throw fail(ServiceMessage.loginExpired);
      reply.header(REFRESH_TOKEN_HEADER, signToken(user, claims.sid));
      reply.header('access-control-expose-headers', 'Authorization');
      return { ...claims, username: user.username, roles: [...user.roles] };
    };

    const verifySignature = (token: string): TokenClaims => {
      let claims: unknown;
      try {
        claims = app.jwt.verify(token);
      } catch (error) {
        const expired = (error as { code?: unknown }).code === 'FAST_JWT_EXPIRED';
        throw fail(expired ? ServiceMessage.loginExpired : ServiceMessage.invalidToken, {
          cause: error,
        });
      }
      claims = withSession(claims);
      if (!isTokenClaims(claims)) throw fail(ServiceMessage.invalidToken);
      verified.set(token, claims);
      return claims;
    };

    // A copy of the token's claims: every request of the token is handed its own.
    const claimsOf = (token: string): TokenClaims => {
      const kept = verified.get(token, Math.floor(Date.now() / 1000)) ?? verifySignature(token);
      return { ...kept, roles: [...kept.roles] };
    };

    const isAging = (claims: TokenClaims): boolean => Math.floor(Date.now() / 1000) - claims.iat >= refreshAfterSec;

    const authenticateSlowly = async (claims: TokenClaims, revoked: Promise<boolean>, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      if (await revoked) throw fail(ServiceMessage.loginExpired);
      request.user = await refreshIfAging(claims, request, reply);
    };

    // Most signed-in requests need nothing awaited: a verified token, a revocation verdict this process
    // knows, no refresh due. They are settled at once; the others go on asynchronously.
    const authenticateWith = (token: string, request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      try {
        const claims = claimsOf(token);
        const revoked = options.isRevoked ? options.isRevoked(claims, request) : false;
        if (revoked === true) throw fail(ServiceMessage.loginExpired);
        if (revoked === false && !isAging(claims)) {
          request.user = claims;
          return SETTLED;
        }
        return authenticateSlowly(claims, Promise.resolve(revoked), request, reply);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
    };

    const authenticate = (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      if (currentUser(request)) return SETTLED;
      const token = tokenFromRequest(request);
      if (token === undefined) return Promise.reject(fail(ServiceMessage.loginFirst));
      return authenticateWith(token, request, reply);
    };

    const authenticateOptional = (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
      if (currentUser(request)) return SETTLED;
      const token = tokenFromRequest(request);
      return token === undefined ? SETTLED : authenticateWith(token, request, reply);
    };

    const requireRoles =
      (...roles: readonly number[]) =>
      async (request: FastifyRequest, reply: FastifyReply): Promise<void> => {
        await authenticate(request, reply);
        const user = request.user;
        if (!user.roles.some((role) => roles.includes(role))) throw fail(ServiceMessage.noPermission);
      };

    app.decorate('signToken', signToken);
    app.decorate('authenticate', authenticate);
    app.decorate('authenticateOptional', authenticateOptional);
    app.decorate('requireRoles', requireRoles);
  },
  { name: 'oj-auth', fastify: '5.x', dependencies: ['oj-errors'] },
);
