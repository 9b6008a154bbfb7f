import type { JetStreamClient } from '@nats-io/jetstream';
import type { NatsNames, SubmissionJudgedEvent } from '@oj/contracts';

/** The logger calls the publisher makes. */
export interface EventLog {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

interface Outgoing {
  event: SubmissionJudgedEvent;
  msgId: string;
}

const RETRY_DELAY_MS = 1_000;
/** Events held while NATS is away; beyond this the oldest are dropped (and logged). */
const MAX_HELD_EVENTS = 10_000;

/**
 * Publishes `submission judged` events in the order of the changes. An event that cannot be sent
 * (NATS away) is held in memory and retried, and later events queue behind it, so one submission's
 * events never overtake each other. Each carries a msgID, so a retry within the stream's
 * duplicate window is stored once.
 */
export class EventPublisher {
  readonly #js: () => JetStreamClient;
  readonly #names: NatsNames;
  readonly #log: EventLog;
  readonly #held: Outgoing[] = [];
  #flushing: Promise<void> | null = null;
  #timer: NodeJS.Timeout | null = null;
  #closed = false;

  constructor(js: () => JetStreamClient, names: NatsNames, log: EventLog) {
    this.#js = js;
    this.#names = names;
    this.#log = log;
  }

  /** Events waiting for NATS. */
  get held(): number {
    return this.#held.length;
  }

  /** Sends now, after any held events; throws when NATS refuses (the caller retries later). */
  async publishOrThrow(event: SubmissionJudgedEvent, msgId: string): Promise<void> {
    await this.flush();
    if (this.#held.length > 0) throw new Error('earlier submission events are still waiting for NATS');
    await this.#send({ event, msgId });
  }

  /** Sends now when possible, else holds the event and keeps retrying; never throws. */
  async publishOrHold(event: SubmissionJudgedEvent, msgId: string): Promise<void> {
    if (this.#held.length >= MAX_HELD_EVENTS) {
      const dropped = this.#held.shift();
      this.#log.error({ submitId: dropped?.event.submitId }, 'submission event dropped: too many events waiting for NATS');
    }
    this.#held.push({ event, msgId });
    await this.flush();
  }

  /** Sends held events in order until one fails; then schedules a retry. */
  flush(): Promise<void> {
    this.#flushing ??= this.#drain().finally(() => {
      this.#flushing = null;
    });
    return this.#flushing;
  }

  /** Stops retrying; events still held are logged as lost. */
  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
    if (this.#held.length > 0) this.#log.error({ count: this.#held.length }, 'submission events not published before shutdown');
  }

  async #drain(): Promise<void> {
    while (this.#held.length > 0) {
      const next = this.#held[0];
      if (!next) return;
      try {
        await this.#send(next);
        this.#held.shift();
      } catch (error) {
        this.#log.warn({ err: error, held: this.#held.length }, 'publishing submission events failed; retrying');
        this.#scheduleRetry();
        return;
      }
    }
  }

  #scheduleRetry(): void {
    if (this.#closed || this.#timer) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      void this.flush();
    }, RETRY_DELAY_MS);
    this.#timer.unref();
  }

  async #send(outgoing: Outgoing): Promise<void> {
    await this.#js().publish(this.#names.subjects.submissionJudged, JSON.stringify(outgoing.event), { msgID: outgoing.msgId });
  }
}
