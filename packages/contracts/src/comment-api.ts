/**
 * Wire shapes of the comment area (spec 03 §2.17, §3 "Comment" and "Reply", §7 "Comments and
 * replies"): comments of a discussion (`did`) or of a contest's Q&A (`cid`), their replies and likes.
 * Times are ISO strings. `canReply` and `canDelete` say what the viewer may do with an item, so the
 * clients follow the server's rules (docs/api.md, "Comments") instead of copying them.
 */
import { Type } from '@sinclair/typebox';
import type { Static, TSchema } from '@sinclair/typebox';

const nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);
const Id = Type.Integer({ minimum: 1, maximum: 2_147_483_647 });
const OptionalId = Type.Optional(nullable(Id));
const IsoTime = Type.String({ format: 'date-time' });

/** Spec 03 §9: comments per page, characters per comment or reply, replies shown before expanding. */
export const COMMENT_PAGE_SIZE = 10;
export const COMMENT_MAX_PAGE_SIZE = 50;
export const COMMENT_MAX_LENGTH = 10_000;
export const REPLIES_SHOWN = 3;

/**
 * Flood limits of one account (not in the spec; a fixed window in the shared rate-limit bucket, so
 * they hold across instances): comments and replies together, and likes given. Generous for a person
 * answering a busy Q&A, far below what a script sends.
 */
export const COMMENT_RATE_LIMITS = {
  /** Comments and replies one account may post per window. */
  postsPerWindow: 10,
  /** Likes one account may give per window (taking a like back is not counted). */
  likesPerWindow: 30,
  /** The window of both counts. */
  windowMs: 60_000,
} as const;

/** Where a comment sits (the `sourceType` of comment-like and of the reminders). */
export const CommentSourceType = { Discussion: 'Discussion', Contest: 'Contest' } as const;
export type CommentSourceTypeName = (typeof CommentSourceType)[keyof typeof CommentSourceType];

/** What a reply quotes: the comment, or another reply under it. */
export const CommentQuoteType = { Comment: 'Comment', Reply: 'Reply' } as const;

const SourceTypeSchema = Type.Union([Type.Literal(CommentSourceType.Discussion), Type.Literal(CommentSourceType.Contest)]);
const QuoteTypeSchema = Type.Union([Type.Literal(CommentQuoteType.Comment), Type.Literal(CommentQuoteType.Reply)]);
/** The service checks the length itself, to answer "Can not exceed 10000" rather than a schema text. */
const Content = Type.String({ description: `Markdown, not only blanks, at most ${String(COMMENT_MAX_LENGTH)} characters` });

/** A reply (spec 03 §3 "Reply"), with the comment it belongs to and what it quotes. */
export const CommentReplySchema = Type.Object({
  id: Type.Integer(),
  commentId: Type.Integer(),
  content: Type.String(),
  fromUid: Type.String(),
  fromName: Type.String(),
  fromAvatar: nullable(Type.String()),
  /** The author's role when posting: `root` (badge SPA), `admin` (ADM), `problem_admin` or `user`. */
  fromRole: Type.String(),
  toUid: Type.String(),
  toName: Type.String(),
  toAvatar: nullable(Type.String()),
  quoteId: Type.Integer(),
  quoteType: QuoteTypeSchema,
  gmtCreate: IsoTime,
  canDelete: Type.Boolean(),
});
export type CommentReplyDto = Static<typeof CommentReplySchema>;

/** A comment (spec 03 §3 "Comment"): its first replies and how many it has. */
export const CommentSchema = Type.Object({
  id: Type.Integer(),
  cid: nullable(Type.Integer()),
  did: nullable(Type.Integer()),
  content: Type.String(),
  fromUid: Type.String(),
  fromName: Type.String(),
  fromAvatar: nullable(Type.String()),
  fromRole: Type.String(),
  fromTitleName: nullable(Type.String()),
  fromTitleColor: nullable(Type.String()),
  gmtCreate: IsoTime,
  likeNum: Type.Integer(),
  /** Replies the viewer may see. */
  totalReplyNum: Type.Integer(),
  /** The first REPLIES_SHOWN of them, oldest first; GET reply lists them all. */
  replyList: Type.Array(CommentReplySchema),
  canReply: Type.Boolean(),
  canDelete: Type.Boolean(),
});
export type CommentDto = Static<typeof CommentSchema>;

/** GET comments answer: a page of comments, newest first, and which of them the viewer liked. */
export const CommentListSchema = Type.Object({
  commentList: Type.Object({ records: Type.Array(CommentSchema), total: Type.Integer() }),
  /** Comment id → true, for the comments of the page the viewer liked (empty when signed out). */
  commentLikeMap: Type.Record(Type.String({ pattern: '^[0-9]+$' }), Type.Boolean()),
});
export type CommentListDto = Static<typeof CommentListSchema>;

/** GET comments: exactly one of `cid` (a contest) and `did` (a discussion). */
export const CommentListQuerySchema = Type.Object({
  cid: Type.Optional(Id),
  did: Type.Optional(Id),
  currentPage: Type.Optional(Type.Integer()),
  limit: Type.Optional(Type.Integer()),
});
export type CommentListQueryDto = Static<typeof CommentListQuerySchema>;

/** POST comment: the content, and exactly one of `cid` and `did`. */
export const PostCommentSchema = Type.Object({ content: Content, cid: OptionalId, did: OptionalId });
export type PostCommentDto = Static<typeof PostCommentSchema>;

/** DELETE comment: the comment's `id`; `fromUid`, `cid` and `did` are accepted as the spec sends them, not trusted. */
export const DeleteCommentSchema = Type.Object({ id: Id, fromUid: Type.Optional(Type.String({ maxLength: 64 })), cid: OptionalId, did: OptionalId });
export type DeleteCommentDto = Static<typeof DeleteCommentSchema>;

/**
 * GET comment-like: `cid` is the **comment's** id (spec 03 §7's name); `toLike` true likes, false
 * takes the like back; `sourceId` and `sourceType`, when sent, must name the comment's discussion or contest.
 */
export const CommentLikeQuerySchema = Type.Object({
  cid: Id,
  toLike: Type.Boolean(),
  sourceId: Type.Optional(Id),
  sourceType: Type.Optional(SourceTypeSchema),
});
export type CommentLikeQueryDto = Static<typeof CommentLikeQuerySchema>;

/**
 * POST reply: `reply.commentId` and `reply.content`; `quoteId` and `quoteType` name what it answers
 * (absent: the comment itself). `did` and `cid` are taken from the comment.
 */
export const PostReplySchema = Type.Object({
  reply: Type.Object({ commentId: Id, content: Content }),
  did: OptionalId,
  cid: OptionalId,
  quoteId: OptionalId,
  quoteType: Type.Optional(nullable(QuoteTypeSchema)),
});
export type PostReplyDto = Static<typeof PostReplySchema>;

/** DELETE reply: `reply.id`. */
export const DeleteReplySchema = Type.Object({ reply: Type.Object({ id: Id }), did: OptionalId, cid: OptionalId });
export type DeleteReplyDto = Static<typeof DeleteReplySchema>;

/** GET reply: every reply of the comment the viewer may see, oldest first. */
export const ReplyListQuerySchema = Type.Object({ commentId: Id, cid: Type.Optional(Id), did: Type.Optional(Id) });
export type ReplyListQueryDto = Static<typeof ReplyListQuerySchema>;
