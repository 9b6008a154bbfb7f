import type { Consumer, JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { JUDGE_QUEUE } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';
import { JUDGE_QUEUE_PRIORITY } from '@oj/judge-queue';
import type { JudgeQueueName } from '@oj/judge-queue';

/** The queues a free slot looks at before the normal one, highest first: test runs, then running contests. */
export type PriorityQueue = Exclude<JudgeQueueName, 'normal'>;
export const PRIORITY_QUEUES = JUDGE_QUEUE_PRIORITY.filter((queue): queue is PriorityQueue => queue !== 'normal');

/** How often, at most, a priority queue is pulled just to find jobs that another node handed back or left. */
export const REDELIVERY_CHECK_MS = 5_000;

/** Every queue consumer of a node, looked up once and again after an error. */
export type QueueConsumers = Record<JudgeQueueName, Consumer>;

export async function queueConsumers(js: JetStreamClient, names: NatsNames): Promise<QueueConsumers> {
  const stream = names.streams.judgeJobs.name;
  return {
    test: await js.consumers.get(stream, JUDGE_QUEUE.consumerNames.test),
    contest: await js.consumers.get(stream, JUDGE_QUEUE.consumerNames.contest),
    normal: await js.consumers.get(stream, JUDGE_QUEUE.consumerNames.normal),
  };
}

/**
 * Tells the worker whether a priority queue is worth a pull, without a pull that could wait in vain.
 *
 * 1. One stream-info request per free slot counts the jobs stored on every job subject (a work-queue
 *    stream holds a job until it is acked, so this is waiting plus unacked jobs). A priority queue with
 *    none costs nothing more, so an idle node sends this request and its normal pull, as before.
 * 2. A queue that holds jobs gets its consumer's info: `num_pending` > 0 means a new job waits.
 *    Redeliveries are not in `num_pending`: a job this node handed back (nak) is pulled again once its
 *    retry delay is over, and while any job of the queue is unacked the queue is also pulled every
 *    REDELIVERY_CHECK_MS, which finds the ones other nodes handed back or left behind by dying.
 */
export class PriorityQueueWatch {
  readonly #jsm: JetStreamManager;
  readonly #names: NatsNames;
  readonly #lastPullMs: Record<PriorityQueue, number> = { test: 0, contest: 0 };
  /** When a job of the queue that this node handed back is offered again; null when there is none. */
  readonly #retryAtMs: Record<PriorityQueue, number | null> = { test: null, contest: null };

  constructor(jsm: JetStreamManager, names: NatsNames) {
    this.#jsm = jsm;
    this.#names = names;
  }

  /** Jobs stored (waiting or unacked) on each priority queue's subject: one request. */
  async storedJobs(): Promise<Record<PriorityQueue, number>> {
    const [subject] = this.#names.streams.judgeJobs.subjects;
    const info = await this.#jsm.streams.info(this.#names.streams.judgeJobs.name, { subjects_filter: subject ?? '>' });
    const counts = info.state.subjects ?? {};
    return {
      test: counts[this.#names.subjects.judgeJob('test')] ?? 0,
      contest: counts[this.#names.subjects.judgeJob('contest')] ?? 0,
    };
  }

  /** Whether a job of `queue` is probably waiting: a new one, or a redelivered one. `stored` is from `storedJobs`. */
  async worthPulling(queue: PriorityQueue, consumer: Consumer, stored: number): Promise<boolean> {
    if (stored === 0) {
      this.#retryAtMs[queue] = null;
      return false;
    }
    const info = await consumer.info();
    if (info.num_pending > 0) return true;
    if (info.num_ack_pending === 0) {
      this.#retryAtMs[queue] = null;
      return false;
    }
    const now = Date.now();
    const retryAt = this.#retryAtMs[queue];
    return (retryAt !== null && now >= retryAt) || now - this.#lastPullMs[queue] >= REDELIVERY_CHECK_MS;
  }

  /** Records a pull of `queue` (it finds any job due for redelivery). */
  pulled(queue: PriorityQueue): void {
    this.#lastPullMs[queue] = Date.now();
    this.#retryAtMs[queue] = null;
  }

  /** Records a job of the queue on `subject` that this node handed back, offered again after `delayMs`. */
  handedBack(subject: string, delayMs: number): void {
    const queue = PRIORITY_QUEUES.find((candidate) => this.#names.subjects.judgeJob(candidate) === subject);
    if (queue === undefined) return;
    this.#retryAtMs[queue] = Math.min(this.#retryAtMs[queue] ?? Infinity, Date.now() + delayMs);
  }
}
