import { randomBytes } from 'node:crypto';
import type { Consumer, ConsumerMessages, JsMsg } from '@nats-io/jetstream';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { EventHost } from './host.ts';
import { pause } from './host.ts';

/** Where a message sits in its stream. */
export interface Delivery {
  /** Stream sequence. */
  sequence: number;
  subject: string;
  /** The publisher's message id (`Nats-Msg-Id`), if any. */
  msgId: string | undefined;
}

/** The schema every message must match, or one per subject (null: no message belongs there). */
export type MessageSchema = TSchema | ((subject: string) => TSchema | null);

/** A message's place in its stream, and its payload when it is JSON that matches its schema (undefined otherwise). */
export function checkedPayload(message: JsMsg, schema: MessageSchema): { payload: unknown; delivery: Delivery } {
  const delivery: Delivery = { sequence: message.info.streamSequence, subject: message.subject, msgId: message.headers?.get('Nats-Msg-Id') };
  const wanted = typeof schema === 'function' ? schema(message.subject) : schema;
  let payload: unknown;
  try {
    payload = message.json<unknown>();
  } catch {
    payload = undefined;
  }
  return wanted !== null && Value.Check(wanted, payload) ? { payload, delivery } : { payload: undefined, delivery };
}

/** What a broadcast consumer reads and what it does with each message. */
export interface BroadcastSpec<T> {
  /** Prefix of the ephemeral consumers' names (followed by a random part per instance). */
  name: string;
  stream: string;
  mode: 'broadcast';
  /**
   * The subjects it reads. Several are filtered here rather than by the server (NATS before 2.10
   * refuses consumers with several filters): the consumer reads the whole stream and skips the rest.
   */
  filterSubjects: string | string[];
  schema: MessageSchema;
  /** Hands over one checked message, in stream order; a throw is logged, the message is not given again. */
  receive: (message: T, delivery: Delivery) => void | Promise<void>;
  /** Runs once NATS is reached, before each (re)start of reading: creates the stream. */
  setUp?: () => Promise<void>;
  /**
   * Reading began (again), run in the background; `reset` when the stream started over (its
   * sequences are not the ones seen before), so what was built from it is stale.
   */
  onReading?: (reset: boolean) => Promise<void>;
  /** Reading stopped (NATS lost, the stream gone, a shutdown); messages meanwhile come after the restart. */
  onStopped?: () => void;
}

const RETRY_DELAY_MS = 1_000;
const BATCH = 256;
/**
 * A pull's expiry. The client notices a stalled pull (a 409 it waits out, a consumer lost on the server) by two missed
 * idle heartbeats, half the expiry each: 1 s pulls, as the judge nodes' are, bound such a stop to about a second. With
 * 5 s pulls, two stops of 5 s in the simulated contest held the board's push behind them (bench/README.md).
 */
const PULL_EXPIRES_MS = 1_000;
/** Statuses of every pull: one sent (`next`), one expired with messages left (`discard`), heartbeats. */
const ROUTINE_STATUSES: ReadonlySet<string> = new Set(['next', 'discard', 'heartbeat', 'consumer_pinned', 'consumer_unpinned']);

/**
 * The broadcast side of `StreamConsumer`: an ephemeral ordered consumer of this process alone, so
 * every instance reads every message, nothing is acked and nothing durable is left behind. Starts
 * at the stream's end when it first reads (what came before is the database's business), and after
 * a failure resumes right after the last message it handed over, so a blip of NATS loses nothing
 * the stream still holds.
 */
export class BroadcastReader<T> {
  readonly #host: Omit<EventHost, 'db'>;
  readonly #spec: BroadcastSpec<T>;
  readonly #signal: AbortSignal;
  readonly #namePrefix: string;
  readonly #subjects: ReadonlySet<string>;
  /** The next stream sequence to read; null before the first read. */
  #next: number | null = null;
  #reading = false;
  #consumer: Consumer | null = null;
  #messages: ConsumerMessages | null = null;

  constructor(host: Omit<EventHost, 'db'>, spec: BroadcastSpec<T>, signal: AbortSignal) {
    this.#host = host;
    this.#spec = spec;
    this.#signal = signal;
    this.#namePrefix = `${spec.name}_${randomBytes(6).toString('hex')}`;
    this.#subjects = new Set(typeof spec.filterSubjects === 'string' ? [spec.filterSubjects] : spec.filterSubjects);
  }

  /** Reads until the signal aborts; `ready` is called when reading first begins. */
  async run(ready: () => void): Promise<void> {
    while (!this.#stopping()) {
      try {
        await this.#read(ready);
      } catch (error) {
        if (this.#stopping()) break;
        this.#host.log.warn({ err: error, consumer: this.#spec.name }, 'broadcast consumer failed; resuming');
      }
      this.#reading = false;
      this.#messages = null;
      this.#spec.onStopped?.();
      if (this.#stopping()) break;
      await pause(RETRY_DELAY_MS, this.#signal);
    }
  }

  /** Ends the reading at once (the loop sees the aborted signal) and deletes the ephemeral consumer. */
  async close(): Promise<void> {
    this.#reading = false;
    await this.#messages?.close().catch(() => undefined);
  }

  async deleteConsumer(): Promise<void> {
    // Ephemeral, but it would linger for its inactivity threshold: gone now.
    await this.#consumer?.delete().catch(() => false);
  }

  /**
   * The stream's last sequence now, while reading: every later message will be handed over. Null
   * while not reading (NATS unreachable, not started yet).
   */
  async streamSequence(): Promise<number | null> {
    if (!this.#isReading() || this.#next === null) return null;
    const handedOver = this.#next - 1;
    try {
      const info = await this.#host.jsm.streams.info(this.#spec.stream);
      return this.#isReading() ? Math.max(handedOver, info.state.last_seq) : null;
    } catch {
      // The last message handed over is a bound too: the reader brings everything after it.
      return this.#isReading() ? handedOver : null;
    }
  }

  // Methods, not fields read twice: the flags change while the callers await, which narrowing cannot see.
  #isReading(): boolean {
    return this.#reading;
  }

  #stopping(): boolean {
    return this.#signal.aborted;
  }

  async #read(ready: () => void): Promise<void> {
    const host = this.#host;
    const spec = this.#spec;
    await spec.setUp?.();
    const last = (await host.jsm.streams.info(spec.stream)).state.last_seq;
    // A stream that holds fewer messages than were read was deleted and made again: start over.
    const reset = this.#next !== null && last < this.#next - 1;
    if (this.#next === null || reset) this.#next = last + 1;
    await this.deleteConsumer();
    const [only] = this.#subjects;
    const filter = this.#subjects.size === 1 && only !== undefined ? { filter_subjects: only } : {};
    const consumer = await host.js.consumers.get(spec.stream, { name_prefix: this.#namePrefix, ...filter, opt_start_seq: this.#next });
    this.#consumer = consumer;
    // Short pulls: a consumer lost on the server is noticed (missed heartbeats) within about a second.
    const messages = await consumer.consume({ max_messages: BATCH, expires: PULL_EXPIRES_MS });
    this.#messages = messages;
    void this.#logStatuses(messages);
    if (this.#stopping()) return;
    this.#reading = true;
    ready();
    if (spec.onReading) {
      // In the background: what it rebuilds reads the database while the messages go on.
      void spec.onReading(reset).catch((error: unknown) => {
        host.log.warn({ err: error, consumer: spec.name }, 'broadcast consumer: the start of reading was not handled');
      });
    }
    for await (const message of messages) await this.#handle(message);
  }

  /**
   * Logs what the client tells of its pulls besides their routine (a pull sent, a pull expired): missed heartbeats,
   * resets, a 409, a lost consumer or stream. After some of these a pull waits for two missed idle heartbeats (half
   * the expiry each) before it resets: two stops of about 5 s (the expiry then) in the simulated contest had nothing
   * in the logs.
   */
  async #logStatuses(messages: ConsumerMessages): Promise<void> {
    try {
      for await (const status of messages.status()) {
        if (ROUTINE_STATUSES.has(status.type)) continue;
        if (status.type === 'debug' && status.code !== 409) continue;
        this.#host.log.info({ consumer: this.#spec.name, status }, 'broadcast consumer status');
      }
    } catch {
      // The reading ended; its loop reports why.
    }
  }

  async #handle(message: JsMsg): Promise<void> {
    const spec = this.#spec;
    this.#next = message.info.streamSequence + 1;
    if (!this.#subjects.has(message.subject)) return;
    const { payload, delivery } = checkedPayload(message, spec.schema);
    if (payload === undefined) {
      this.#host.log.error({ consumer: spec.name, subject: delivery.subject, sequence: delivery.sequence }, 'malformed message dropped');
      return;
    }
    try {
      await spec.receive(payload as T, delivery);
    } catch (error) {
      this.#host.log.warn({ err: error, consumer: spec.name, sequence: delivery.sequence }, 'a broadcast message was not handled');
    }
  }
}
