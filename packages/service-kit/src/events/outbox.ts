import type { EntityManager } from 'typeorm';
import { OutboxEntity } from '@oj/db';

/** An event to publish once the transaction that records it commits. */
export interface OutboxEvent {
  subject: string;
  /** JetStream message id: a second publish within the stream's duplicate window is dropped. */
  msgId: string;
  /** JSON-encoded as is; undefined publishes an empty message (a KV deletion, say). */
  payload: unknown;
  /** NATS headers to publish with it (`KV-Operation: DEL` deletes a KV key). */
  headers?: Record<string, string>;
}

/**
 * Records an event in the outbox inside the caller's transaction, so the event exists exactly when
 * the change it announces does. The outbox relay publishes it after the commit.
 */
export async function addToOutbox(tx: EntityManager, event: OutboxEvent): Promise<void> {
  // Outside a transaction the row would commit on its own, and the guarantee would be gone.
  if (tx.queryRunner?.isTransactionActive !== true) throw new Error('addToOutbox needs the transaction of the change');
  await tx.getRepository(OutboxEntity).insert({
    subject: event.subject,
    msgId: event.msgId,
    payload: event.payload === undefined ? '' : JSON.stringify(event.payload),
    headers: event.headers === undefined ? null : JSON.stringify(event.headers),
  });
}
