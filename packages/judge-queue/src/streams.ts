import { AckPolicy, DeliverPolicy, JetStreamApiCodes, JetStreamApiError, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import type { ConsumerConfig, ConsumerInfo, JetStreamManager, StreamConfig, StreamInfo } from '@nats-io/jetstream';
import { JUDGE_QUEUE } from '@oj/contracts';
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
      duplicate_window: msToNanos(JUDGE_QUEUE.duplicateWindowMs),
    },
    // Limits retention: results stay for dispatch to read, even while it restarts.
    results: {
      name: names.streams.judgeResults.name,
      subjects: names.streams.judgeResults.subjects,
      retention: RetentionPolicy.Limits,
      storage: StorageType.File,
      duplicate_window: msToNanos(JUDGE_QUEUE.duplicateWindowMs),
      max_age: msToNanos(JUDGE_QUEUE.resultsMaxAgeMs),
    },
  };
}

function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}

async function ensureStream(jsm: JetStreamManager, wanted: Partial<StreamConfig> & { name: string }): Promise<StreamInfo> {
  let existing: StreamInfo;
  try {
    existing = await jsm.streams.info(wanted.name);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
    try {
      return await jsm.streams.add(wanted);
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
  const { name: _name, retention: _retention, storage: _storage, ...changes } = wanted;
  return jsm.streams.update(wanted.name, { ...current, ...changes });
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

/** Settings of the shared judge consumer. */
export interface JudgeConsumerOptions {
  ackWaitMs?: number;
}

/**
 * Creates or updates the durable pull consumer every node shares. The server never stops
 * redelivering (max_deliver -1): the nodes count attempts themselves, so a job whose last node
 * crashed still comes back once more and ends as System Error instead of sitting in the queue.
 */
export async function ensureJudgeConsumer(jsm: JetStreamManager, names: NatsNames, options: JudgeConsumerOptions = {}): Promise<ConsumerInfo> {
  const stream = names.streams.judgeJobs.name;
  const wanted: Partial<ConsumerConfig> = {
    durable_name: JUDGE_QUEUE.consumerName,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: msToNanos(options.ackWaitMs ?? JUDGE_QUEUE.ackWaitMs),
    max_deliver: -1,
  };
  try {
    const current = await jsm.consumers.info(stream, JUDGE_QUEUE.consumerName);
    if (current.config.ack_wait === wanted.ack_wait && current.config.max_deliver === wanted.max_deliver) return current;
    return await jsm.consumers.update(stream, JUDGE_QUEUE.consumerName, { ack_wait: wanted.ack_wait, max_deliver: wanted.max_deliver });
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.ConsumerNotFound)) throw error;
    return jsm.consumers.add(stream, wanted);
  }
}
