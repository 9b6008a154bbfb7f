import { RetentionPolicy, StorageType } from '@nats-io/jetstream';
import type { JetStreamClient, JetStreamManager, JsMsg, StreamInfo } from '@nats-io/jetstream';
import { headers } from '@nats-io/transport-node';
import { Counter } from 'prom-client';
import type { Registry } from 'prom-client';
import { DEAD_LETTER_HEADERS, DEAD_LETTER_STREAM } from '@oj/contracts';
import type { NatsNames } from '@oj/contracts';
import { ensureStream, nanos } from './stream.ts';

/**
 * Creates the dead-letter stream (limits retention, kept a month) unless it exists: where stream
 * consumers put the messages they gave up on.
 */
export function ensureDeadLetterStream(jsm: JetStreamManager, names: NatsNames): Promise<StreamInfo> {
  return ensureStream(jsm, {
    name: names.streams.deadLetters.name,
    subjects: names.streams.deadLetters.subjects,
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    max_age: nanos(DEAD_LETTER_STREAM.maxAgeMs),
    duplicate_window: nanos(DEAD_LETTER_STREAM.duplicateWindowMs),
  });
}

/** Where a dead letter came from. */
export interface DeadLetterOrigin {
  consumer: string;
  stream: string;
  error: unknown;
}

/**
 * Publishes `message` (its payload as is) to the dead-letter `subject`, with its origin in headers
 * (DEAD_LETTER_HEADERS) and a message id of consumer and stream sequence, so a second try after a
 * lost ack is dropped by the stream. Throws when the stream did not take it.
 */
export async function sendDeadLetter(js: JetStreamClient, subject: string, message: JsMsg, origin: DeadLetterOrigin): Promise<void> {
  const sequence = message.info.streamSequence;
  const h = headers();
  h.set(DEAD_LETTER_HEADERS.consumer, origin.consumer);
  h.set(DEAD_LETTER_HEADERS.stream, origin.stream);
  h.set(DEAD_LETTER_HEADERS.subject, message.subject);
  h.set(DEAD_LETTER_HEADERS.sequence, String(sequence));
  // Header values are one line; the first line of the error says enough.
  const text = origin.error instanceof Error ? origin.error.message : String(origin.error);
  h.set(DEAD_LETTER_HEADERS.error, text.split('\n')[0]?.slice(0, 500) ?? '');
  await js.publish(subject, message.data, { msgID: `${origin.consumer}:${origin.stream}:${sequence}`, headers: h });
}

const DEAD_LETTERS_METRIC = 'oj_dead_letters_total';

/**
 * The dead-letter counter of a service's registry (`app.metrics`), by consumer: one metric however
 * many consumers count into it. An alert on its increase tells an operator to look at the stream.
 */
export function deadLetterCounter(registry: Registry): (consumer: string) => void {
  const existing = registry.getSingleMetric(DEAD_LETTERS_METRIC);
  const counter =
    existing instanceof Counter
      ? (existing as Counter<'consumer'>)
      : new Counter({
          name: DEAD_LETTERS_METRIC,
          help: 'Messages a stream consumer gave up on and put on the dead-letter stream',
          labelNames: ['consumer'],
          registers: [registry],
        });
  return (consumer) => {
    counter.inc({ consumer });
  };
}
