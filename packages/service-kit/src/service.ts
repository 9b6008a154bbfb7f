import Fastify from 'fastify';
import type { FastifyInstance, FastifyPluginAsync, FastifyPluginCallback, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { DestinationStream } from 'pino';
import type { DataSource } from 'typeorm';
import { pingDatabase } from '@oj/db';
import { adminGuardPlugin } from './admin-guard.ts';
import { authPlugin } from './auth.ts';
import type { RevocationCheck, SessionUserLoader } from './auth.ts';
import type { BaseConfig } from './config.ts';
import { databasePlugin } from './database.ts';
import { errorHandlerPlugin, handleFrameworkError } from './error-handler.ts';
import type { NotFoundHandler } from './error-handler.ts';
import { healthPlugin } from './health.ts';
import { messageLanguagePlugin } from './message-language.ts';
import { metricsPlugin } from './metrics.ts';
import { natsPlugin } from './nats.ts';
import { sharedSerializerBuilder } from './response-serializers.ts';
import { isTokenRevoked as kvRevocationCheck, revokedTokensBucket } from './revocation.ts';
import { revocationMirrorPlugin } from './revocation-mirror-keeper.ts';
import { loadSessionUser } from './session-user.ts';

declare module 'fastify' {
  interface FastifyInstance {
    /** The validated config of the process (services extend it with their own fields). */
    config: BaseConfig;
  }
}

/** Options of the shared core: everything a service needs besides its routes. */
export interface CoreOptions {
  config: BaseConfig;
  /** A DataSource the caller owns (tests); otherwise one is created from `config.db`. */
  dataSource?: DataSource;
  /** Revocation check of tokens; defaults to the shared NATS KV list that logout writes to. */
  isTokenRevoked?: RevocationCheck;
  /**
   * Whether the process keeps a watched copy of that list, which the KV check answers from
   * (revocation-mirror.ts); true unless a test needs the reads alone.
   */
  revocationMirror?: boolean;
  /** How a refresh reads the user again; defaults to the database (`user_info` status, `user_role`). */
  loadSessionUser?: SessionUserLoader;
  notFound?: NotFoundHandler;
  natsRetryDelayMs?: number;
}

/**
 * Message language, errors, metrics, database, NATS, auth and health, in dependency order.
 * Registered once at the root, so in all-in-one mode every service plugin shares one connection
 * of each kind, and every reply (routes, errors, 404) gets its `msg` in the request's language.
 */
export const serviceCore = fp<CoreOptions>(
  async (app, options) => {
    const { config } = options;
    app.decorate('config', config);
    await app.register(messageLanguagePlugin);
    await app.register(errorHandlerPlugin, options.notFound ? { notFound: options.notFound } : {});
    await app.register(metricsPlugin, { service: config.service, access: { token: config.metricsToken } });
    await app.register(databasePlugin, options.dataSource ? { dataSource: options.dataSource } : { config: config.db, schemaWaitMs: config.dbSchemaWaitMs });
    await app.register(natsPlugin, {
      servers: config.nats.servers,
      namespace: config.nats.namespace,
      name: `oj-${config.service}`,
      role: 'service',
      auth: config.nats.auth,
      tls: config.nats.tls,
      ...(options.natsRetryDelayMs === undefined ? {} : { retryDelayMs: options.natsRetryDelayMs }),
    });
    if (options.revocationMirror !== false) await app.register(revocationMirrorPlugin, { openBucket: revokedTokensBucket });
    await app.register(authPlugin, {
      secret: config.jwt.secret,
      expiresInSec: config.jwt.expiresInSec,
      refreshAfterSec: config.jwt.refreshAfterSec,
      isRevoked: options.isTokenRevoked ?? kvRevocationCheck,
      loadUser: options.loadSessionUser ?? ((uid) => loadSessionUser(app.db, uid)),
    });
    await app.register(adminGuardPlugin);
    await app.register(healthPlugin, { checks: { database: () => pingDatabase(app.db) } });
  },
  { name: 'oj-service-core', fastify: '5.x' },
);

/** A service's own plugin: its routes, given the process config. */
export type ServicePlugin<C extends BaseConfig> = FastifyPluginAsync<{ config: C }> | FastifyPluginCallback<{ config: C }>;

/** Everything needed to build one service app. */
export interface ServiceOptions<C extends BaseConfig> extends Omit<CoreOptions, 'config'> {
  config: C;
  plugin: ServicePlugin<C>;
  /** Where logs go (tests capture them); stdout by default. */
  logStream?: DestinationStream;
}

// Tokens and passwords must never reach the logs, whatever a handler decides to log.
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers.authorization',
  'headers.authorization',
  'password',
  '*.password',
  '*.*.password',
  '*.newPassword',
  '*.oldPassword',
  '*.passwordHash',
];

// Query parameters that carry secrets: the code of a mailed reset link (GET /reset-password?code=)
// reaches the server as a page request, and a request log line would keep it.
const SECRET_QUERY_PARAMETERS = /([?&](?:code|captcha|token|password)=)[^&#]*/gi;

/** A URL with the values of secret query parameters replaced, for logs. */
export function redactUrl(url: string): string {
  return url.replace(SECRET_QUERY_PARAMETERS, '$1[redacted]');
}

/** Fastify's request serializer, with the URL's secrets redacted. */
function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: redactUrl(request.url), host: request.host, remoteAddress: request.ip, remotePort: request.socket.remotePort };
}

/** Fastify server options shared by every service. */
export function fastifyOptions(config: BaseConfig, logStream?: DestinationStream): FastifyServerOptions {
  const logger = { level: config.logLevel, redact: { paths: REDACTED_PATHS, censor: '[redacted]' }, serializers: { req: requestForLog } };
  return {
    logger: logStream ? { ...logger, stream: logStream } : logger,
    requestIdHeader: 'x-request-id',
    // Code submissions are at most 65535 characters; JSON bodies stay well under 1 MB. Uploads use multipart.
    bodyLimit: 1024 * 1024,
    routerOptions: { ignoreTrailingSlash: true },
    // A URL the router cannot decode gets the envelope too, not Fastify's own JSON.
    frameworkErrors: handleFrameworkError,
    // A closing process still answers what reaches it before it stops listening (its preClose hooks
    // run first), with `connection: close` (runApp): during a roll another process of the service
    // takes the next connection, where a 503 would have refused the request (docs/upgrades.md).
    return503OnClosing: false,
    // One compiled serializer per response schema, not per route and status (response-serializers.ts).
    schemaController: { compilersFactory: { buildSerializer: sharedSerializerBuilder() } },
  };
}

/** Builds a service app (core plus the service plugin) without listening; tests `inject` into it. */
export async function createService<C extends BaseConfig>(options: ServiceOptions<C>): Promise<FastifyInstance> {
  const { plugin, logStream, config, ...core } = options;
  const app = Fastify(fastifyOptions(config, logStream));
  try {
    await app.register(serviceCore, { ...core, config });
    await app.register(plugin as FastifyPluginAsync<{ config: C }>, { config });
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
