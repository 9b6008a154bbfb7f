/** A real NATS connection and test database wrapped as the host the event helpers run on. */
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import type { NatsConnection } from '@nats-io/transport-node';
import { natsNames } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';
import type { TestDatabase } from '@oj/db/testing';
import type { EventHost } from '../src/events/index.ts';
import { testNamespace } from './helpers.ts';

export const NATS_URL = process.env.OJ_NATS_URL ?? 'nats://127.0.0.1:4222';

/** A logged line: its level, message and details. */
export interface LoggedLine {
  level: 'info' | 'warn' | 'error';
  message: string;
  details: object;
}

export interface TestEventHost extends EventHost {
  nc: NatsConnection;
  names: NatsNames;
  logged: LoggedLine[];
  /** Deletes the namespace's streams and closes the connection (the database is the caller's). */
  close: () => Promise<void>;
}

/** Connects to NATS with a namespace of its own, on `database`. */
export async function openEventHost(database: TestDatabase): Promise<TestEventHost> {
  const nc = await connect({ servers: NATS_URL });
  const js = jetstream(nc);
  const jsm = await jetstreamManager(nc);
  const names = natsNames(testNamespace());
  const logged: LoggedLine[] = [];
  const line = (level: LoggedLine['level']) => (details: object, message: string) => {
    logged.push({ level, message, details });
  };
  return {
    db: database.dataSource,
    js,
    jsm,
    waitForNats: () => Promise.resolve(nc),
    log: { info: line('info'), warn: line('warn'), error: line('error') },
    nc,
    names,
    logged,
    async close() {
      const streams: string[] = [];
      for await (const stream of jsm.streams.list()) streams.push(stream.config.name);
      for (const stream of streams) {
        if (stream.startsWith(names.namespace.toUpperCase())) await jsm.streams.delete(stream).catch(() => false);
      }
      await nc.close();
    },
  };
}

/** Payloads of every message stored on `subject` of `stream`, oldest first. */
export async function storedPayloads(host: TestEventHost, stream: string, subject: string): Promise<unknown[]> {
  const info = await host.jsm.streams.info(stream);
  const payloads: unknown[] = [];
  for (let seq = info.state.first_seq; info.state.messages > 0 && seq <= info.state.last_seq; seq += 1) {
    const message = await host.jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (message?.subject === subject) payloads.push(message.json());
  }
  return payloads;
}

/**
 * `host` as a service sees it when NATS is reached only after it started: its clients throw and
 * `waitForNats` waits until `reach` is called (what service-kit's NATS plugin does).
 */
export function reachedLater(host: TestEventHost): { host: EventHost; reach: () => void } {
  let reached = false;
  let resolve: () => void = () => undefined;
  const waiting = new Promise<void>((done) => {
    resolve = done;
  });
  const unreached = (): never => {
    throw new Error('NATS not reached yet');
  };
  return {
    host: {
      db: host.db,
      log: host.log,
      get js() {
        return reached ? host.js : unreached();
      },
      get jsm() {
        return reached ? host.jsm : unreached();
      },
      waitForNats: () => waiting,
    },
    reach: () => {
      reached = true;
      resolve();
    },
  };
}
