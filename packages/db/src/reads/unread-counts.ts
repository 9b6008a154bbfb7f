// Published by the community service, owner of the message tables: a user's unread message counts
// (its msg/unread, and the gateways' live `unread` pushes).
import type { DataSource } from 'typeorm';
import type { UnreadMessageCountDto } from '@oj/contracts';
import { MessageState } from '../entities/message.ts';
import type { RemindAction, UserNoticeType } from '../entities/message.ts';

type Counter = keyof UnreadMessageCountDto;

/** Which counter each reminder action and notice type adds to. */
export const UNREAD_COUNTER_OF: Readonly<Record<RemindAction | UserNoticeType, Counter>> = {
  Discuss: 'comment',
  Reply: 'reply',
  Like_Post: 'like',
  Like_Discuss: 'like',
  Sys: 'sys',
  Mine: 'mine',
};

/**
 * One round trip; each half reads only the (recipientId, state, kind) index, a range of the user's
 * unread entries (docs/operations.md, "Unread counts": the EXPLAIN plan).
 */
export const UNREAD_COUNTS_SQL = [
  'SELECT `action` AS kind, COUNT(*) AS n FROM `msg_remind` WHERE `recipientId` = ? AND `state` = ? GROUP BY `action`',
  'UNION ALL',
  'SELECT `type` AS kind, COUNT(*) AS n FROM `user_sys_notice` WHERE `recipientId` = ? AND `state` = ? GROUP BY `type`',
].join(' ');

/** The user's unread reminders and notices, by counter (the msg/unread answer). */
export async function unreadCounts(db: DataSource, uid: string): Promise<UnreadMessageCountDto> {
  const rows = await db.query<{ kind: string; n: number | string }[]>(UNREAD_COUNTS_SQL, [uid, MessageState.Unread, uid, MessageState.Unread]);
  const counts: UnreadMessageCountDto = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
  for (const row of rows) {
    // Kinds this version does not know (a later action type) are simply not counted.
    const counter = Object.hasOwn(UNREAD_COUNTER_OF, row.kind) ? UNREAD_COUNTER_OF[row.kind as keyof typeof UNREAD_COUNTER_OF] : undefined;
    if (counter) counts[counter] += Number(row.n);
  }
  return counts;
}
