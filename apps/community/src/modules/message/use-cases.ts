/**
 * The message center's calls (spec 03 §2.16, §7 "Messages"). Reading a tab's page marks the page's
 * unread messages read (its answer still shows them as they were, so the list can show its red dots):
 * opening a tab lowers that counter with no second call. Marking and cleaning record an `unread
 * changed` event in their transaction, so the caller's other pages update their badge too.
 */
import type { MessageCleanQueryDto, MessageTypeName, RemindMessageDto, SysMessageDto } from '@oj/contracts';
import { MESSAGE_LIMITS, MessageType } from '@oj/contracts';
import type { Deps } from '../../deps.ts';
import { cleanTab, markRead, noticePage, remindPage } from './queries.ts';
import type { Page, TabRows } from './queries.ts';
import { recordUnreadChanged } from './unread-events.ts';

type MessageDeps = Pick<Deps, 'db' | 'natsNames' | 'outbox'>;

/** Each tab's rows: Discuss (comments on your posts), Reply, Like (of posts and comments), Sys and Mine notices. */
export const TAB_ROWS: Readonly<Record<MessageTypeName, TabRows>> = {
  [MessageType.Discuss]: { table: 'remind', actions: ['Discuss'] },
  [MessageType.Reply]: { table: 'remind', actions: ['Reply'] },
  [MessageType.Like]: { table: 'remind', actions: ['Like_Post', 'Like_Discuss'] },
  [MessageType.Sys]: { table: 'notice', type: 'Sys' },
  [MessageType.Mine]: { table: 'notice', type: 'Mine' },
};

/** Page and size of a list call; the size defaults to the tab's (6 for reminders, 8 for notices). */
export function pageOf(type: MessageTypeName, currentPage: number | undefined, limit: number | undefined): Page {
  const size = limit ?? (TAB_ROWS[type].table === 'remind' ? MESSAGE_LIMITS.remindPageSize : MESSAGE_LIMITS.noticePageSize);
  return { offset: ((currentPage ?? 1) - 1) * size, limit: size };
}

async function markPageRead(deps: MessageDeps, uid: string, rows: TabRows, records: readonly { id: number; state: number }[]): Promise<void> {
  const unread = records.filter((record) => record.state === 0).map((record) => record.id);
  if (unread.length === 0) return;
  const marked = await deps.db.transaction(async (tx) => {
    const count = await markRead(tx, uid, rows, unread);
    if (count > 0) await recordUnreadChanged(tx, deps.natsNames, [uid]);
    return count;
  });
  if (marked > 0) await deps.outbox.flush();
}

/** One page of a reminder tab (Discuss, Reply, Like); its unread ones are marked read. */
export async function listReminders(
  deps: MessageDeps,
  uid: string,
  type: 'Discuss' | 'Reply' | 'Like',
  query: { currentPage?: number; limit?: number },
): Promise<{ total: number; records: RemindMessageDto[] }> {
  const rows = TAB_ROWS[type];
  if (rows.table !== 'remind') throw new Error(`${type} is not a reminder tab`);
  const page = await remindPage(deps.db, uid, rows.actions, pageOf(type, query.currentPage, query.limit));
  await markPageRead(deps, uid, rows, page.records);
  return page;
}

/** One page of a notice tab (Sys, Mine); its unread ones are marked read. */
export async function listNotices(
  deps: MessageDeps,
  uid: string,
  type: 'Sys' | 'Mine',
  query: { currentPage?: number; limit?: number },
): Promise<{ total: number; records: SysMessageDto[] }> {
  const rows = TAB_ROWS[type];
  if (rows.table !== 'notice') throw new Error(`${type} is not a notice tab`);
  const page = await noticePage(deps.db, uid, rows.type, pageOf(type, query.currentPage, query.limit));
  await markPageRead(deps, uid, rows, page.records);
  return page;
}

/** DELETE msg/clean: one message of the tab, or all of it; the caller's only. */
export async function cleanMessages(deps: MessageDeps, uid: string, query: MessageCleanQueryDto): Promise<{ deleted: number }> {
  const outcome = await deps.db.transaction(async (tx) => {
    const cleaned = await cleanTab(tx, uid, TAB_ROWS[query.type], query.id);
    if (cleaned.unread) await recordUnreadChanged(tx, deps.natsNames, [uid]);
    return cleaned;
  });
  if (outcome.unread) await deps.outbox.flush();
  return { deleted: outcome.deleted };
}
