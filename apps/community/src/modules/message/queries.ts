import type { DataSource } from 'typeorm';
import type { UnreadMessageCountDto } from '@oj/contracts';
import { MessageState } from '@oj/db';
import type { RemindAction, UserNoticeType } from '@oj/db';

/** The five unread counters of the message menu (spec 03 §2.16): the msg/unread answer. */
export type UnreadCounts = UnreadMessageCountDto;

type Counter = keyof UnreadCounts;

const COUNTER_OF: Readonly<Record<RemindAction | UserNoticeType, Counter>> = {
  Discuss: 'comment',
  Reply: 'reply',
  Like_Post: 'like',
  Like_Discuss: 'like',
  Sys: 'sys',
  Mine: 'mine',
};

// One round trip; each half reads only its (recipientId, state, kind) index.
const UNREAD_SQL = [
  'SELECT `action` AS kind, COUNT(*) AS n FROM `msg_remind` WHERE `recipientId` = ? AND `state` = ? GROUP BY `action`',
  'UNION ALL',
  'SELECT `type` AS kind, COUNT(*) AS n FROM `user_sys_notice` WHERE `recipientId` = ? AND `state` = ? GROUP BY `type`',
].join(' ');

/** The caller's unread reminders and notices, by counter. */
export async function countUnread(db: DataSource, uid: string): Promise<UnreadCounts> {
  const rows = await db.query<{ kind: string; n: number | string }[]>(UNREAD_SQL, [uid, MessageState.Unread, uid, MessageState.Unread]);
  const counts: UnreadCounts = { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 };
  for (const row of rows) {
    // Kinds this version does not know (a later action type) are simply not counted.
    const counter = Object.hasOwn(COUNTER_OF, row.kind) ? COUNTER_OF[row.kind as keyof typeof COUNTER_OF] : undefined;
    if (counter) counts[counter] += Number(row.n);
  }
  return counts;
}
