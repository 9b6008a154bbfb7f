import type { FastifyInstance } from 'fastify';
import type { BaseConfig } from './config.ts';
import { runApp } from './run-app.ts';
import { createService } from './service.ts';
import type { ServiceOptions } from './service.ts';

/** Options of `runService`: like `createService`, but the config may be loaded lazily. */
export interface RunServiceOptions<C extends BaseConfig> extends Omit<ServiceOptions<C>, 'config'> {
  /** Shown in startup failures. */
  name: string;
  /** Loads (and validates) the config; a ConfigError is printed as a readable list. */
  loadConfig: () => C;
  /** V8 flags set at start (run-app.ts `LATENCY_V8_FLAGS`). */
  v8Flags?: readonly string[];
}

/**
 * Runs a service as its own process: builds it, listens on OJ_HOST and its port, and closes
 * gracefully (draining NATS, closing the pool) on SIGINT or SIGTERM.
 */
export async function runService<C extends BaseConfig>(options: RunServiceOptions<C>): Promise<FastifyInstance> {
  const { name, loadConfig, v8Flags, ...rest } = options;
  return runApp({ name, loadConfig, ...(v8Flags ? { v8Flags } : {}), build: (config) => createService({ ...rest, config }) });
}
