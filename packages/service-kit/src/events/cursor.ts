import type { DataSource, EntityManager } from 'typeorm';
import { ConsumerCursorEntity } from '@oj/db';

/**
 * Runs `apply` for the message at stream `sequence` unless the consumer's cursor shows it applied,
 * and moves the cursor, all inside `tx`: the cursor row is locked first, so two instances never apply
 * one message, and it commits or rolls back with the message's effects. True when `apply` ran.
 */
export async function applyInOrder(tx: EntityManager, consumer: string, sequence: number, apply: () => Promise<void>): Promise<boolean> {
  const cursors = tx.getRepository(ConsumerCursorEntity);
  const cursor = await cursors.findOne({ where: { name: consumer }, lock: { mode: 'pessimistic_write' } });
  if (cursor && cursor.position >= sequence) return false;
  await apply();
  // A first message inserts the row; two instances racing on it make one insert fail and retry.
  if (cursor) await cursors.update({ name: consumer }, { position: sequence });
  else await cursors.insert({ name: consumer, position: sequence });
  return true;
}

/** The stream sequence of the last message a consumer applied (0 before the first). */
export async function consumerCursor(db: DataSource | EntityManager, consumer: string): Promise<number> {
  const cursor = await db.getRepository(ConsumerCursorEntity).findOne({ where: { name: consumer } });
  return cursor ? cursor.position : 0;
}

/** Creates a consumer's cursor at 0 unless it exists, so applying never races to insert it. */
export async function ensureCursor(db: DataSource, consumer: string): Promise<void> {
  await db.createQueryBuilder().insert().into(ConsumerCursorEntity).values({ name: consumer, position: 0 }).orIgnore().execute();
}
