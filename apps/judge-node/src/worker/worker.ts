import { setTimeout as sleep } from 'node:timers/promises';
import type { JetStreamClient, JsMsg } from '@nats-io/jetstream';
import { handleDelivery } from './job.ts';
import type { JobContext } from './job.ts';
import { PRIORITY_QUEUES, PriorityQueueWatch, queueConsumers } from './queues.ts';
import type { QueueConsumers } from './queues.ts';

/** Settings of the pull loop; the per-job ones are in JobContext. */
export interface JudgeWorkerOptions extends JobContext {
  js: JetStreamClient;
  /** Jobs judged at once. */
  concurrency: number;
  /**
   * How long one pull on the normal queue waits for a job. It bounds how long a test run or a
   * contest submission waits for an idle node, and how long `stop` waits for the loop.
   */
  pullExpiresMs?: number;
}

const DEFAULT_PULL_EXPIRES_MS = 1_000;
/** The shortest pull the client allows; a priority queue is only pulled when a job is likely waiting there. */
const PRIORITY_PULL_EXPIRES_MS = 1_000;
const PAUSE_AFTER_ERROR_MS = 1_000;

/**
 * Pulls jobs from the three shared consumers, one job per free slot, so a node never holds more jobs
 * than it judges: the rest stay in the queue for other nodes. A slot is free once its judge call has
 * settled; the result's publish and the ack then go on beside the next job.
 *
 * Priority: test runs, then submissions of running contests, then the rest (`JUDGE_QUEUE_PRIORITY`).
 * NATS 2.9 has no priority groups, and a pull cannot be withdrawn without risking a job the server
 * sent in the meantime, so each slot is filled in steps (`PriorityQueueWatch`, queues.ts):
 * 1. Ask the job stream how many jobs each subject holds (one request, answered at once). A priority
 *    queue holding none is skipped at no further cost.
 * 2. For the test queue, then the contest queue, when it holds jobs: ask its consumer's info whether
 *    one waits (`num_pending`), and if so pull it. Redelivered jobs are not counted in `num_pending`:
 *    a job this node handed back (nak) is pulled again once its retry delay is over, and while any
 *    job of the queue is unacked the queue is also pulled every 5 s, which finds the ones other nodes
 *    handed back or left behind by dying.
 * 3. Otherwise pull one normal job, waiting at most `pullExpiresMs` (1 s).
 * An idle node thus sends about two small requests a second, and a test run or contest submission
 * that arrives while a slot waits on the normal queue is taken within about a second. Under a
 * backlog, each normal job costs one extra stream-info request, each contest job one more consumer
 * info, and a higher-priority job goes to the next free slot of any node.
 */
export class JudgeWorker {
  readonly #options: JudgeWorkerOptions;
  /** Every job not yet settled (judged, or publishing its result): stop() waits for them. */
  readonly #inFlight = new Set<Promise<void>>();
  /** Jobs whose judge call has not settled: these take the slots. */
  #judging = 0;
  readonly #stop = new AbortController();
  #slotFreed: () => void = () => undefined;
  #loop: Promise<void> | null = null;
  #judged = 0;
  readonly #watch: PriorityQueueWatch;

  constructor(options: JudgeWorkerOptions) {
    if (!Number.isSafeInteger(options.concurrency) || options.concurrency < 1) throw new Error('concurrency must be a positive integer');
    this.#options = options;
    this.#watch = new PriorityQueueWatch(options.channel.jsm, options.channel.names);
  }

  /** Jobs judged at once. */
  get concurrency(): number {
    return this.#options.concurrency;
  }

  /** Jobs being judged now. */
  get running(): number {
    return this.#judging;
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
    while (this.#judging >= this.#options.concurrency && !this.#stopping()) {
      await new Promise<void>((resolve) => {
        this.#slotFreed = resolve;
      });
    }
  }

  /** One job for one free slot: from the first priority queue with a waiting job, else a normal job; null when none came. */
  async #nextJob(consumers: QueueConsumers, normalExpiresMs: number): Promise<JsMsg | null> {
    const stored = await this.#watch.storedJobs();
    for (const queue of PRIORITY_QUEUES) {
      if (!(await this.#watch.worthPulling(queue, consumers[queue], stored[queue]))) continue;
      this.#watch.pulled(queue);
      const message = await consumers[queue].next({ expires: PRIORITY_PULL_EXPIRES_MS });
      if (message) return message;
      // Another node took it: fall through to the next queue.
      if (this.#stopping()) return null;
    }
    return consumers.normal.next({ expires: normalExpiresMs });
  }

  async #pullLoop(): Promise<void> {
    const { log } = this.#options;
    const expires = this.#options.pullExpiresMs ?? DEFAULT_PULL_EXPIRES_MS;
    let consumers: QueueConsumers | null = null;
    while (!this.#stopping()) {
      await this.#freeSlot();
      if (this.#stopping()) break;
      try {
        consumers ??= await queueConsumers(this.#options.js, this.#options.channel.names);
        const message = await this.#nextJob(consumers, expires);
        if (!message) continue;
        if (this.#stopping()) {
          message.nak(); // straight back to the queue for another node
          break;
        }
        this.#run(message);
      } catch (error) {
        consumers = null;
        log.warn({ err: error }, 'pulling judge jobs failed; retrying');
        await sleep(PAUSE_AFTER_ERROR_MS, undefined, { signal: this.#stop.signal }).catch(() => undefined);
      }
    }
  }

  #run(message: JsMsg): void {
    const started = Date.now();
    // The slot is free once the judge call has settled: the next job is pulled while this one's result
    // is published and acked (round trips that would otherwise leave the sandbox idle).
    this.#judging += 1;
    let holdsSlot = true;
    const freeSlot = (): void => {
      if (!holdsSlot) return;
      holdsSlot = false;
      this.#judging -= 1;
      this.#slotFreed();
    };
    const job = handleDelivery(message, this.#options, freeSlot)
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
        if (outcome === 'retry') this.#watch.handedBack(message.subject, this.#options.retryDelayMs);
        this.#options.observer.jobFinished?.({
          submitId: submitIdFrom(message),
          attempt: message.info.deliveryCount,
          outcome,
          durationMs: Date.now() - started,
        });
      })
      .finally(() => {
        this.#inFlight.delete(job);
        freeSlot();
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
