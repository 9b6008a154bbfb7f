import type { NatsConnection } from '@nats-io/transport-node';
import { ServiceMessage, fail } from '@oj/service-kit';
import type { DispatchOutcome } from './dispatch.ts';

/** What the retries need: a dispatch attempt, the NATS connection once reached, and a log. */
export interface DispatchRetryOptions {
  /** One attempt to enqueue dispatch `floor` of a submission again (`dispatchSubmission`). */
  dispatch: (submitId: number, floor: number) => Promise<DispatchOutcome>;
  /** Resolves with the NATS connection once reached; rejects when `signal` aborts first. */
  waitForNats: (signal: AbortSignal) => Promise<NatsConnection>;
  log: { warn: (details: object, message: string) => void; info: (details: object, message: string) => void };
  /** Most dispatches remembered; past it the oldest are forgotten and left to the sweep (default 10,000). */
  limit?: number;
  /** Wait before the first retry after a failure (default 1 s); it doubles after each failed pass. */
  firstDelayMs?: number;
  /** Longest wait between two retries while NATS stays away (default 15 s). */
  maxDelayMs?: number;
}

/** Dispatches retried at once in one pass, as a rejudge of problems enqueues them. */
const RETRY_CONCURRENCY = 4;

/**
 * The dispatches this instance could not publish (NATS away, or a write that failed), retried as
 * soon as the NATS connection comes back, and otherwise on a backoff (1 s doubling to 15 s; no
 * pass starts while the connection is known to be down, so none is in flight when it returns). Only
 * the submission id and the dispatch floor are kept: the judge row is the truth, and a retry that
 * finds it superseded (judged, cancelled, rejudged, or enqueued by another instance's sweep) drops
 * the entry. Entries live in memory: a crash or a dropped entry costs only the sweep's delay
 * (`redispatchAfterMs`). Several instances may retry one row; `dispatchSubmission`'s
 * compare-and-set writes let one of them enqueue it.
 */
export class DispatchRetries {
  readonly #options: Required<Omit<DispatchRetryOptions, 'dispatch' | 'waitForNats' | 'log'>>;
  readonly #dispatch: DispatchRetryOptions['dispatch'];
  readonly #waitForNats: DispatchRetryOptions['waitForNats'];
  readonly #log: DispatchRetryOptions['log'];
  /** submitId → dispatch floor, oldest first. */
  readonly #waiting = new Map<number, number>();
  readonly #stop = new AbortController();
  #delayMs: number;
  #timer: NodeJS.Timeout | null = null;
  #pass: Promise<void> | null = null;
  /** Set when NATS came back during a pass: another pass follows at once. */
  #again = false;
  /** Between the connection's disconnect and reconnect events: no pass is started then. */
  #disconnected = false;
  #dropping = false;
  /** Publishes begun after their caller's answer (`publishLater`), awaited by `stop`. */
  readonly #later = new Set<Promise<void>>();

  constructor(options: DispatchRetryOptions) {
    this.#dispatch = options.dispatch;
    this.#waitForNats = options.waitForNats;
    this.#log = options.log;
    this.#options = { limit: options.limit ?? 10_000, firstDelayMs: options.firstDelayMs ?? 1_000, maxDelayMs: options.maxDelayMs ?? 15_000 };
    this.#delayMs = this.#options.firstDelayMs;
  }

  /** How many dispatches wait for a retry. */
  get size(): number {
    return this.#waiting.size;
  }

  /** Whether the NATS connection is known to be down (between its disconnect and reconnect events). */
  get natsDisconnected(): boolean {
    return this.#disconnected;
  }

  /** Remembers a dispatch whose job could not be enqueued, and logs why. */
  failed(submitId: number, floor: number, error: unknown): void {
    this.#log.warn({ err: error, submitId }, 'could not enqueue the judge job; retrying when NATS is back');
    this.remember(submitId, floor);
  }

  /**
   * Enqueues a dispatch after the caller's answer (a new submission's job): `publish` starts now, a failure is
   * remembered as `failed` remembers it, and `stop` waits for it, so a graceful stop leaves no job unpublished.
   */
  publishLater(submitId: number, floor: number, publish: () => Promise<unknown>): void {
    const attempt = publish().then(
      () => undefined,
      (error: unknown) => {
        this.failed(submitId, floor, error);
      },
    );
    this.#later.add(attempt);
    void attempt.finally(() => this.#later.delete(attempt));
  }

  /** Remembers a dispatch not attempted yet, for a time when NATS is known to be away. */
  remember(submitId: number, floor: number): void {
    if (this.#stop.signal.aborted) return;
    this.#waiting.set(submitId, floor);
    if (this.#waiting.size > this.#options.limit) {
      const oldest = this.#waiting.keys().next().value;
      if (oldest !== undefined) this.#waiting.delete(oldest);
      if (!this.#dropping) this.#log.warn({ limit: this.#options.limit }, 'too many judge jobs wait for NATS; the oldest are left to the sweep');
      this.#dropping = true;
    }
    this.#schedule();
  }

  /** Retries at once whenever the NATS connection is reached or comes back; returns at once. */
  start(): void {
    void this.#watchConnection();
  }

  /** Waits for the publishes begun after an answer, then stops retrying; a retry in progress finishes first. What is left waits for the sweep. */
  async stop(): Promise<void> {
    await Promise.all(this.#later);
    this.#stop.abort();
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    await this.#pass;
  }

  /** Retries now, with the backoff reset (NATS was reached or came back). */
  retryNow(): void {
    this.#delayMs = this.#options.firstDelayMs;
    if (this.#pass) {
      this.#again = true;
      return;
    }
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#waiting.size > 0) this.#startPass();
  }

  async #watchConnection(): Promise<void> {
    const signal = this.#stop.signal;
    let nats: NatsConnection;
    try {
      nats = await this.#waitForNats(signal);
    } catch {
      return; // stopped before NATS was reached
    }
    this.retryNow();
    // Ends when the connection closes (the service's close drains it).
    for await (const status of nats.status()) {
      if (signal.aborted) return;
      if (status.type === 'disconnect') this.#disconnected = true;
      if (status.type === 'reconnect') {
        this.#disconnected = false;
        this.retryNow();
      }
    }
  }

  #schedule(): void {
    if (this.#pass || this.#timer || this.#stop.signal.aborted || this.#waiting.size === 0) return;
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (!this.#disconnected) {
        this.#startPass();
        return;
      }
      // A request sent now would wait out its timeout and hold up the retry the reconnect starts.
      this.#delayMs = Math.min(this.#options.maxDelayMs, this.#delayMs * 2);
      this.#schedule();
    }, this.#delayMs);
    this.#timer.unref();
  }

  #startPass(): void {
    if (this.#stop.signal.aborted) return;
    const pass = this.#retryAll().catch((error: unknown) => {
      this.#log.warn({ err: error }, 'retrying judge jobs failed');
    });
    this.#pass = pass.finally(() => {
      this.#pass = null;
      if (this.#again) {
        this.#again = false;
        this.retryNow();
      } else this.#schedule();
    });
  }

  /** One pass over what waits; the first failure ends it and doubles the wait before the next. */
  async #retryAll(): Promise<void> {
    const entries = [...this.#waiting];
    // Shared by the workers: the first failure stops them all.
    const pass = { failed: false, enqueued: 0 };
    const worker = async (): Promise<void> => {
      for (let next = entries.shift(); next && !pass.failed && !this.#stop.signal.aborted; next = entries.shift()) {
        const [submitId, floor] = next;
        const outcome = await this.#dispatch(submitId, floor).catch((error: unknown) => {
          this.#log.warn({ err: error, submitId }, 'retrying a judge job failed');
          return 'failed' as const;
        });
        if (outcome === 'failed') {
          pass.failed = true;
          return;
        }
        if (outcome === 'queued') pass.enqueued += 1;
        // Unless a newer dispatch of the row (a rejudge) failed meanwhile and replaced the entry.
        if (this.#waiting.get(submitId) === floor) this.#waiting.delete(submitId);
      }
    };
    await Promise.all(Array.from({ length: RETRY_CONCURRENCY }, worker));
    if (pass.enqueued > 0) this.#log.info({ enqueued: pass.enqueued, waiting: this.#waiting.size }, 'judge jobs enqueued after NATS came back');
    if (pass.failed) {
      this.#delayMs = Math.min(this.#options.maxDelayMs, this.#delayMs * 2);
      return;
    }
    this.#delayMs = this.#options.firstDelayMs;
    this.#dropping = false;
  }
}

/**
 * Refuses (503, "try again later") a call that needs the job stream at once, a rejudge, while the connection is known to
 * be down: at once, where its first JetStream request would have waited out the client's timeout. A submission is
 * taken all the same (its job waits here); a rejudge changes nothing until it can be enqueued.
 */
export function refuseWhileNatsDown(retries: Pick<DispatchRetries, 'natsDisconnected'>): void {
  if (retries.natsDisconnected) throw fail(ServiceMessage.busUnavailable);
}
