/**
 * The boards' event feed: every `submission judged` event of the events stream, read by an
 * ephemeral ordered consumer of this instance alone (each instance keeps its own boards, so
 * every instance reads every event; nothing is acked, nothing durable is left behind). It starts
 * at the stream's last sequence when it first reads, and after a failure resumes right after the
 * last event it handed over.
 */
import { randomBytes } from 'node:crypto';
import { Value } from '@sinclair/typebox/value';
import { SubmissionJudgedEventSchema } from '@oj/contracts';
import type { NatsNames, SubmissionJudgedEvent } from '@oj/contracts';
import { ensureEventsStream } from '@oj/service-kit/events';
import type { EventHost } from '@oj/service-kit/events';

const RETRY_DELAY_MS = 1_000;

type Consumer = Awaited<ReturnType<EventHost['js']['consumers']['get']>>;
type Messages = Awaited<ReturnType<Consumer['consume']>>;

/** Names of the feeds' consumers start with this (operators and tests recognise them). */
export const FEED_CONSUMER_PREFIX = 'scoreboards';

export interface JudgedFeedOptions {
  host: Omit<EventHost, 'db'>;
  names: NatsNames;
  onEvent: (event: SubmissionJudgedEvent, sequence: number) => void;
  /** The feed reads (run in the background); `reset` when the stream started over (its sequences are not the ones seen before). */
  onReading: (reset: boolean) => Promise<void>;
  onStopped: () => void;
}

export class JudgedFeed {
  readonly #options: JudgedFeedOptions;
  readonly #stop = new AbortController();
  /** The next stream sequence to read; null before the first read. */
  #next: number | null = null;
  #reading = false;
  #consumer: Consumer | null = null;
  #messages: Messages | null = null;
  readonly #namePrefix = `${FEED_CONSUMER_PREFIX}_${randomBytes(6).toString('hex')}`;
  #run: Promise<void> | null = null;

  constructor(options: JudgedFeedOptions) {
    this.#options = options;
  }

  /** Starts reading in the background. */
  start(): void {
    this.#run ??= this.#main();
  }

  async stop(): Promise<void> {
    this.#stop.abort();
    this.#reading = false;
    await this.#messages?.close().catch(() => undefined);
    await this.#run;
    // Ephemeral, but it would linger for its inactivity threshold: gone now.
    await this.#consumer?.delete().catch(() => false);
  }

  /**
   * The stream's last sequence now, while the feed reads: every later event will be handed over.
   * Null while it does not read (NATS unreachable, not started yet).
   */
  async streamSequence(): Promise<number | null> {
    if (!this.#isReading() || this.#next === null) return null;
    const handedOver = this.#next - 1;
    try {
      const info = await this.#options.host.jsm.streams.info(this.#options.names.streams.events.name);
      return this.#isReading() ? Math.max(handedOver, info.state.last_seq) : null;
    } catch {
      // The last event handed over is a bound too: the feed brings everything after it.
      return this.#isReading() ? handedOver : null;
    }
  }

  // Methods, not fields read twice: the flags change while the callers await, which narrowing cannot see.
  #isReading(): boolean {
    return this.#reading;
  }

  #stopping(): boolean {
    return this.#stop.signal.aborted;
  }

  async #main(): Promise<void> {
    const { host } = this.#options;
    try {
      await host.waitForNats(this.#stop.signal);
    } catch {
      return;
    }
    while (!this.#stopping()) {
      try {
        await this.#read();
      } catch (error) {
        if (this.#stopping()) break;
        host.log.warn({ err: error }, 'scoreboard event feed failed; resuming');
      }
      this.#reading = false;
      this.#messages = null;
      this.#options.onStopped();
      if (this.#stopping()) break;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS).unref());
    }
  }

  async #read(): Promise<void> {
    const { host, names } = this.#options;
    const stream = names.streams.events.name;
    await ensureEventsStream(host.jsm, names);
    const last = (await host.jsm.streams.info(stream)).state.last_seq;
    // A stream that holds fewer events than were read was deleted and made again: start over.
    const reset = this.#next !== null && last < this.#next - 1;
    if (this.#next === null || reset) this.#next = last + 1;
    await this.#consumer?.delete().catch(() => false);
    const consumer = await host.js.consumers.get(stream, { name_prefix: this.#namePrefix, filter_subjects: names.subjects.submissionJudged, opt_start_seq: this.#next });
    this.#consumer = consumer;
    const messages = await consumer.consume({ max_messages: 256 });
    this.#messages = messages;
    if (this.#stopping()) return;
    this.#reading = true;
    // In the background: rebuilds read the database while the feed goes on (their builds buffer events).
    void this.#options.onReading(reset).catch((error: unknown) => {
      host.log.warn({ err: error }, 'scoreboards not refreshed after the feed started');
    });
    for await (const message of messages) {
      const sequence = message.info.streamSequence;
      this.#next = sequence + 1;
      let payload: unknown;
      try {
        payload = message.json<unknown>();
      } catch {
        payload = undefined;
      }
      if (!Value.Check(SubmissionJudgedEventSchema, payload)) {
        host.log.error({ sequence }, 'malformed submission judged event ignored by the scoreboards');
        continue;
      }
      this.#options.onEvent(payload, sequence);
    }
  }
}
