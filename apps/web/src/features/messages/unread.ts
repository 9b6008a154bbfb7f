import type { UnreadMessageCount } from '@oj/api-client/account';

/** Unread counts are polled this often while signed in (spec 01 §9). */
export const UNREAD_POLL_INTERVAL_MS = 120_000;
/** Badges never show more than this (spec 01 §9); antd renders "99+" above it. */
export const UNREAD_BADGE_CAP = 99;

/** The message-menu tabs in order, with the count field and the i18n key of each. */
export const MESSAGE_TABS = [
  { key: 'discuss', count: 'comment', labelKey: 'message.discuss' },
  { key: 'reply', count: 'reply', labelKey: 'message.reply' },
  { key: 'like', count: 'like', labelKey: 'message.like' },
  { key: 'sys', count: 'sys', labelKey: 'message.sys' },
  { key: 'mine', count: 'mine', labelKey: 'message.mine' },
] as const;

/** Sum of all unread counts (missing or negative values count as 0). */
export function unreadTotal(counts: Partial<UnreadMessageCount> | undefined): number {
  if (!counts) return 0;
  return MESSAGE_TABS.reduce((sum, tab) => sum + Math.max(0, counts[tab.count] ?? 0), 0);
}

/** The text a badge shows for a count: nothing for 0, "99+" above the cap. */
export function badgeText(count: number): string {
  if (count <= 0) return '';
  return count > UNREAD_BADGE_CAP ? `${UNREAD_BADGE_CAP}+` : String(count);
}

/** A tab of the message center, as its route names it. */
export type MessageTabKey = (typeof MESSAGE_TABS)[number]['key'];
