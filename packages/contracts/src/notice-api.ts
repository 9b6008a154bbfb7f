/** Wire shapes of the admin notices (spec 03 §2.19 "notice", §3 Notice) and the system messages they become (§7 msg/sys). */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** Who a notice goes to: every user, one designated user, or the admins. */
export const NoticeRecipient = { All: 'All', Single: 'Single', Admin: 'Admin' } as const;
export type NoticeRecipientName = (typeof NoticeRecipient)[keyof typeof NoticeRecipient];
const Recipient = Type.Union([Type.Literal(NoticeRecipient.All), Type.Literal(NoticeRecipient.Single), Type.Literal(NoticeRecipient.Admin)]);

/** Limits of a notice, and the page sizes (spec 03 §9: system messages 8 a page). */
export const NOTICE_LIMITS = { titleMax: 255, contentMax: 20_000, adminPageSize: 10, sysPageSize: 8 } as const;
/** How often unpushed notices are delivered (spec 03 §9 "Admin notice push: once per hour"). */
export const NOTICE_PUSH_INTERVAL_MS = 60 * 60_000;

/** A notice as the back office lists it. */
export const AdminNoticeSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: nullable(Type.String()),
  type: Recipient,
  /** The designated user (type Single), else null. */
  recipientId: nullable(Type.String()),
  recipientUsername: nullable(Type.String()),
  /** The admin who wrote it. */
  author: nullable(Type.String()),
  /** Delivered to its recipients (then its recipients can no longer change). */
  pushed: Type.Boolean(),
  gmtCreate: Type.String(),
  gmtModified: Type.String(),
});
export type AdminNoticeDto = Static<typeof AdminNoticeSchema>;

export const AdminNoticePageSchema = Type.Object({ total: Type.Integer({ minimum: 0 }), records: Type.Array(AdminNoticeSchema) });
export type AdminNoticePageDto = Static<typeof AdminNoticePageSchema>;

export const AdminNoticeListQuerySchema = Type.Object({
  currentPage: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
  keyword: Type.Optional(Type.String({ maxLength: 100 })),
});
export type AdminNoticeListQueryDto = Static<typeof AdminNoticeListQuerySchema>;

/** The notice form: a designated user is named by username (type Single only). */
export const AdminNoticeFormSchema = Type.Object({
  title: Type.String({ maxLength: NOTICE_LIMITS.titleMax }),
  content: Type.Optional(nullable(Type.String({ maxLength: NOTICE_LIMITS.contentMax }))),
  type: Recipient,
  recipientUsername: Type.Optional(nullable(Type.String({ maxLength: 100 }))),
});
export type AdminNoticeFormDto = Static<typeof AdminNoticeFormSchema>;

export const AdminNoticeUpdateSchema = Type.Intersect([Type.Object({ id: Type.Integer({ minimum: 1 }) }), AdminNoticeFormSchema]);
export type AdminNoticeUpdateDto = Static<typeof AdminNoticeUpdateSchema>;

export const AdminNoticeIdQuerySchema = Type.Object({ id: Type.Integer({ minimum: 1 }) });

/** What one push delivered. */
export const NoticePushResultSchema = Type.Object({ notices: Type.Integer({ minimum: 0 }), deliveries: Type.Integer({ minimum: 0 }) });
export type NoticePushResultDto = Static<typeof NoticePushResultSchema>;

/** One system message in a user's message center (spec 03 §3 "System and mine messages"). */
export const SysMessageSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  content: nullable(Type.String()),
  /** 0 unread, 1 read: as listed (reading the page marks them read afterwards). */
  state: Type.Integer(),
  gmtCreate: Type.String(),
});
export type SysMessageDto = Static<typeof SysMessageSchema>;

export const SysMessagePageSchema = Type.Object({ total: Type.Integer({ minimum: 0 }), records: Type.Array(SysMessageSchema) });
export type SysMessagePageDto = Static<typeof SysMessagePageSchema>;

export const SysMessageQuerySchema = Type.Object({ currentPage: Type.Optional(Type.Integer()), limit: Type.Optional(Type.Integer()) });
