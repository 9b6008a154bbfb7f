/**
 * Reminders of the message center (spec 03 §2.16) written by the comment area, in the transaction of
 * the change: a new comment reminds the discussion's or contest's author (Discuss), a reply the author
 * of what it quotes (Reply), a like the comment's author (Like_Discuss). Never oneself. With each
 * reminder goes an `unread changed` event for its recipient, in the same transaction (the outbox), so
 * a retried or concurrent request can neither lose nor double the live badge update.
 */
import type { EntityManager } from 'typeorm';
import { MessageState, MsgRemindEntity } from '@oj/db';
import type { RemindAction } from '@oj/db';
import type { NatsNames } from '@oj/contracts';
import { recordUnreadChanged } from '../message/unread-events.ts';
import type { CommentSource } from './rules.ts';

/** The columns' length: heads of titles and texts are cut to it. */
const HEAD_LENGTH = 255;

/** One reminder: who did what, to whom, about which comment or reply. */
export interface Reminder {
  action: RemindAction;
  source: CommentSource;
  senderId: string;
  recipientId: string;
  /** The comment or reply the reminder quotes (the new comment, what a reply answers, the liked comment). */
  quoteId: number;
  quoteContent: string;
  /** What the sender wrote (the new comment or reply); absent for a like. */
  content?: string;
}

// By code points, so a cut never splits a character outside the BMP (an emoji).
function head(text: string): string {
  const points = Array.from(text);
  return points.length <= HEAD_LENGTH ? text : points.slice(0, HEAD_LENGTH).join('');
}

/**
 * Writes the reminder and its event, unless it would go to its own sender or repeats an unread like
 * of the same comment. `manager` must be the transaction of the change.
 */
export async function remind(manager: EntityManager, names: NatsNames, reminder: Reminder): Promise<void> {
  const { action, source, senderId, recipientId, quoteId } = reminder;
  if (senderId === recipientId) return;
  const reminders = manager.getRepository(MsgRemindEntity);
  // Liking, taking it back and liking again reminds once.
  if (action === 'Like_Discuss' && (await reminders.existsBy({ action, senderId, recipientId, quoteId, state: MessageState.Unread }))) return;
  await reminders.insert({
    action,
    sourceId: source.id,
    sourceType: source.type,
    sourceContent: head(source.title),
    quoteId,
    quoteContent: head(reminder.quoteContent),
    content: reminder.content === undefined ? null : head(reminder.content),
    url: source.url,
    senderId,
    recipientId,
    state: MessageState.Unread,
  });
  await recordUnreadChanged(manager, names, [recipientId]);
}
