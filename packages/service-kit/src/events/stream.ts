import { AckPolicy, DeliverPolicy, JetStreamApiCodes, JetStreamApiError, RetentionPolicy, StorageType } from '@nats-io/jetstream';
import type { ConsumerConfig, ConsumerInfo, JetStreamManager, StreamConfig, StreamInfo } from '@nats-io/jetstream';
import { EVENTS_STREAM, natsReplicas } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';

/** JetStream's "stream name already in use" (the client names no constant for it). */
const STREAM_NAME_IN_USE = 10058;
const NANOS_PER_MS = 1_000_000;

/** Milliseconds in the nanoseconds of JetStream's settings. */
export function nanos(ms: number): number {
  return ms * NANOS_PER_MS;
}

function isApiError(error: unknown, code: number): boolean {
  return error instanceof JetStreamApiError && error.code === code;
}

/** Creates a stream with `wanted` (replicas OJ_NATS_REPLICAS unless it says) unless one of that name exists (its settings are then left as they are). */
export async function ensureStream(jsm: JetStreamManager, wanted: Partial<StreamConfig> & { name: string }): Promise<StreamInfo> {
  const config = { num_replicas: natsReplicas(process.env.OJ_NATS_REPLICAS), ...wanted };
  try {
    return await jsm.streams.info(wanted.name);
  } catch (error) {
    if (!isApiError(error, JetStreamApiCodes.StreamNotFound)) throw error;
  }
  try {
    return await jsm.streams.add(config);
  } catch (error) {
    // Another service created it between our look-up and our add.
    if (!isApiError(error, STREAM_NAME_IN_USE)) throw error;
    return jsm.streams.info(wanted.name);
  }
}

/**
 * Creates the domain-event stream (limits retention: several services read it, each with its own
 * durable consumer) unless it exists. Safe to call from every service that publishes or reads events.
 */
export function ensureEventsStream(jsm: JetStreamManager, names: NatsNames): Promise<StreamInfo> {
  return ensureStream(jsm, {
    name: names.streams.events.name,
    subjects: names.streams.events.subjects,
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    max_age: nanos(EVENTS_STREAM.maxAgeMs),
    duplicate_window: nanos(EVENTS_STREAM.duplicateWindowMs),
  });
}

/** Settings of a durable pull consumer. */
export interface DurableConsumerSettings {
  ackWaitMs: number;
  filterSubject?: string | undefined;
  maxAckPending?: number | undefined;
}

/**
 * Creates (or updates the ack wait of) a durable pull consumer with explicit acks and no server-side
 * delivery limit: the reader decides when a message is hopeless.
 */
export async function ensureDurableConsumer(
  jsm: JetStreamManager,
  stream: string,
  durableName: string,
  settings: DurableConsumerSettings,
): Promise<ConsumerInfo> {
  const wanted: Partial<ConsumerConfig> = {
    durable_name: durableName,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: nanos(settings.ackWaitMs),
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
