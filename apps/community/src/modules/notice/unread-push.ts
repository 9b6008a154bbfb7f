/**
 * Tells recipients' open pages that their unread counts changed: one `unread` event on each user's
 * live topic (the message menu's badge moves without waiting for its 120 s poll). Counted in batches
 * (one grouped query per chunk of users), after the commit.
 */
import type { DataSource } from 'typeorm';
import { liveTopic } from '@oj/contracts';
import type { UnreadMessageCountDto } from '@oj/contracts';
import { MessageState } from '@oj/db';
import { publishLive } from '@oj/service-kit';
import type { ServiceDeps } from '@oj/service-kit';

const CHUNK = 500;

const COUNTER_OF: Readonly<Record<string, keyof UnreadMessageCountDto>> = {
  Discuss: 'comment',
  Reply: 'reply',
  Like_Post: 'like',
  Like_Discuss: 'like',
  Sys: 'sys',
  Mine: 'mine',
};

/** The unread counts of these users (msg/unread's answer for each), by uid. */
export async function unreadCountsOf(db: DataSource, uids: readonly string[]): Promise<Map<string, UnreadMessageCountDto>> {
  const counts = new Map<string, UnreadMessageCountDto>(uids.map((uid) => [uid, { comment: 0, reply: 0, like: 0, sys: 0, mine: 0 }]));
  if (uids.length === 0) return counts;
  const marks = uids.map(() => '?').join(', ');
  const rows = await db.query<{ uid: string; kind: string; n: number | string }[]>(
    [
      `SELECT recipientId AS uid, \`action\` AS kind, COUNT(*) AS n FROM msg_remind WHERE recipientId IN (${marks}) AND state = ? GROUP BY recipientId, \`action\``,
      'UNION ALL',
      `SELECT recipientId AS uid, \`type\` AS kind, COUNT(*) AS n FROM user_sys_notice WHERE recipientId IN (${marks}) AND state = ? GROUP BY recipientId, \`type\``,
    ].join(' '),
    [...uids, MessageState.Unread, ...uids, MessageState.Unread],
  );
  for (const row of rows) {
    const counter = Object.hasOwn(COUNTER_OF, row.kind) ? COUNTER_OF[row.kind] : undefined;
    const entry = counts.get(row.uid);
    if (counter && entry) entry[counter] += Number(row.n);
  }
  return counts;
}

/** Publishes each user's current unread counts on their live topic; never throws (a missed push costs one poll). */
export async function pushUnreadCounts(deps: Pick<ServiceDeps, 'db' | 'nats' | 'natsNames' | 'log'>, uids: Iterable<string>): Promise<void> {
  const all = [...uids];
  try {
    for (let start = 0; start < all.length; start += CHUNK) {
      const counts = await unreadCountsOf(deps.db, all.slice(start, start + CHUNK));
      const nats = deps.nats();
      for (const [uid, data] of counts) publishLive(nats, deps.natsNames, liveTopic.user(uid), { kind: 'unread', data });
    }
  } catch (error) {
    deps.log.warn({ err: error }, 'unread counts not pushed after a notice push');
  }
}
