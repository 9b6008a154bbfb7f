import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS, natsNames } from '@oj/contracts';
import type { ServiceNameValue } from '@oj/contracts';
import { dbConfigFromEnv } from '@oj/db';
import { env, loadConfig } from './env.ts';
import { natsAuthFromEnv, natsTlsFromEnv } from './nats-settings.ts';
import type { ConfigOf, EnvSource } from './env.ts';
import { metricsTokenOf } from './metrics.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Log levels pino accepts. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/** Signing secret of test runs only: random per process, so no secret in the repository ever works. */
const TEST_RUN_JWT_SECRET = randomBytes(32).toString('base64url');

/** Port variable of a service: OJ_JUDGE_DISPATCH_PORT for 'judge-dispatch'. */
export function portVariable(service: ServiceNameValue): string {
  return `OJ_${service.toUpperCase().replaceAll('-', '_')}_PORT`;
}

/** The schema every service shares: host, port, logs, database, NATS, JWT, data dir. */
export function baseConfigSchema(service: ServiceNameValue) {
  return {
    service: env.constant(service),
    nodeEnv: env.string('NODE_ENV', { default: 'development' }),
    host: env.string('OJ_HOST', { default: '127.0.0.1' }),
    port: env.port(portVariable(service), DEFAULT_PORTS[service]),
    logLevel: env.oneOf('OJ_LOG_LEVEL', LOG_LEVELS, 'info'),
    db: env.custom('database config', (source) => dbConfigFromEnv({ ...source })),
    nats: {
      servers: env.urls('OJ_NATS_URL', 'nats://127.0.0.1:4222', ['nats:', 'tls:']),
      namespace: env.custom('OJ_NATS_NAMESPACE', (source) => natsNames(source.OJ_NATS_NAMESPACE?.trim() || 'oj').namespace),
      // Undefined unless set: the platform's own server (scripts/start) needs a user per role.
      auth: env.custom('OJ_NATS_USER', natsAuthFromEnv),
      tls: env.custom('OJ_NATS_TLS', natsTlsFromEnv),
    },
    jwt: {
      secret: env.secret('OJ_JWT_SECRET', {
        testDefault: TEST_RUN_JWT_SECRET,
        minLength: 16,
        hint: 'scripts/start generates one into .run/jwt-secret; otherwise set at least 16 random characters',
      }),
      expiresInSec: env.integer('OJ_JWT_EXPIRES_IN_SEC', { default: 24 * 60 * 60, min: 60, max: 30 * 24 * 60 * 60 }),
      // Age at which a token is checked against the database and replaced: a ban or a role change
      // reaches a signed-in user within this time (capped at half the lifetime).
      refreshAfterSec: env.integer('OJ_JWT_REFRESH_AFTER_SEC', { default: 5 * 60, min: 1, max: 24 * 60 * 60 }),
    },
    dataDir: env.string('OJ_DATA_DIR', { default: `${REPO_ROOT}.run/data` }),
    // Bearer token of Prometheus scrapers on /metrics; unset, only the super admin's sign-in reads it.
    metricsToken: env.custom('OJ_METRICS_TOKEN', (source) => metricsTokenOf(source.OJ_METRICS_TOKEN)),
  };
}

/** Config every service has. */
export type BaseConfig = ConfigOf<ReturnType<typeof baseConfigSchema>>;

/** Loads and validates the base config of one service; throws a ConfigError listing every problem. */
export function loadServiceConfig(service: ServiceNameValue, source: EnvSource = process.env): BaseConfig {
  return loadConfig(baseConfigSchema(service), source);
}
