import {
  auditColumns,
  createdColumn,
  defineEntity,
  idColumn,
  intColumn,
  nullableIntColumn,
  textColumn,
  tinyintColumn,
  uidColumn,
  varcharColumn,
} from './columns.ts';

// The comment area of spec 03 §2.17: comments on a discussion (`did`) or in a contest's Q&A (`cid`),
// their replies and likes. The community service owns these tables; user ids are uuids of
// `user_info`, whose names, avatars and titles are read at display time (the gateway's published
// read), so a renamed user or a new avatar shows everywhere.

/** Comment and reply status: 0 shown, 1 deleted (kept for the reminders that quote it). */
export const CommentStatus = { Normal: 0, Deleted: 1 } as const;

/** What a reply quotes: the comment itself, or another reply of it (spec 03 §4 "Comments"). */
export type QuoteType = 'Comment' | 'Reply';

/** `comment`: one comment, either of a discussion or of a contest (exactly one of `did`, `cid`). */
export interface CommentRow {
  id: number;
  cid: number | null;
  did: number | null;
  content: string;
  fromUid: string;
  /** The author's role name when posting (`root`, `admin`, `problem_admin`, `user`): the SPA/ADM badge. */
  fromRole: string;
  likeNum: number;
  status: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const CommentEntity = defineEntity<CommentRow>({
  name: 'Comment',
  tableName: 'comment',
  columns: {
    id: idColumn(),
    cid: nullableIntColumn(),
    did: nullableIntColumn(),
    content: textColumn('text', false),
    fromUid: uidColumn(),
    fromRole: varcharColumn(20),
    likeNum: intColumn(0),
    status: tinyintColumn(CommentStatus.Normal),
    ...auditColumns(),
  },
  indices: [
    { name: 'IDX_comment_cid_status', columns: ['cid', 'status', 'id'] },
    { name: 'IDX_comment_did_status', columns: ['did', 'status', 'id'] },
  ],
});

/** `comment_reply`: a reply under a comment, addressed to the author of what it quotes (`toUid`). */
export interface CommentReplyRow {
  id: number;
  commentId: number;
  content: string;
  fromUid: string;
  fromRole: string;
  toUid: string;
  quoteId: number;
  quoteType: QuoteType;
  status: number;
  gmtCreate: Date;
  gmtModified: Date;
}

export const CommentReplyEntity = defineEntity<CommentReplyRow>({
  name: 'CommentReply',
  tableName: 'comment_reply',
  columns: {
    id: idColumn(),
    commentId: intColumn(),
    content: textColumn('text', false),
    fromUid: uidColumn(),
    fromRole: varcharColumn(20),
    toUid: uidColumn(),
    quoteId: intColumn(),
    quoteType: varcharColumn(10),
    status: tinyintColumn(CommentStatus.Normal),
    ...auditColumns(),
  },
  indices: [{ name: 'IDX_comment_reply_comment_status', columns: ['commentId', 'status', 'id'] }],
});

/** `comment_like`: one user's like of one comment (unique, so a like is never counted twice). */
export interface CommentLikeRow {
  id: number;
  commentId: number;
  uid: string;
  gmtCreate: Date;
}

export const CommentLikeEntity = defineEntity<CommentLikeRow>({
  name: 'CommentLike',
  tableName: 'comment_like',
  columns: {
    id: idColumn(),
    commentId: intColumn(),
    uid: uidColumn(),
    gmtCreate: createdColumn(),
  },
  indices: [{ name: 'UQ_comment_like_comment_uid', columns: ['commentId', 'uid'], unique: true }],
});
