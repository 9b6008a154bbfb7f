/**
 * Runs a Fastify app as its own process: every service (through runService) and the judge node.
 */
import type { FastifyInstance } from 'fastify';
import { ConfigError } from './env.ts';

/** How long a graceful shutdown may take before the process exits anyway, unless the app says otherwise. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** What runApp needs: where to listen comes from the config. */
export interface RunAppOptions<C extends { host: string; port: number }> {
  /** Shown in startup failures. */
  name: string;
  /** Loads (and validates) the config; a ConfigError is printed as a readable list. */
  loadConfig: () => C;
  /** Builds the app, ready but not listening. */
  build: (config: C) => Promise<FastifyInstance>;
  /** How long a graceful shutdown may take (10 s when absent). */
  shutdownTimeoutMs?: (config: C) => number;
  /** Logged when that time runs out: what the early exit costs. */
  timeoutMessage?: string;
}

function fail(name: string, error: unknown): never {
  const text = error instanceof ConfigError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error);
  process.stderr.write(`[${name}] failed to start: ${text}\n`);
  process.exit(1);
}

/**
 * Loads the config, builds the app and listens on the config's host and port; SIGINT or SIGTERM
 * closes it gracefully (its preClose and onClose hooks: jobs in hand, NATS drain, pools) and exits 0.
 * A second signal, or the shutdown timeout, exits 1 at once.
 */
export async function runApp<C extends { host: string; port: number }>(options: RunAppOptions<C>): Promise<FastifyInstance> {
  let config: C;
  let app: FastifyInstance;
  try {
    config = options.loadConfig();
    app = await options.build(config);
    await app.listen({ host: config.host, port: config.port });
  } catch (error) {
    fail(options.name, error);
  }

  const timeoutMs = options.shutdownTimeoutMs?.(config) ?? SHUTDOWN_TIMEOUT_MS;
  let closing = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      app.log.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    closing = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(options.timeoutMessage ?? 'graceful shutdown timed out');
      process.exit(1);
    }, timeoutMs).unref();
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
