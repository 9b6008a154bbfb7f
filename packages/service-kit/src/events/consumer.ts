import type { Consumer, JsMsg } from '@nats-io/jetstream';
import type { EntityManager } from 'typeorm';
import { BroadcastReader, checkedPayload } from './broadcast.ts';
import type { BroadcastSpec, Delivery, MessageSchema } from './broadcast.ts';
import { applyInOrder, ensureCursor } from './cursor.ts';
import { sendDeadLetter } from './dead-letter.ts';
import type { EventHost } from './host.ts';
import { pause, retryUntilDone } from './host.ts';
import { ensureDurableConsumer } from './stream.ts';

/** What a durable consumer (shared by the instances of a service) reads and how it applies each message. */
export interface DurableConsumerSpec<T> {
  /** Durable consumer name; for `ordered` consumers, also the key of the cursor in `consumer_cursor`. */
  name: string;
  stream: string;
  filterSubject?: string;
  /**
   * `ordered`: one message at a time across every instance (max ack pending 1), in stream order,
   * each applied once: the cursor is checked and moved in the transaction of `apply`.
   * `shared`: the instances share the messages, and `apply` is idempotent by itself (no cursor).
   */
  mode: 'ordered' | 'shared';
  /**
   * The schema every message must match, or one per subject (null: no message belongs there); a
   * message that is not JSON or does not match is logged and dropped.
   */
  schema: MessageSchema;
  /** Applies one checked message inside `tx`. */
  apply: (tx: EntityManager, message: T, delivery: Delivery) => Promise<void>;
  /** Runs after each commit, before the ack (say, to publish the events `apply` wrote); must not throw. */
  afterCommit?: () => Promise<void>;
  /** Runs once NATS is reached, before the durable consumer is set up: creates the stream. */
  setUp?: () => Promise<void>;
  /** A message not acked within this time is delivered again (default 30 s). */
  ackWaitMs?: number;
  /** How long one pull waits (at least 1 s); also bounds how long `stop` waits (default 2 s). */
  pullExpiresMs?: number;
  /** Tries of `apply` in a row before giving up on the message for now (default 1). */
  maxAttempts?: number;
  retryDelayMs?: number;
  /**
   * After `maxAttempts` failures: `skip` drops the message (logged), so one bad message cannot
   * stall the rest; `dead-letter` does the same after putting it on `deadLetter.subject` (the
   * dead-letter stream; until that publish succeeds the message is handed back, never lost);
   * `redeliver` hands it back to the stream, to be tried again after `retryDelayMs`.
   */
  whenFailing?: 'skip' | 'redeliver' | 'dead-letter';
  /** Where `dead-letter` puts a message, and what it calls once it did (a metric). */
  deadLetter?: { subject: string; onSent?: (delivery: Delivery) => void };
}

/**
 * What a stream consumer reads: `ordered` and `shared` consumers are durable and shared by the
 * instances of a service (each message applied by one of them); a `broadcast` consumer is ephemeral
 * and every instance reads every message (its own in-memory state: boards, open streams).
 */
export type StreamConsumerSpec<T> = DurableConsumerSpec<T> | BroadcastSpec<T>;

type ConsumerSettings = Required<Pick<DurableConsumerSpec<unknown>, 'ackWaitMs' | 'pullExpiresMs' | 'maxAttempts' | 'retryDelayMs'>>;

const SETUP_RETRY_DELAY_MS = 2_000;
const PAUSE_AFTER_READ_ERROR_MS = 1_000;

/**
 * The one loop of the platform's stream readers. Durable modes: sets up the durable consumer, pulls
 * one message at a time, checks it against its schema, applies it in a database transaction (for
 * `ordered` consumers together with the cursor), and acks it only after the commit. A crash costs
 * a redelivery, which the cursor (or the idempotent `apply`) makes harmless. Broadcast mode: see
 * `BroadcastReader`.
 */
export class StreamConsumer<T> {
  readonly #host: EventHost;
  readonly #spec: DurableConsumerSpec<T> | null;
  readonly #broadcast: BroadcastReader<T> | null;
  readonly #name: string;
  readonly #settings: ConsumerSettings;
  readonly #stop = new AbortController();
  #run: Promise<void> | null = null;
  #ready: () => void = () => undefined;
  /** Resolves once the durable consumer exists and reading has begun (never, if stopped before). */
  readonly ready: Promise<void>;

  constructor(host: EventHost, spec: StreamConsumerSpec<T>) {
    this.#host = host;
    this.#name = spec.name;
    if (spec.mode === 'broadcast') {
      this.#spec = null;
      this.#broadcast = new BroadcastReader(host, spec, this.#stop.signal);
    } else {
      if (spec.whenFailing === 'dead-letter' && !spec.deadLetter) throw new Error(`consumer ${spec.name}: dead-letter needs deadLetter.subject`);
      this.#spec = spec;
      this.#broadcast = null;
    }
    const durable: Partial<DurableConsumerSpec<T>> = spec.mode === 'broadcast' ? {} : spec;
    this.#settings = {
      ackWaitMs: durable.ackWaitMs ?? 30_000,
      // The client refuses pulls shorter than a second.
      pullExpiresMs: Math.max(1_000, durable.pullExpiresMs ?? 2_000),
      maxAttempts: Math.max(1, durable.maxAttempts ?? 1),
      retryDelayMs: durable.retryDelayMs ?? 1_000,
    };
    this.ready = new Promise((resolve) => {
      this.#ready = resolve;
    });
  }

  /** Starts reading in the background; call once. */
  start(): void {
    if (this.#run) throw new Error(`consumer ${this.#name} already started`);
    this.#run = this.#main().catch((error: unknown) => {
      if (!this.#stopping()) this.#host.log.error({ err: error, consumer: this.#name }, 'stream consumer stopped');
    });
  }

  /**
   * Stops after the message in hand (at most one pull wait); that message is acked or left for
   * redelivery. A broadcast consumer stops at once and deletes its ephemeral consumer.
   */
  async stop(): Promise<void> {
    this.#stop.abort();
    await this.#broadcast?.close();
    await this.#run;
    await this.#broadcast?.deleteConsumer();
  }

  /**
   * Broadcast mode: the stream's last sequence now, while reading (every later message will be
   * handed over); null while not reading, and always in the durable modes.
   */
  streamSequence(): Promise<number | null> {
    return this.#broadcast ? this.#broadcast.streamSequence() : Promise.resolve(null);
  }

  // A method, not a getter: the flag changes while the loop awaits, which narrowing cannot see.
  #stopping(): boolean {
    return this.#stop.signal.aborted;
  }

  async #setUp(spec: DurableConsumerSpec<T>): Promise<boolean> {
    const { db, jsm, log } = this.#host;
    const settings = this.#settings;
    return retryUntilDone(
      async () => {
        await spec.setUp?.();
        await ensureDurableConsumer(jsm, spec.stream, spec.name, {
          ackWaitMs: settings.ackWaitMs,
          filterSubject: spec.filterSubject,
          maxAckPending: spec.mode === 'ordered' ? 1 : undefined,
        });
        if (spec.mode === 'ordered') await ensureCursor(db, spec.name);
      },
      this.#stop.signal,
      log,
      `setting up the consumer ${spec.name}`,
      SETUP_RETRY_DELAY_MS,
    );
  }

  async #main(): Promise<void> {
    await this.#host.waitForNats(this.#stop.signal).catch(() => undefined);
    if (this.#stopping()) return;
    if (this.#broadcast) {
      await this.#broadcast.run(this.#ready);
      return;
    }
    const spec = this.#spec;
    if (!spec) return;
    // Only now: the host's clients throw until NATS is reached.
    const { js, log } = this.#host;
    if (!(await this.#setUp(spec))) return;
    this.#ready();
    let consumer: Consumer | null = null;
    while (!this.#stopping()) {
      try {
        consumer ??= await js.consumers.get(spec.stream, spec.name);
        const message = await consumer.next({ expires: this.#settings.pullExpiresMs });
        if (message) await this.#handle(spec, message);
      } catch (error) {
        consumer = null;
        log.warn({ err: error, consumer: spec.name }, 'reading the stream failed; retrying');
        await pause(PAUSE_AFTER_READ_ERROR_MS, this.#stop.signal);
      }
    }
  }

  async #handle(spec: DurableConsumerSpec<T>, message: JsMsg): Promise<void> {
    const { log } = this.#host;
    const { payload, delivery } = checkedPayload(message, spec.schema);
    if (payload === undefined) {
      log.error({ consumer: spec.name, subject: delivery.subject, sequence: delivery.sequence }, 'malformed message dropped');
      message.term();
      return;
    }
    if (!(await this.#applyWithRetries(spec, message, payload as T, delivery))) return;
    if (spec.afterCommit) {
      await spec.afterCommit().catch((error: unknown) => {
        log.warn({ err: error, consumer: spec.name }, 'after-commit step failed');
      });
    }
    await message.ackAck().catch((error: unknown) => {
      // A lost ack costs one redelivery, which the cursor (or the idempotent apply) recognises.
      log.warn({ err: error, consumer: spec.name, sequence: delivery.sequence }, 'ack not confirmed');
    });
  }

  /** True once applied (or found applied); false when the message was dropped, handed back or left. */
  async #applyWithRetries(spec: DurableConsumerSpec<T>, message: JsMsg, payload: T, delivery: Delivery): Promise<boolean> {
    const { db, log } = this.#host;
    const { maxAttempts, retryDelayMs } = this.#settings;
    const apply = (tx: EntityManager) => spec.apply(tx, payload, delivery);
    for (let attempt = 1; ; attempt += 1) {
      try {
        await db.transaction(async (tx) => {
          if (spec.mode === 'ordered') await applyInOrder(tx, spec.name, delivery.sequence, () => apply(tx));
          else await apply(tx);
        });
        return true;
      } catch (error) {
        const details = { err: error, consumer: spec.name, subject: delivery.subject, sequence: delivery.sequence, attempt };
        // Not dropped because of a shutdown: left unacked, it comes back after the ack wait.
        if (this.#stopping() && spec.whenFailing !== 'redeliver') return false;
        if (attempt < maxAttempts && !this.#stopping()) {
          log.warn(details, 'applying a message failed; retrying');
          message.working();
          await pause(retryDelayMs, this.#stop.signal);
          continue;
        }
        if (spec.whenFailing === 'dead-letter') {
          await this.#deadLetter(spec, message, delivery, error);
        } else if (spec.whenFailing === 'skip') {
          log.error(details, 'a message could not be applied; skipped');
          message.term();
        } else {
          log.warn(details, 'applying a message failed; it comes back shortly');
          message.nak(retryDelayMs);
        }
        return false;
      }
    }
  }

  /** Puts a hopeless message on the dead-letter stream, then drops it; if that fails, hands it back. */
  async #deadLetter(spec: DurableConsumerSpec<T>, message: JsMsg, delivery: Delivery, error: unknown): Promise<void> {
    const { js, log } = this.#host;
    const target = spec.deadLetter;
    if (!target) return;
    const details = { err: error, consumer: spec.name, subject: delivery.subject, sequence: delivery.sequence, deadLetter: target.subject };
    try {
      await sendDeadLetter(js, target.subject, message, { consumer: spec.name, stream: spec.stream, error });
    } catch (sendError) {
      log.warn({ ...details, sendError }, 'a message could not be applied nor dead-lettered; it comes back shortly');
      message.nak(this.#settings.retryDelayMs);
      return;
    }
    log.error(details, 'a message could not be applied; dead-lettered');
    target.onSent?.(delivery);
    message.term();
  }
}
