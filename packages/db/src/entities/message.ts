import {
  auditColumns,
  boolColumn,
  defineEntity,
  idColumn,
  intColumn,
  nullableIntColumn,
  textColumn,
  tinyintColumn,
  uidColumn,
  varcharColumn,
} from './columns.ts';

// The message center of spec 03 §2.16: reminders (comments, replies, likes) and notices (system
// and mine). The community service owns these tables; user ids are uuids of `user_info`.

/** Read state of a reminder or a user's notice: 0 unread, 1 read (spec 03: falsy means unread). */
export const MessageState = { Unread: 0, Read: 1 } as const;

/** What a reminder is about: a comment on your post, a reply to your comment, a like of either. */
export type RemindAction = 'Discuss' | 'Reply' | 'Like_Post' | 'Like_Discuss';

/** Where the thing a reminder points at lives. */
export type RemindSourceType = 'Discussion' | 'Contest';

/** `msg_remind`: one reminder addressed to `recipientId`, caused by `senderId`. */
export interface MsgRemindRow {
  id: number;
  action: RemindAction;
  /** Id of the discussion or contest the comment sits in. */
  sourceId: number | null;
  sourceType: RemindSourceType | null;
  /** Head of the source (discussion title or contest name) as it was then. */
  sourceContent: string | null;
  /** Id of the comment or reply quoted. */
  quoteId: number | null;
  /** Head of the comment or reply quoted. */
  quoteContent: string | null;
  /** Head of what the sender wrote (the new comment or reply); null for a like. */
  content: string | null;
  /** Where the UI opens the reminder. */
  url: string | null;
  senderId: string;
  recipientId: string;
  state: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const MsgRemindEntity = defineEntity<MsgRemindRow>({
  name: 'MsgRemind',
  tableName: 'msg_remind',
  columns: {
    id: idColumn(),
    action: varcharColumn(20),
    sourceId: nullableIntColumn(),
    sourceType: varcharColumn(20, { nullable: true }),
    sourceContent: varcharColumn(255, { nullable: true }),
    quoteId: nullableIntColumn(),
    quoteContent: varcharColumn(255, { nullable: true }),
    content: varcharColumn(255, { nullable: true }),
    url: varcharColumn(255, { nullable: true }),
    senderId: uidColumn(),
    recipientId: uidColumn(),
    state: tinyintColumn(MessageState.Unread),
    ...auditColumns(),
  },
  indices: [
    { name: 'IDX_msg_remind_recipient_state_action', columns: ['recipientId', 'state', 'action'] },
    // A tab's list, newest first (migration 0018).
    { name: 'IDX_msg_remind_recipient_action_id', columns: ['recipientId', 'action', 'id'] },
  ],
});

/** Who an admin notice goes to: every user, one designated user, or the admins. */
export type NoticeRecipientType = 'All' | 'Single' | 'Admin';

/** `admin_sys_notice`: a notice written by an admin (or the system), pushed once to its recipients. */
export interface AdminSysNoticeRow {
  id: number;
  title: string;
  content: string | null;
  type: NoticeRecipientType;
  /** The designated user when `type` is Single. */
  recipientId: string | null;
  /** Its author; null when the system wrote it. */
  adminId: string | null;
  /** Set once a `user_sys_notice` row exists for every recipient. */
  pushed: boolean;
  gmtCreate: Date;
  gmtModified: Date;
}

export const AdminSysNoticeEntity = defineEntity<AdminSysNoticeRow>({
  name: 'AdminSysNotice',
  tableName: 'admin_sys_notice',
  columns: {
    id: idColumn(),
    title: varcharColumn(255),
    content: textColumn('text'),
    type: varcharColumn(10),
    recipientId: uidColumn(true),
    adminId: uidColumn(true),
    pushed: boolColumn(false),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_admin_sys_notice_pushed', columns: ['pushed'] }],
});

/** The two notice tabs: notices from the site (Sys) and about your own things (Mine). */
export type UserNoticeType = 'Sys' | 'Mine';

/** `user_sys_notice`: one pushed notice in one user's message center. */
export interface UserSysNoticeRow {
  id: number;
  sysNoticeId: number;
  recipientId: string;
  type: UserNoticeType;
  state: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const UserSysNoticeEntity = defineEntity<UserSysNoticeRow>({
  name: 'UserSysNotice',
  tableName: 'user_sys_notice',
  columns: {
    id: idColumn(),
    sysNoticeId: intColumn(),
    recipientId: uidColumn(),
    type: varcharColumn(10),
    state: tinyintColumn(MessageState.Unread),
    ...auditColumns(),
  },
  indices: [
    { name: 'IDX_user_sys_notice_recipient_state_type', columns: ['recipientId', 'state', 'type'] },
    { name: 'IDX_user_sys_notice_recipient_type_id', columns: ['recipientId', 'type', 'id'] },
    // A notice reaches each user once, so a push interrupted and run again adds nothing.
    { name: 'UQ_user_sys_notice_notice_recipient', columns: ['sysNoticeId', 'recipientId'], unique: true },
  ],
});
