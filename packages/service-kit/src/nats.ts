import { setTimeout as sleep } from 'node:timers/promises';
import fp from 'fastify-plugin';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection, NodeConnectionOptions } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';
import { ServiceMessage, fail } from './errors.ts';
import { natsInboxPrefix } from './nats-permissions.ts';
import type { NatsRole } from './nats-permissions.ts';
import type { NatsAuth, NatsTls } from './nats-settings.ts';

/** Options of the NATS plugin. */
export interface NatsOptions {
  servers: string[];
  namespace: string;
  /** Client name shown by the NATS server's monitoring. */
  name: string;
  /**
   * Whose permissions the connection has on the platform's server: sets the inbox prefix, the one
   * subject tree the role may subscribe to (`natsInboxPrefix`). Default `service`.
   */
  role?: NatsRole | undefined;
  /** User and password (config `nats.auth`); none for a server without authentication. */
  auth?: NatsAuth | undefined;
  /** TLS files (config `nats.tls`); undefined for plain TCP unless a URL is tls://. */
  tls?: NatsTls | undefined;
  /** Delay between attempts while the first connection fails. */
  retryDelayMs?: number;
  /** Longest drain at close (default NATS_DRAIN_TIMEOUT_MS). */
  drainTimeoutMs?: number;
}

/** Connection state for readiness checks. */
export interface NatsStatus {
  connected: boolean;
  /**
   * Connected and not between a disconnect and the reconnect that follows (the client reconnecting): a request sent
   * while it is false would only wait out its timeout. Readiness looks at `connected`, so a blip does not unready.
   */
  reachable: boolean;
  lastError: string | null;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The NATS connection; throws a 503 AppError while NATS has not been reached yet. */
    nats: NatsConnection;
    /** JetStream client on that connection. */
    js: JetStreamClient;
    /** JetStream manager (streams, consumers). */
    jsm: JetStreamManager;
    /** Every stream, subject and bucket name of this deployment's namespace. */
    natsNames: NatsNames;
    /** Current state, for readiness. */
    natsStatus: () => NatsStatus;
    /**
     * Resolves once connected (at once if already); rejects when the app closes first, or when
     * `signal` aborts first (a background task that is being stopped stops waiting).
     */
    waitForNats: (signal?: AbortSignal) => Promise<NatsConnection>;
  }
}

interface Connected {
  connection: NatsConnection;
  js: JetStreamClient;
  jsm: JetStreamManager;
}

/** `promise`, or a rejection as soon as `signal` aborts, whichever comes first. */
function untilAborted<T>(promise: Promise<T>, signal: AbortSignal): Promise<T> {
  const stopped = () => new Error('stopped before NATS was reached');
  if (signal.aborted) return Promise.reject(stopped());
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => {
      reject(stopped());
    };
    signal.addEventListener('abort', onAbort, { once: true });
    promise.then(
      (value) => {
        signal.removeEventListener('abort', onAbort);
        resolve(value);
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

/** The client options of a connection: servers, name, reconnects, inbox prefix, credentials, TLS. */
export function natsConnectOptions(options: Pick<NatsOptions, 'servers' | 'namespace' | 'name' | 'role' | 'auth' | 'tls'>): NodeConnectionOptions {
  return {
    servers: options.servers,
    name: options.name,
    maxReconnectAttempts: -1,
    timeout: 2000,
    inboxPrefix: natsInboxPrefix(options.role ?? 'service', options.namespace),
    // No Error (with its stack) made ahead for every request, JetStream call and timer, in case it fails: the client's
    // documented speed-up of request/reply and JetStream publishes. In the simulated contest those captures were 1.5 %
    // of judge-dispatch's CPU; a failure still says what failed (subject, timeout, no responders).
    noAsyncTraces: true,
    ...(options.auth ? { user: options.auth.user, pass: options.auth.password } : {}),
    ...(options.tls ? { tls: { ...options.tls } } : {}),
  };
}

/**
 * How long a closing service lets NATS take what it still holds (a drain) before it closes the connection. A drain
 * flushes through the server, so with the server gone (stopped first, as `docker-compose down` may do) it would wait
 * for a reconnect that never comes, until the orchestrator's kill.
 */
export const NATS_DRAIN_TIMEOUT_MS = 5_000;

/** Drains the connection, or closes it once `timeoutMs` passed (or the drain failed). Never throws. */
export async function drainWithin(connection: NatsConnection, timeoutMs: number): Promise<'drained' | 'closed'> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => {
      resolve('late');
    }, timeoutMs);
  });
  const outcome = await Promise.race([
    connection.drain().then(
      () => 'drained' as const,
      () => 'failed' as const,
    ),
    late,
  ]);
  clearTimeout(timer);
  if (outcome === 'drained') return 'drained';
  if (!connection.isClosed()) await connection.close().catch(() => undefined);
  return 'closed';
}

/**
 * Connects to NATS and drains on close (within `NATS_DRAIN_TIMEOUT_MS`). If NATS is down at start, the service still starts (and
 * reports not ready) while a background loop keeps trying; once connected, the client's own
 * reconnect logic takes over.
 */
export const natsPlugin = fp<NatsOptions>(
  async (app, options) => {
    const retryDelayMs = options.retryDelayMs ?? 2000;
    const stop = new AbortController();
    const stopped = (): boolean => stop.signal.aborted;
    let current: Connected | null = null;
    let lastError: string | null = null;
    let resolveReady: (value: NatsConnection) => void = () => undefined;
    let rejectReady: (reason: Error) => void = () => undefined;
    const ready = new Promise<NatsConnection>((resolve, reject) => {
      resolveReady = resolve;
      rejectReady = reject;
    });
    ready.catch(() => undefined); // nobody may be waiting when the app closes

    const attempt = async (): Promise<Connected> => {
      const connection = await connect(natsConnectOptions(options));
      try {
        return { connection, js: jetstream(connection), jsm: await jetstreamManager(connection) };
      } catch (error) {
        await connection.close();
        throw error;
      }
    };

    let firstAttemptDone: () => void = () => undefined;
    const firstAttempt = new Promise<void>((resolve) => {
      firstAttemptDone = resolve;
    });

    const connectLoop = async (): Promise<void> => {
      while (!stopped()) {
        try {
          const connected = await attempt();
          if (stopped()) {
            await connected.connection.close();
            return;
          }
          current = connected;
          lastError = null;
          void followStatus(connected.connection);
          app.log.info({ servers: options.servers }, 'connected to NATS');
          resolveReady(connected.connection);
          return;
        } catch (error) {
          lastError = error instanceof Error ? error.message : String(error);
          app.log.warn({ servers: options.servers, err: lastError }, 'NATS unreachable, retrying');
          firstAttemptDone();
          await sleep(retryDelayMs, undefined, { signal: stop.signal }).catch(() => undefined);
        } finally {
          firstAttemptDone();
        }
      }
    };

    // Between the client's disconnect and reconnect events (it reconnects by itself for good once connected).
    let disconnected = false;
    const followStatus = async (connection: NatsConnection): Promise<void> => {
      for await (const status of connection.status()) {
        if (status.type === 'disconnect') disconnected = true;
        else if (status.type === 'reconnect') disconnected = false;
      }
    };

    const connectedOrThrow = (): Connected => {
      if (!current) throw fail(ServiceMessage.busUnavailable);
      return current;
    };

    // A healthy start is ready at once; after a failed first attempt the loop keeps trying in the background.
    const loop = connectLoop();
    await firstAttempt;

    app.decorate('nats', { getter: () => connectedOrThrow().connection });
    app.decorate('js', { getter: () => connectedOrThrow().js });
    app.decorate('jsm', { getter: () => connectedOrThrow().jsm });
    app.decorate('natsNames', natsNames(options.namespace));
    app.decorate('natsStatus', () => {
      const connected = current !== null && !current.connection.isClosed();
      return { connected, reachable: connected && !disconnected, lastError };
    });
    app.decorate('waitForNats', (signal?: AbortSignal) => (signal ? untilAborted(ready, signal) : ready));

    app.addHook('onClose', async () => {
      stop.abort();
      rejectReady(new Error('application closed before NATS was reached'));
      await loop;
      if (current && !current.connection.isClosed()) await drainWithin(current.connection, options.drainTimeoutMs ?? NATS_DRAIN_TIMEOUT_MS);
    });
  },
  { name: 'oj-nats', fastify: '5.x' },
);
