/**
 * The config every process of the platform shares, without the database and JWT parts: a judge node
 * loads it without pulling in TypeORM (config.ts adds those two for the services).
 */
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORTS, natsNames, natsReplicas } from '@oj/contracts';
import type { ServiceNameValue } from '@oj/contracts';
import { env } from './env.ts';
import type { ConfigOf } from './env.ts';
import { metricsTokenOf } from './metrics.ts';
import { natsAuthFromEnv, natsTlsFromEnv } from './nats-settings.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../', import.meta.url));

/** Log levels pino accepts. */
export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

/**
 * Where NATS is when a config's source does not say: the process's own OJ_NATS_URL, else the local
 * default. A config loaded from a hand-made source (the tests') then follows the server the test
 * run was given (scripts/test runs its own for level 2), rather than whatever listens on 4222.
 */
export function defaultNatsUrl(): string {
  return process.env.OJ_NATS_URL?.trim() || 'nats://127.0.0.1:4222';
}

/** Port variable of a service: OJ_JUDGE_DISPATCH_PORT for 'judge-dispatch'. */
export function portVariable(service: ServiceNameValue): string {
  return `OJ_${service.toUpperCase().replaceAll('-', '_')}_PORT`;
}

/** The schema every process shares: host, port, logs, NATS, data dir, metrics token. */
export function processConfigSchema(service: ServiceNameValue) {
  return {
    service: env.constant(service),
    nodeEnv: env.string('NODE_ENV', { default: 'development' }),
    host: env.string('OJ_HOST', { default: '127.0.0.1' }),
    port: env.port(portVariable(service), DEFAULT_PORTS[service]),
    // SO_REUSEPORT: a second process of the service may listen on the same port (a roll on one host, as
    // scripts/start --split --roll does); off, a port in use fails the start as before.
    reusePort: env.boolean('OJ_REUSE_PORT', false),
    logLevel: env.oneOf('OJ_LOG_LEVEL', LOG_LEVELS, 'info'),
    nats: {
      servers: env.urls('OJ_NATS_URL', defaultNatsUrl(), ['nats:', 'tls:']),
      namespace: env.custom('OJ_NATS_NAMESPACE', (source) => natsNames(source.OJ_NATS_NAMESPACE?.trim() || 'oj').namespace),
      // Undefined unless set: the platform's own server (scripts/start) needs a user per role.
      auth: env.custom('OJ_NATS_USER', natsAuthFromEnv),
      tls: env.custom('OJ_NATS_TLS', natsTlsFromEnv),
      // JetStream replicas of what this process creates (read there from the environment; checked here at start).
      replicas: env.custom('OJ_NATS_REPLICAS', (source) => natsReplicas(source.OJ_NATS_REPLICAS)),
    },
    dataDir: env.string('OJ_DATA_DIR', { default: `${REPO_ROOT}.run/data` }),
    // Bearer token of Prometheus scrapers on /metrics; unset, only the super admin's sign-in reads it.
    metricsToken: env.custom('OJ_METRICS_TOKEN', (source) => metricsTokenOf(source.OJ_METRICS_TOKEN)),
  };
}

/** Config every process has. */
export type ProcessConfig = ConfigOf<ReturnType<typeof processConfigSchema>>;
