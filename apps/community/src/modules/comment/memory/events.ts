/**
 * The `comment changed` event (contracts events.ts): recorded in the outbox inside the transaction of
 * each change of a source's comments, replies or likes, so every community instance learns of every
 * committed change (also one made by an instance that dies right after its commit) and drops its
 * kept comments of that source.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import type { CommentChangedEvent, CommentSourceTypeName, NatsNames } from '@oj/contracts';
import { addToOutbox } from '@oj/service-kit/events';

/** A source as the kept comments name it. */
export interface SourceKey {
  type: CommentSourceTypeName;
  id: number;
}

/** Records the event for the source; `tx` must be the transaction of the change. */
export async function recordCommentChanged(tx: EntityManager, names: NatsNames, source: SourceKey): Promise<void> {
  const payload: CommentChangedEvent = { sourceType: source.type, sourceId: source.id };
  await addToOutbox(tx, { subject: names.subjects.commentChanged, msgId: `comment.${randomUUID()}`, payload });
}
