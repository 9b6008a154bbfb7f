import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import type { DataSource } from 'typeorm';
import type { NatsNames } from '@oj/contracts';
import type { BaseConfig } from './config.ts';
import type { EventHost } from './events/host.ts';
import { revokeSession, revokeTokensIssuedBefore, watchRevocations } from './revocation.ts';
import type { Revocation } from './revocation.ts';
import type { TokenClaims } from './auth.ts';

/*
 * Decision (STYLE.md, "Module dependencies" and "Plugin typing"): a service builds one `deps`
 * object in its `app.ts` and registers every module with `{ deps }`. A module is a
 * `ModulePlugin<Deps>`; a use case takes `Pick<Deps, ...>` and never `app`. Route preHandlers
 * (`app.authenticate`, `app.requireRoles`) stay on the Fastify instance: they are hooks, not
 * dependencies of a use case.
 */

/** The one typing of a service module: async, TypeBox, options `{ deps }`. */
export type ModulePlugin<Deps> = FastifyPluginAsyncTypebox<{ deps: Deps }>;

/**
 * The infrastructure every service's modules share. Database and NATS handles are read when used
 * (the bus may reconnect; a NATS outage throws the 503 of `ServiceUnavailableError` at that call).
 */
export interface ServiceDeps {
  /** The platform's migrated DataSource. */
  readonly db: DataSource;
  /** The NATS connection (throws a 503 error while NATS is unreachable). */
  readonly nats: () => NatsConnection;
  readonly js: () => JetStreamClient;
  readonly jsm: () => JetStreamManager;
  readonly natsNames: NatsNames;
  readonly log: FastifyBaseLogger;
  readonly config: BaseConfig;
  /** What the outbox relay and the stream consumers use (db, js, jsm, waitForNats, log), read when used. */
  readonly events: EventHost;
  /** Token revocations (service-kit's revocation.ts) on this service's bucket. */
  readonly revocations: Revocations;
}

/** Ending sessions and tokens, and hearing of the revocations other processes write. */
export interface Revocations {
  /** Ends a session: its every token stops working. */
  revokeSession: (claims: TokenClaims, nowMs?: number) => Promise<void>;
  /** Ends every token of a user issued before `nowMs`. */
  revokeTokensIssuedBefore: (uid: string, nowMs?: number) => Promise<void>;
  /** Calls `onRevoked` for each revocation written from now on, until `signal` aborts. */
  watch: (signal: AbortSignal, onRevoked: (revocation: Revocation) => void) => Promise<void>;
}

/** The shared part of a service's `deps`, read from the app the service plugin was registered on. */
export function serviceDeps(app: FastifyInstance): ServiceDeps {
  return {
    db: app.db,
    nats: () => app.nats,
    js: () => app.js,
    jsm: () => app.jsm,
    natsNames: app.natsNames,
    log: app.log,
    config: app.config,
    events: {
      get db() {
        return app.db;
      },
      get js() {
        return app.js;
      },
      get jsm() {
        return app.jsm;
      },
      waitForNats: (signal) => app.waitForNats(signal),
      log: app.log,
    },
    revocations: {
      revokeSession: (claims, nowMs) => revokeSession(app, claims, nowMs),
      revokeTokensIssuedBefore: (uid, nowMs) => revokeTokensIssuedBefore(app, uid, nowMs),
      watch: (signal, onRevoked) => watchRevocations(app, signal, onRevoked),
    },
  };
}
