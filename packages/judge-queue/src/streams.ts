import { AckPolicy, DeliverPolicy, JetStreamApiCodes, JetStreamApiError, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import type { ConsumerConfig, ConsumerInfo, JetStreamManager, StreamConfig, StreamInfo } from '@nats-io/jetstream';
import { JUDGE_QUEUE, natsReplicas } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';

const NANOS_PER_MS = 1_000_000;
/** JetStream's "stream name already in use" (the client names no constant for it). */
const STREAM_NAME_IN_USE = 10058;

/** Milliseconds to the nanoseconds JetStream configs use. */
export function msToNanos(ms: number): number {
  return ms * NANOS_PER_MS;
}

/** The settings of the two judge streams that this code owns; anything else an operator set is kept. */
export function judgeStreamConfigs(names: NatsNames): { jobs: Partial<StreamConfig> & { name: string }; results: Partial<StreamConfig> & { name: string } } {
  return {
    // A work queue: each job is stored until one node acks it, and every node pulls from it.
    jobs: {
      name: names.streams.judgeJobs.name,
      subjects: names.streams.judgeJobs.subjects,
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
      num_replicas: natsReplicas(process.env.OJ_NATS_REPLICAS),
      duplicate_window: msToNanos(JUDGE_QUEUE.duplicateWindowMs),
    },
    // Limits retention: results stay for dispatch to read, even while it restarts.
    results: {
      name: names.streams.judgeResults.name,
      subjects: names.streams.judgeResults.subjects,
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      num_replicas: natsReplicas(process.env.OJ_NATS_REPLICAS),
      duplicate_window: msToNanos(JUDGE_QUEUE.duplicateWindowMs),
      max_age: msToNanos(JUDGE_QUEUE.resultsMaxAgeMs),
    },
  };
}

function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}

/**
 * A judge stream is missing or outdated and this connection may not create or change it: a judge
 * node (NATS user `oj-judge`) started before judge-dispatch set the streams up. Retry later.
 */
export class JudgeStreamsNotReadyError extends Error {
  constructor(stream: string, options?: ErrorOptions) {
    super(`judge stream ${stream} is not set up yet, and this NATS user may not set it up (judge-dispatch does)`, options);
    this.name = 'JudgeStreamsNotReadyError';
  }
}

function isPermissionError(error: unknown): boolean {
  return error instanceof Error && /Permissions Violation/i.test(error.message);
}

/** Runs a stream change; a permission error becomes JudgeStreamsNotReadyError. */
async function changeStream<T>(stream: string, change: () => Promise<T>): Promise<T> {
  try {
    return await change();
  } catch (error) {
    if (isPermissionError(error)) throw new JudgeStreamsNotReadyError(stream, { cause: error });
    throw error;
  }
}

async function ensureStream(jsm: JetStreamManager, wanted: Partial<StreamConfig> & { name: string }): Promise<StreamInfo> {
  let existing: StreamInfo;
  try {
    existing = await jsm.streams.info(wanted.name);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
    try {
      return await changeStream(wanted.name, () => jsm.streams.add(wanted));
    } catch (addError) {
      // Another node created it between our look-up and our add: fall through to compare.
      if (!isApiError(addError, STREAM_NAME_IN_USE)) throw addError;
      existing = await jsm.streams.info(wanted.name);
    }
  }
  const current = existing.config;
  if (wanted.retention !== undefined && current.retention !== wanted.retention) {
    throw new Error(`stream ${wanted.name} has retention ${current.retention}, expected ${wanted.retention}; delete it to recreate`);
  }
  const differs =
    JSON.stringify([...current.subjects].sort()) !== JSON.stringify([...(wanted.subjects ?? [])].sort()) ||
    current.duplicate_window !== wanted.duplicate_window ||
    (wanted.max_age !== undefined && current.max_age !== wanted.max_age);
  if (!differs) return existing;
  // The replica count is the operator's once the stream exists (a server-side edit), as for the other streams.
  const { name: _name, retention: _retention, storage: _storage, num_replicas: _replicas, ...changes } = wanted;
  return changeStream(wanted.name, () => jsm.streams.update(wanted.name, { ...current, ...changes }));
}

/**
 * Creates the judge job stream (a work queue) and the results stream, or brings their subjects,
 * duplicate window and retention age up to date. Safe to call from every node and from dispatch.
 */
export async function ensureJudgeStreams(jsm: JetStreamManager, names: NatsNames): Promise<{ jobs: StreamInfo; results: StreamInfo }> {
  const configs = judgeStreamConfigs(names);
  const jobs = await ensureStream(jsm, configs.jobs);
  const results = await ensureStream(jsm, configs.results);
  return { jobs, results };
}

/** The job queues; each has a durable consumer of its own (`JUDGE_QUEUE.consumerNames`). */
export type JudgeQueueName = keyof typeof JUDGE_QUEUE.consumerNames;

/**
 * The queues in the order a node with a free slot looks at them: online self-test runs, then
 * submissions of running contests (and timed works), then every other submission and rejudge.
 */
export const JUDGE_QUEUE_PRIORITY: readonly JudgeQueueName[] = ['test', 'contest', 'normal'];

/** Settings of the shared judge consumers. */
export interface JudgeConsumerOptions {
  ackWaitMs?: number;
}

/** JetStream's "consumer name already in use", met when another node created the consumer first. */
const CONSUMER_NAME_IN_USE = 10013;

/**
 * The consumer of one queue: a filter on that queue's job subject, explicit acks, and no server-side
 * delivery limit (max_deliver -1). The nodes count attempts themselves, so a job whose last node
 * crashed still comes back once more and ends as System Error instead of sitting in the queue.
 */
export function judgeConsumerConfig(
  names: NatsNames,
  queue: JudgeQueueName,
  options: JudgeConsumerOptions = {},
): Partial<ConsumerConfig> & { durable_name: string } {
  return {
    durable_name: JUDGE_QUEUE.consumerNames[queue],
    filter_subject: names.subjects.judgeJob(queue),
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: msToNanos(options.ackWaitMs ?? JUDGE_QUEUE.ackWaitMs),
    max_deliver: -1,
  };
}

async function ensureConsumer(jsm: JetStreamManager, stream: string, wanted: Partial<ConsumerConfig> & { durable_name: string }): Promise<ConsumerInfo> {
  const name = wanted.durable_name;
  let current: ConsumerInfo;
  try {
    current = await jsm.consumers.info(stream, name);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.ConsumerNotFound)) throw error;
    try {
      return await jsm.consumers.add(stream, wanted);
    } catch (addError) {
      // Another node created it between our look-up and our add: fall through to compare.
      if (!isApiError(addError, CONSUMER_NAME_IN_USE)) throw addError;
      current = await jsm.consumers.info(stream, name);
    }
  }
  if (current.config.filter_subject !== wanted.filter_subject) {
    throw new Error(
      `consumer ${name} of stream ${stream} filters ${current.config.filter_subject ?? 'nothing'}, expected ${wanted.filter_subject}; delete it to recreate`,
    );
  }
  if (current.config.ack_wait === wanted.ack_wait && current.config.max_deliver === wanted.max_deliver) return current;
  return jsm.consumers.update(stream, name, { ack_wait: wanted.ack_wait, max_deliver: wanted.max_deliver });
}

/**
 * Creates or updates the three durable pull consumers every node shares: `test` takes
 * `judgeJob('test')` (online self-test runs), `contest` takes `judgeJob('contest')` (submissions of
 * running contests), `normal` takes `judgeJob('normal')` (the other submissions and rejudges).
 * Their filters are disjoint, as a work-queue stream requires, so a node can look at the queues in
 * priority order and a test run or a contest submission never waits behind a backlog of practice
 * submissions. Idempotent: safe to call from every node at once.
 *
 * A platform upgraded from the two-queue layout has `test` and `normal` already; the `contest`
 * consumer is simply added beside them (its filter overlaps neither). Contest jobs that dispatch
 * published before any upgraded node ran wait in the stream, and this consumer delivers them from
 * the start (deliver policy all). Nodes of the old code never read the contest queue, so upgrade
 * the nodes with dispatch.
 *
 * A platform upgraded from the single-consumer layout still has the old unfiltered consumer
 * (`JUDGE_QUEUE.legacyConsumerName`). The stream refuses a filtered consumer beside it (error 10100,
 * "filtered consumer not unique on workqueue stream"), so it is deleted first. Deleting a consumer of
 * a work-queue stream does not delete messages: jobs it had not delivered, and jobs it had delivered
 * but that were never acked, stay in the stream and the new consumers deliver them (their delivery
 * count starts again at 1). A node still running the old code loses its consumer and must be upgraded too.
 */
export async function ensureJudgeConsumers(
  jsm: JetStreamManager,
  names: NatsNames,
  options: JudgeConsumerOptions = {},
): Promise<Record<JudgeQueueName, ConsumerInfo>> {
  const stream = names.streams.judgeJobs.name;
  try {
    await jsm.consumers.delete(stream, JUDGE_QUEUE.legacyConsumerName);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.ConsumerNotFound)) throw error;
  }
  const test = await ensureConsumer(jsm, stream, judgeConsumerConfig(names, 'test', options));
  const contest = await ensureConsumer(jsm, stream, judgeConsumerConfig(names, 'contest', options));
  const normal = await ensureConsumer(jsm, stream, judgeConsumerConfig(names, 'normal', options));
  return { test, contest, normal };
}
