import type { FastifyInstance } from 'fastify';
import type { BaseConfig } from './config.ts';
import { ConfigError } from './env.ts';
import { createService } from './service.ts';
import type { ServiceOptions } from './service.ts';

/** How long a graceful shutdown may take before the process exits anyway. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Options of `runService`: like `createService`, but the config may be loaded lazily. */
export interface RunServiceOptions<C extends BaseConfig> extends Omit<ServiceOptions<C>, 'config'> {
  /** Shown in startup failures. */
  name: string;
  /** Loads (and validates) the config; a ConfigError is printed as a readable list. */
  loadConfig: () => C;
}

function fail(name: string, error: unknown): never {
  const text = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`[${name}] failed to start: ${text}\n`);
  process.exit(1);
}

/**
 * Runs a service as its own process: builds it, listens on OJ_HOST and its port, and closes
 * gracefully (draining NATS, closing the pool) on SIGINT or SIGTERM.
 */
export async function runService<C extends BaseConfig>(options: RunServiceOptions<C>): Promise<FastifyInstance> {
  const { name, loadConfig, ...rest } = options;
  let config: C;
  let app: FastifyInstance;
  try {
    config = loadConfig();
    app = await createService({ ...rest, config });
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    fail(name, error);
  }

  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      app.log.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error('graceful shutdown timed out');
      process.exit(1);
    }, SHUTDOWN_TIMEOUT_MS).unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'error while shutting down');
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
  return app;
}
