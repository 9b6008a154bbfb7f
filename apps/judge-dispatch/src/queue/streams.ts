import { AckPolicy, DeliverPolicy, JetStreamApiCodes, JetStreamApiError, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import type { ConsumerConfig, ConsumerInfo, JetStreamManager, StreamConfig, StreamInfo } from '@nats-io/jetstream';
import type { NatsNames } from '@oj/contracts';
import { msToNanos } from '@oj/judge-queue';

/** JetStream's "stream name already in use" (the client names no constant for it). */
const STREAM_NAME_IN_USE = 10058;

/** Settings of the domain-event stream; every duration carries its unit in its name. */
export const EVENTS_STREAM = {
  /** Events are kept this long, so a consumer that was down for a while still catches up. */
  maxAgeMs: 7 * 24 * 60 * 60_000,
  /** A re-published event (same msgID) within this window is dropped. */
  duplicateWindowMs: 2 * 60_000,
} as const;

/** Durable consumer of the judge results stream read by judge-dispatch. */
export const RESULTS_CONSUMER = 'judge-dispatch';

function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}

/**
 * Creates the domain-event stream (limits retention: several services read it, each with its own
 * durable consumer) unless it exists. Safe to call from every service that publishes or reads events.
 */
export async function ensureEventsStream(jsm: JetStreamManager, names: NatsNames): Promise<StreamInfo> {
  const wanted: Partial<StreamConfig> & { name: string } = {
    name: names.streams.events.name,
    subjects: names.streams.events.subjects,
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    max_age: msToNanos(EVENTS_STREAM.maxAgeMs),
    duplicate_window: msToNanos(EVENTS_STREAM.duplicateWindowMs),
  };
  try {
    return await jsm.streams.info(wanted.name);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
  }
  try {
    return await jsm.streams.add(wanted);
  } catch (error) {
    // Another service created it between our look-up and our add.
    if (!isApiError(error, STREAM_NAME_IN_USE)) throw error;
    return jsm.streams.info(wanted.name);
  }
}

/**
 * Creates (or updates the ack wait of) a durable pull consumer with explicit acks and no server-side
 * delivery limit: the reader decides when a message is hopeless.
 */
export async function ensureDurableConsumer(
  jsm: JetStreamManager,
  stream: string,
  durableName: string,
  settings: { ackWaitMs: number; filterSubject?: string; maxAckPending?: number },
): Promise<ConsumerInfo> {
  const wanted: Partial<ConsumerConfig> = {
    durable_name: durableName,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: msToNanos(settings.ackWaitMs),
    max_deliver: -1,
    ...(settings.filterSubject === undefined ? {} : { filter_subject: settings.filterSubject }),
    ...(settings.maxAckPending === undefined ? {} : { max_ack_pending: settings.maxAckPending }),
  };
  try {
    const current = await jsm.consumers.info(stream, durableName);
    if (current.config.ack_wait === wanted.ack_wait) return current;
    return await jsm.consumers.update(stream, durableName, { ack_wait: wanted.ack_wait });
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.ConsumerNotFound)) throw error;
    return jsm.consumers.add(stream, wanted);
  }
}

/**
 * The lowest job-stream sequence a job enqueued from now on can get. A submission re-dispatched
 * with this floor ignores every result of its earlier jobs, whose sequences are all below it.
 */
export async function nextJobSequence(jsm: JetStreamManager, names: NatsNames): Promise<number> {
  const info = await jsm.streams.info(names.streams.judgeJobs.name);
  return info.state.last_seq + 1;
}

/** Tells whether the job stream still holds the job stored at `sequence` (queued or being judged). */
export async function jobIsQueued(jsm: JetStreamManager, names: NatsNames, sequence: number): Promise<boolean> {
  return (await jsm.streams.getMessage(names.streams.judgeJobs.name, { seq: sequence })) !== null;
}

/** msgID of a submission's job: one per dispatch, so re-publishing the same dispatch is dropped. */
export function judgeJobMsgId(submitId: number, dispatch: number): string {
  return `job:${submitId}:${dispatch}`;
}

/** Parses a result's msgID (`result:<submitId>:<jobSequence>[:<tag>]`); null when absent or foreign. */
export function jobSequenceOf(msgId: string | undefined, submitId: number): number | null {
  const match = /^result:(-?\d+):(\d+)(?::[0-9a-f]{1,64})?$/.exec(msgId ?? '');
  if (!match || Number(match[1]) !== submitId) return null;
  return Number(match[2]);
}

/** Whether the results stream holds the final result of the job at `sequence`. */
export async function resultIsStored(jsm: JetStreamManager, names: NatsNames, submitId: number, sequence: number): Promise<boolean> {
  const stored = await jsm.streams.getMessage(names.streams.judgeResults.name, { last_by_subj: names.subjects.judgeResult(submitId) });
  return stored !== null && jobSequenceOf(stored.header.get('Nats-Msg-Id'), submitId) === sequence;
}
