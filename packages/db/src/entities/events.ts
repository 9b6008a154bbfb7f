import type { EntitySchemaColumnOptions } from 'typeorm';
import { createdColumn, datetimeColumn, defineEntity, modifiedColumn, textColumn, varcharColumn } from './columns.ts';

// The driver reads bigint as text; stream sequences and outbox ids stay below 2^53, so numbers are exact.
const bigintAsNumber = { from: (value: string | number | null) => (value === null ? null : Number(value)), to: (value: unknown) => value };

/** A bigint column read as a number. */
function bigintColumn(options: Pick<EntitySchemaColumnOptions, 'primary' | 'generated' | 'default'>): EntitySchemaColumnOptions {
  return { type: 'bigint', transformer: bigintAsNumber, ...options };
}

/**
 * `outbox`: domain events written in the same transaction as the change they announce, and
 * published to JetStream afterwards by service-kit's outbox relay. `sentAt` stays null until the
 * stream confirmed the event; sent rows are pruned after a while.
 */
export interface OutboxRow {
  id: number;
  subject: string;
  /** JetStream message id: a second publish of the row within the stream's duplicate window is dropped. */
  msgId: string;
  /** The event, JSON-encoded. */
  payload: string;
  /** NATS headers published with it, JSON-encoded (`{"KV-Operation":"DEL"}` deletes a KV key); null: none. */
  headers: string | null;
  sentAt: Date | null;
  gmtCreate: Date;
}

export const OutboxEntity = defineEntity<OutboxRow>({
  name: 'Outbox',
  tableName: 'outbox',
  columns: {
    // bigint: rows are pruned, ids are never reused.
    id: bigintColumn({ primary: true, generated: 'increment' }),
    subject: varcharColumn(255),
    msgId: varcharColumn(255),
    payload: textColumn('mediumtext', false),
    headers: varcharColumn(1024, { nullable: true }),
    sentAt: datetimeColumn(true),
    gmtCreate: createdColumn(),
  },
  indices: [{ name: 'IDX_outbox_sent_id', columns: ['sentAt', 'id'] }],
});

/**
 * `consumer_cursor`: the last stream sequence an ordered consumer applied, written in the same
 * transaction as the effects of that message, so a redelivery after a crash is recognised.
 */
export interface ConsumerCursorRow {
  /** The durable consumer's name. */
  name: string;
  /** Stream sequence of the last applied message (0: none yet). */
  position: number;
  gmtModified: Date;
}

export const ConsumerCursorEntity = defineEntity<ConsumerCursorRow>({
  name: 'ConsumerCursor',
  tableName: 'consumer_cursor',
  columns: {
    name: { type: 'varchar', length: 64, primary: true },
    position: bigintColumn({ default: 0 }),
    gmtModified: modifiedColumn(),
  },
});
