import type { NatsConnection } from '@nats-io/transport-node';
import { Value } from '@sinclair/typebox/value';
import { LIVE_EVENT_DATA, LiveEventSchema, parseLiveTopic } from '@oj/contracts';
import type { LiveEvent, LiveEventBody, NatsNames } from '@oj/contracts';

/** The envelope of a live event on a topic, or an Error naming what is wrong with it. */
export function liveEnvelope(topic: string, event: LiveEventBody): LiveEvent {
  if (parseLiveTopic(topic) === null) throw new Error(`not a live topic: ${JSON.stringify(topic)}`);
  const envelope: unknown = { topic, kind: event.kind, data: event.data };
  if (!Value.Check(LiveEventSchema, envelope)) {
    // The kind's own data schema names the field at fault (the union's first error would not).
    const dataSchema = Object.hasOwn(LIVE_EVENT_DATA, event.kind) ? LIVE_EVENT_DATA[event.kind] : null;
    const first = dataSchema ? Value.Errors(dataSchema, event.data).First() : undefined;
    throw new Error(`live ${event.kind} event does not match its schema${first ? `: data${first.path} ${first.message}` : ''}`);
  }
  return envelope;
}

/**
 * Pushes an event to the live channel: core NATS on `subjects.live(topic)`, checked against its
 * schema first (a wrong event is a bug of the caller: it throws). Fire and forget: no stream keeps
 * it, and a browser that was not connected refetches when it reconnects. Throws when NATS is closed.
 */
export function publishLive(nc: NatsConnection, names: NatsNames, topic: string, event: LiveEventBody): void {
  nc.publish(names.subjects.live(topic), JSON.stringify(liveEnvelope(topic, event)));
}
