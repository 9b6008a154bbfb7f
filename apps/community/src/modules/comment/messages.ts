// Every message of the comment calls (spec 03 §5, §8 texts verbatim where it names them). Their zh-CN
// texts are in @oj/i18n/server (packages/i18n/src/server-messages.ts).
import { COMMENT_MAX_LENGTH } from '@oj/contracts';

/** Messages of the comment area. */
export const CommentMessage = {
  contentEmpty: 'Content cannot be empty',
  contentTooLong: `Can not exceed ${String(COMMENT_MAX_LENGTH)}`,
  sourceRequired: 'Give either cid (a contest) or did (a discussion)',
  contestCommentClosed: 'The contest comment area is not open on this site',
  discussionClosed: 'The discussion area is not open on this site',
  discussionNotExists: 'The discussion does not exist',
  // The contest service's texts for the same states, so a user reads one wording for one state.
  contestNotExists: 'The contest does not exist',
  contestNotStarted: 'The contest has not started yet',
  notRegistered: 'You have not registered for this contest',
  commentNotExists: 'The comment does not exist',
  replyNotExists: 'The reply does not exist',
  muted: 'Sorry, you have been muted and cannot comment or reply',
  deleteNotAllowed: 'You can only delete your own comments and replies',
  replyNotAllowed: 'Only the author of this comment and the contest admins can reply to it',
  commented: 'Comment Successfully',
  replied: 'Reply Successfully',
  deleted: 'Delete successfully',
  liked: 'Like Successfully',
  unliked: 'Cancel Like Successfully',
} as const;
