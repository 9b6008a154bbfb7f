import { setTimeout as sleep } from 'node:timers/promises';
import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import type { DataSource } from 'typeorm';

/** The logger calls the event helpers make (pino's, hence a Fastify app's, fits). */
export interface EventLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

/**
 * What the outbox relay and the stream consumers need from their service. A Fastify app built by
 * service-kit's core fits as is: its `js` and `jsm` throw until NATS is reached, so the helpers
 * wait with `waitForNats` before their first use.
 */
export interface EventHost {
  readonly db: DataSource;
  readonly js: JetStreamClient;
  readonly jsm: JetStreamManager;
  waitForNats: (signal?: AbortSignal) => Promise<unknown>;
  readonly log: EventLog;
}

/** Waits `ms`, or less when `signal` aborts first; never throws. */
export async function pause(ms: number, signal: AbortSignal): Promise<void> {
  await sleep(ms, undefined, { signal }).catch(() => undefined);
}

/** Runs `step` until it succeeds or `signal` aborts, logging each failure; true when it succeeded. */
export async function retryUntilDone(step: () => Promise<void>, signal: AbortSignal, log: EventLog, what: string, delayMs: number): Promise<boolean> {
  while (!signal.aborted) {
    try {
      await step();
      return true;
    } catch (error) {
      log.error({ err: error }, `${what} failed; retrying`);
      await pause(delayMs, signal);
    }
  }
  return false;
}
