/** Wire shapes of the message center calls (spec 03 §2.16, §7 Messages). */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const Count = Type.Integer({ minimum: 0 });

/** msg/unread answer: the five unread counters of the message menu. */
export const UnreadMessageCountSchema = Type.Object({
  /** Comments on your discussions and contest posts. */
  comment: Count,
  reply: Count,
  like: Count,
  sys: Count,
  mine: Count,
});
export type UnreadMessageCountDto = Static<typeof UnreadMessageCountSchema>;

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Page = Type.Integer({ minimum: 1, maximum: 1_000_000 });
const Limit = Type.Integer({ minimum: 1, maximum: 100 });

/** Spec 03 §9: message page sizes (discussion-type tabs, and the System and Mine tabs). */
export const MESSAGE_LIMITS = { remindPageSize: 6, noticePageSize: 8 } as const;

/** The tabs of the message center, as DELETE msg/clean names them. */
export const MessageType = { Discuss: 'Discuss', Reply: 'Reply', Like: 'Like', Sys: 'Sys', Mine: 'Mine' } as const;
export type MessageTypeName = (typeof MessageType)[keyof typeof MessageType];

/**
 * One reminder of the Discuss, Reply or Likes tab (spec 03 §3 "Message"). `state` 0 is unread (as the
 * page was before the GET marked it read). `sourceTitle` is the discussion's title or the contest's
 * name, `sourceContent` what the sender wrote (the comment or reply; null for a like), `quoteContent`
 * what of yours it answers or likes, `url` where the item opens.
 */
export const RemindMessageSchema = Type.Object({
  id: Type.Integer(),
  state: Type.Integer(),
  senderId: Type.String(),
  senderUsername: nullable(Type.String()),
  senderAvatar: nullable(Type.String()),
  /** Discuss, Reply, Like_Post or Like_Discuss. */
  action: Type.String(),
  /** Discussion or Contest. */
  sourceType: nullable(Type.String()),
  sourceId: nullable(Type.Integer()),
  sourceTitle: nullable(Type.String()),
  sourceContent: nullable(Type.String()),
  quoteContent: nullable(Type.String()),
  url: nullable(Type.String()),
  gmtCreate: Type.String(),
});
export type RemindMessageDto = Static<typeof RemindMessageSchema>;

export const RemindMessagePageSchema = Type.Object({ total: Type.Integer({ minimum: 0 }), records: Type.Array(RemindMessageSchema) });
export type RemindMessagePageDto = Static<typeof RemindMessagePageSchema>;

/** GET msg/comment|reply|like|sys|mine: the page (from 1) and its size (default 6 or 8). */
export const MessagePageQuerySchema = Type.Object({ currentPage: Type.Optional(Page), limit: Type.Optional(Limit) });
export type MessagePageQueryDto = Static<typeof MessagePageQuerySchema>;

/** DELETE msg/clean: one message of the tab (`id`), or without it every message of the tab (the caller's only). */
export const MessageCleanQuerySchema = Type.Object({
  type: Type.Union([
    Type.Literal(MessageType.Discuss),
    Type.Literal(MessageType.Reply),
    Type.Literal(MessageType.Like),
    Type.Literal(MessageType.Sys),
    Type.Literal(MessageType.Mine),
  ]),
  id: Type.Optional(Type.Integer({ minimum: 1, maximum: 2_147_483_647 })),
});
export type MessageCleanQueryDto = Static<typeof MessageCleanQuerySchema>;

/** What a clean removed. */
export const MessageCleanResultSchema = Type.Object({ deleted: Type.Integer({ minimum: 0 }) });
export type MessageCleanResultDto = Static<typeof MessageCleanResultSchema>;
