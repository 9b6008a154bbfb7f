/**
 * The `unread changed` event (contracts events.ts): recorded in the outbox inside the transaction
 * that writes, reads or cleans someone's messages, so the event exists exactly when the change does
 * (a crash or a second instance can neither lose nor double it); the outbox relay publishes it after
 * the commit and every gateway pushes the new counts to the users' open live streams.
 */
import { randomUUID } from 'node:crypto';
import type { EntityManager } from 'typeorm';
import { UNREAD_EVENT_MAX_USERS } from '@oj/contracts';
import type { NatsNames, UnreadChangedEvent } from '@oj/contracts';
import { addToOutbox } from '@oj/service-kit/events';

/** Records one event per chunk of users (a notice to everyone is announced in chunks). */
export async function recordUnreadChanged(tx: EntityManager, names: NatsNames, uids: Iterable<string>): Promise<void> {
  const all = [...new Set(uids)];
  for (let start = 0; start < all.length; start += UNREAD_EVENT_MAX_USERS) {
    const payload: UnreadChangedEvent = { uids: all.slice(start, start + UNREAD_EVENT_MAX_USERS) };
    await addToOutbox(tx, { subject: names.subjects.unreadChanged, msgId: `unread.${randomUUID()}`, payload });
  }
}
