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
  /**
   * How long one pull on the normal queue waits for a job. It bounds how long a test run waits for
   * an idle node, and how long `stop` waits for the loop.
   */
  pullExpiresMs?: number;
}

const DEFAULT_PULL_EXPIRES_MS = 1_000;
/** The shortest pull the client allows; a test pull is only made when a test job is likely waiting. */
const TEST_PULL_EXPIRES_MS = 1_000;
/** How often, at most, the test queue is pulled just to find test jobs that another node handed back or left. */
const TEST_REDELIVERY_CHECK_MS = 5_000;
const PAUSE_AFTER_ERROR_MS = 1_000;

/** Both queue consumers of a node, looked up once and again after an error. */
interface QueueConsumers {
  test: Consumer;
  normal: Consumer;
}

/**
 * Pulls jobs from the two shared consumers, one job per free slot, so a node never holds more jobs
 * than it judges: the rest stay in the queue for other nodes.
 *
 * Test runs first. NATS 2.9 has no priority groups, and a pull cannot be withdrawn without risking a
 * job the server sent in the meantime, so each slot is filled in two steps:
 * 1. Ask the test consumer's info (one request, answered at once) whether a test job is waiting
 *    (`num_pending`). If so, pull it. Redelivered test jobs are not counted in `num_pending`: a test
 *    job this node handed back (nak) is pulled again once its retry delay is over, and while any
 *    test job is unacked the test queue is also pulled every TEST_REDELIVERY_CHECK_MS, which finds
 *    the ones other nodes handed back or left behind by dying.
 * 2. Otherwise pull one normal job, waiting at most `pullExpiresMs` (1 s).
 * An idle node thus sends about two small requests a second, and a test run that arrives while a
 * slot waits on the normal queue is taken within about a second. Under a backlog, each normal job
 * costs one extra info request, and a test job goes to the next free slot of any node.
 */
export class JudgeWorker {
  readonly #options: JudgeWorkerOptions;
  readonly #inFlight = new Set<Promise<void>>();
  readonly #stop = new AbortController();
  #slotFreed: () => void = () => undefined;
  #loop: Promise<void> | null = null;
  #judged = 0;
  #lastTestPullMs = 0;
  /** When a test job this node handed back is offered again; null when there is none. */
  #testRetryAtMs: number | null = null;

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

  async #consumers(): Promise<QueueConsumers> {
    const { js, channel } = this.#options;
    const stream = channel.names.streams.judgeJobs.name;
    return {
      test: await js.consumers.get(stream, JUDGE_QUEUE.consumerNames.test),
      normal: await js.consumers.get(stream, JUDGE_QUEUE.consumerNames.normal),
    };
  }

  /** Whether a test job is probably waiting: a new one, or a redelivered one (see the class comment). */
  async #testJobWaiting(test: Consumer): Promise<boolean> {
    const info = await test.info();
    if (info.num_pending > 0) return true;
    if (info.num_ack_pending === 0) {
      this.#testRetryAtMs = null;
      return false;
    }
    const now = Date.now();
    return (this.#testRetryAtMs !== null && now >= this.#testRetryAtMs) || now - this.#lastTestPullMs >= TEST_REDELIVERY_CHECK_MS;
  }

  /** One job for one free slot: a waiting test job, else a normal job; null when none came. */
  async #nextJob(consumers: QueueConsumers, normalExpiresMs: number): Promise<JsMsg | null> {
    if (await this.#testJobWaiting(consumers.test)) {
      this.#lastTestPullMs = Date.now();
      this.#testRetryAtMs = null;
      const message = await consumers.test.next({ expires: TEST_PULL_EXPIRES_MS });
      if (message) return message;
      // Another node took it: fall through to the normal queue.
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
        consumers ??= await this.#consumers();
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
        if (outcome === 'retry' && message.subject === this.#options.channel.names.subjects.judgeJob('test')) {
          this.#testRetryAtMs = Math.min(this.#testRetryAtMs ?? Infinity, Date.now() + this.#options.retryDelayMs);
        }
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
