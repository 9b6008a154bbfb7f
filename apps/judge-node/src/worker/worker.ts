import { setTimeout as sleep } from 'node:timers/promises';
import type { Consumer, JetStreamClient, JsMsg } from '@nats-io/jetstream';
import { JUDGE_QUEUE } from '@oj/contracts';
import { handleDelivery } from './job.ts';
import type { JobContext } from './job.ts';

/** Settings of the pull loop; the per-job ones are in JobContext. */
export interface JudgeWorkerOptions extends JobContext {
  js: JetStreamClient;
  /** Jobs judged at once. */
  concurrency: number;
  /** How long one pull waits for a job; also bounds how long `stop` waits for the loop. */
  pullExpiresMs?: number;
}

const DEFAULT_PULL_EXPIRES_MS = 5_000;
const PAUSE_AFTER_ERROR_MS = 1_000;

/**
 * Pulls jobs from the shared consumer, one pull per free slot, so a node never holds more jobs than
 * it judges: the rest stay in the queue for other nodes.
 */
export class JudgeWorker {
  readonly #options: JudgeWorkerOptions;
  readonly #inFlight = new Set<Promise<void>>();
  readonly #stop = new AbortController();
  #slotFreed: () => void = () => undefined;
  #loop: Promise<void> | null = null;
  #judged = 0;

  constructor(options: JudgeWorkerOptions) {
    if (!Number.isSafeInteger(options.concurrency) || options.concurrency < 1) throw new Error('concurrency must be a positive integer');
    this.#options = options;
  }

  /** Jobs judged at once. */
  get concurrency(): number {
    return this.#options.concurrency;
  }

  /** Jobs being judged now. */
  get running(): number {
    return this.#inFlight.size;
  }

  /** Final results this worker published (verdicts and System Errors). */
  get judged(): number {
    return this.#judged;
  }

  /** Starts pulling; call once. */
  start(): void {
    if (this.#loop) throw new Error('worker already started');
    this.#loop = this.#pullLoop();
  }

  /** Stops pulling, lets the jobs in hand finish, then resolves. */
  async stop(): Promise<void> {
    this.#stop.abort();
    this.#slotFreed();
    await this.#loop;
    await Promise.allSettled([...this.#inFlight]);
  }

  // A method, not a getter: the flag changes while the loop awaits, which narrowing cannot see.
  #stopping(): boolean {
    return this.#stop.signal.aborted;
  }

  async #freeSlot(): Promise<void> {
    while (this.#inFlight.size >= this.#options.concurrency && !this.#stopping()) {
      await new Promise<void>((resolve) => {
        this.#slotFreed = resolve;
      });
    }
  }

  async #pullLoop(): Promise<void> {
    const { js, channel, log } = this.#options;
    const expires = this.#options.pullExpiresMs ?? DEFAULT_PULL_EXPIRES_MS;
    let consumer: Consumer | null = null;
    while (!this.#stopping()) {
      await this.#freeSlot();
      if (this.#stopping()) break;
      try {
        consumer ??= await js.consumers.get(channel.names.streams.judgeJobs.name, JUDGE_QUEUE.consumerName);
        const message = await consumer.next({ expires });
        if (!message) continue;
        if (this.#stopping()) {
          message.nak(); // straight back to the queue for another node
          break;
        }
        this.#run(message);
      } catch (error) {
        consumer = null;
        log.warn({ err: error }, 'pulling judge jobs failed; retrying');
        await sleep(PAUSE_AFTER_ERROR_MS, undefined, { signal: this.#stop.signal }).catch(() => undefined);
      }
    }
  }

  #run(message: JsMsg): void {
    const started = Date.now();
    const job = handleDelivery(message, this.#options)
      .then((outcome) => {
        if (outcome === 'result' || outcome === 'system-error') this.#judged += 1;
        return outcome;
      })
      .catch((error: unknown) => {
        // Publishing failed (NATS trouble): hand the job back; its next delivery tries again.
        this.#options.log.error({ err: error, stream_seq: message.info.streamSequence }, 'judge job could not be settled');
        message.nak(this.#options.retryDelayMs);
        return 'retry' as const;
      })
      .then((outcome) => {
        this.#options.observer.jobFinished?.({
          submitId: submitIdFrom(message),
          attempt: message.info.deliveryCount,
          outcome,
          durationMs: Date.now() - started,
        });
      })
      .finally(() => {
        this.#inFlight.delete(job);
        this.#slotFreed();
      });
    this.#inFlight.add(job);
  }
}

function submitIdFrom(message: JsMsg): number | null {
  try {
    const submitId = message.json<{ submitId?: unknown }>().submitId;
    return typeof submitId === 'number' ? submitId : null;
  } catch {
    return null;
  }
}
