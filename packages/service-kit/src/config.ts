import { randomBytes } from 'node:crypto';
import type { ServiceNameValue } from '@oj/contracts';
import { dbConfigFromEnv } from '@oj/db';
import { env, loadConfig } from './env.ts';
import type { ConfigOf, EnvSource } from './env.ts';
import { processConfigSchema } from './process-config.ts';

/** Signing secret of test runs only: random per process, so no secret in the repository ever works. */
const TEST_RUN_JWT_SECRET = randomBytes(32).toString('base64url');

/** The schema every service shares: the process's (host, port, logs, NATS, data dir), plus database and JWT. */
export function baseConfigSchema(service: ServiceNameValue) {
  const common = processConfigSchema(service);
  return {
    service: common.service,
    nodeEnv: common.nodeEnv,
    host: common.host,
    port: common.port,
    reusePort: common.reusePort,
    logLevel: common.logLevel,
    db: env.custom('database config', (source) => dbConfigFromEnv({ ...source })),
    // Services never migrate: a schema behind this version is waited for this long (the migrate step
    // running beside the start), then the process refuses to start (docs/upgrades.md).
    dbSchemaWaitMs: env.integer('OJ_DB_SCHEMA_WAIT_MS', { default: 120_000, min: 0, max: 60 * 60_000 }),
    nats: common.nats,
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
    dataDir: common.dataDir,
    metricsToken: common.metricsToken,
  };
}

/** Config every service has. */
export type BaseConfig = ConfigOf<ReturnType<typeof baseConfigSchema>>;

/** Loads and validates the base config of one service; throws a ConfigError listing every problem. */
export function loadServiceConfig(service: ServiceNameValue, source: EnvSource = process.env): BaseConfig {
  return loadConfig(baseConfigSchema(service), source);
}
