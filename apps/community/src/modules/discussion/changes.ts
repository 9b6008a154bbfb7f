/**
 * Changes of discussions' titles, status or existence, announced (the `discussion changed` event,
 * recorded in the outbox inside the change's transaction), so every community instance forgets the
 * facts it kept of them for the comment pages (kept/). This instance forgets them at once.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { DISCUSSION_EVENT_MAX_IDS } from '@oj/contracts';
import type { DiscussionChangedEvent, NatsNames } from '@oj/contracts';
import { addToOutbox } from '@oj/service-kit/events';
import type { Deps } from '../../deps.ts';

export type ChangeDeps = Pick<Deps, 'db' | 'natsNames' | 'outbox' | 'kept'>;

/** Records the event for the discussions (in chunks); `tx` must be the transaction of the change. */
export async function recordDiscussionsChanged(tx: EntityManager, names: NatsNames, dids: readonly number[]): Promise<void> {
  for (let start = 0; start < dids.length; start += DISCUSSION_EVENT_MAX_IDS) {
    const payload: DiscussionChangedEvent = { dids: dids.slice(start, start + DISCUSSION_EVENT_MAX_IDS) };
    await addToOutbox(tx, { subject: names.subjects.discussionChanged, msgId: `discussion.${randomUUID()}`, payload });
  }
}

/**
 * Runs `write` in a transaction that also records the event for the discussions `dids` names (a
 * list, or read in the transaction before the write), then forgets them here and sends the event.
 */
export async function changeDiscussions(
  deps: ChangeDeps,
  dids: readonly number[] | ((tx: EntityManager) => Promise<readonly number[]>),
  write: (tx: EntityManager) => Promise<void>,
): Promise<void> {
  const changed = await deps.db.transaction(async (tx) => {
    const named = typeof dids === 'function' ? await dids(tx) : dids;
    await write(tx);
    await recordDiscussionsChanged(tx, deps.natsNames, named);
    return named;
  });
  for (const did of changed) deps.kept.discussions.drop(String(did));
  if (changed.length > 0) await deps.outbox.flush();
}
