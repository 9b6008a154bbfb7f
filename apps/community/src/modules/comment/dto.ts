/** Comment and reply rows as the wire shows them, with their authors' current profiles. */
import { CommentQuoteType } from '@oj/contracts';
import type { CommentDto, CommentReplyDto } from '@oj/contracts';
import type { CommentReplyRow, CommentRow } from '@oj/db';
import type { UserProfile } from '@oj/db/reads';

/** The profiles of the users a page names, by uid (an account deleted since is absent). */
export type Profiles = ReadonlyMap<string, UserProfile>;

/** What the viewer may do with a comment. */
export interface CommentRights {
  canReply: boolean;
  canDelete: boolean;
}

export function toReplyDto(row: CommentReplyRow, profiles: Profiles, canDelete: boolean): CommentReplyDto {
  const from = profiles.get(row.fromUid);
  const to = profiles.get(row.toUid);
  return {
    id: row.id,
    commentId: row.commentId,
    content: row.content,
    fromUid: row.fromUid,
    fromName: from?.username ?? '',
    fromAvatar: from?.avatar ?? null,
    fromRole: row.fromRole,
    toUid: row.toUid,
    toName: to?.username ?? '',
    toAvatar: to?.avatar ?? null,
    quoteId: row.quoteId,
    quoteType: row.quoteType === CommentQuoteType.Reply ? CommentQuoteType.Reply : CommentQuoteType.Comment,
    gmtCreate: row.gmtCreate.toISOString(),
    canDelete,
  };
}

export function toCommentDto(row: CommentRow, profiles: Profiles, replies: { list: CommentReplyDto[]; total: number }, rights: CommentRights): CommentDto {
  const from = profiles.get(row.fromUid);
  return {
    id: row.id,
    cid: row.cid,
    did: row.did,
    content: row.content,
    fromUid: row.fromUid,
    fromName: from?.username ?? '',
    fromAvatar: from?.avatar ?? null,
    fromRole: row.fromRole,
    fromTitleName: from?.titleName ?? null,
    fromTitleColor: from?.titleColor ?? null,
    gmtCreate: row.gmtCreate.toISOString(),
    likeNum: row.likeNum,
    totalReplyNum: replies.total,
    replyList: replies.list,
    canReply: rights.canReply,
    canDelete: rights.canDelete,
  };
}
