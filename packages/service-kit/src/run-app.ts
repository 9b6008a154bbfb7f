/**
 * Runs a Fastify app as its own process: every service (through runService) and the judge node.
 */
import { setFlagsFromString } from 'node:v8';
import type { FastifyInstance, FastifyListenOptions } from 'fastify';
import { ConfigError } from './env.ts';
import { releaseStartupMemory } from './startup-memory.ts';

/**
 * V8 flags the services whose tail latency matters more than their footprint (contest, judge-dispatch, community)
 * set at start (`RunAppOptions.v8Flags`). V8's memory reducer runs a full collection about 100 s after the last one
 * in a process that never goes idle (a loaded service), and by default one that reduces the footprint: every
 * fragmented page compacted, a pause of 150-700 ms in the contest simulation (bench/README.md, "Fourth run"), in
 * every process at about the same time since they start together. Without `favors memory` the reducer's collection
 * is an ordinary one: 30-110 ms there, with a larger heap kept. The gateway does not set it: its footprint is
 * bounded (a 1 GB import under 300 MB, docs/operations.md "Memory"), and the judge node is idle between jobs.
 * Read by V8 at each of the reducer's collections, so setting it at start is enough.
 */
export const LATENCY_V8_FLAGS = ['--no-memory-reducer-favors-memory'] as const;

/** How long a graceful shutdown may take before the process exits anyway, unless the app says otherwise. */
const SHUTDOWN_TIMEOUT_MS = 10_000;

/** Where a process listens: its host and port, and whether another process may share the port. */
export interface ListenConfig {
  host: string;
  port: number;
  reusePort?: boolean;
}

/** What runApp needs: where to listen comes from the config. */
export interface RunAppOptions<C extends ListenConfig> {
  /** Shown in startup failures. */
  name: string;
  /** Loads (and validates) the config; a ConfigError is printed as a readable list. */
  loadConfig: () => C;
  /** Builds the app, ready but not listening. */
  build: (config: C) => Promise<FastifyInstance>;
  /** V8 flags set before the app is built (`LATENCY_V8_FLAGS`); none when absent. */
  v8Flags?: readonly string[];
  /** How long a graceful shutdown may take (10 s when absent). */
  shutdownTimeoutMs?: (config: C) => number;
  /** Logged when that time runs out: what the early exit costs. */
  timeoutMessage?: string;
}

// Failures whose message says it all (a bad setting, a database the migrate step has not upgraded yet).
const EXPLAINED = new Set(['ConfigError', 'SchemaBehindError']);

function fail(name: string, error: unknown): never {
  const text =
    error instanceof ConfigError || (error instanceof Error && EXPLAINED.has(error.name))
      ? error.message
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error);
  process.stderr.write(`[${name}] failed to start: ${text}\n`);
  process.exit(1);
}

/**
 * Loads the config, builds the app and listens on the config's host and port; SIGINT or SIGTERM
 * closes it gracefully (its preClose and onClose hooks: jobs in hand, NATS drain, pools) and exits 0.
 * A second signal, or the shutdown timeout, exits 1 at once.
 */
export async function runApp<C extends ListenConfig>(options: RunAppOptions<C>): Promise<FastifyInstance> {
  let config: C;
  let app: FastifyInstance;
  let closing = false;
  for (const flag of options.v8Flags ?? []) setFlagsFromString(flag);
  try {
    config = options.loadConfig();
    app = await options.build(config);
    // Node's own listen option, which Fastify passes on without declaring it.
    const listen: FastifyListenOptions & { reusePort?: boolean } = { host: config.host, port: config.port };
    if (config.reusePort) listen.reusePort = true;
    markResponses(app, config.reusePort === true, () => closing);
    // The plugins load at `ready`: what they leave over goes back to the system before any request.
    await app.ready();
    await releaseStartupMemory();
    await app.listen(listen);
  } catch (error) {
    fail(options.name, error);
  }

  const timeoutMs = options.shutdownTimeoutMs?.(config) ?? SHUTDOWN_TIMEOUT_MS;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (closing) {
      app.log.warn({ signal }, 'second signal, exiting now');
      process.exit(1);
    }
    closing = true;
    const stoppingAt = Date.now();
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      app.log.error(options.timeoutMessage ?? 'graceful shutdown timed out');
      process.exit(1);
    }, timeoutMs).unref();
    app.close().then(
      () => {
        app.log.info({ tookMs: Date.now() - stoppingAt }, 'stopped');
        process.exit(0);
      },
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

/**
 * Response headers of the process itself. Once it is closing, every response says `connection: close`:
 * a keep-alive client (a browser, the gateway's pool towards a service) then opens its next connection
 * to whichever process listens, instead of sending it to one that is going away. With a shared port,
 * /healthz and /readyz name the process that answered (`x-oj-pid`), so that a roll waits until the new
 * process itself is ready before it stops the old one.
 */
function markResponses(app: FastifyInstance, sharedPort: boolean, closing: () => boolean): void {
  app.server.prependListener('request', (request, response) => {
    if (closing()) response.setHeader('connection', 'close');
    if (sharedPort && (request.url === '/readyz' || request.url === '/healthz')) response.setHeader('x-oj-pid', String(process.pid));
  });
}
