import { COMMENT_MAX_LENGTH } from '../comment-api.ts';
import { defineMessages } from './define.ts';

/** Messages of the comment area. */
export const CommentMessage = defineMessages('comment', {
  contentEmpty: { as: 'badRequest', en: 'Content cannot be empty' },
  contentTooLong: { as: 'badRequest', en: `Can not exceed ${String(COMMENT_MAX_LENGTH)}` },
  sourceRequired: { as: 'badRequest', en: 'Give either cid (a contest) or did (a discussion)' },
  contestCommentClosed: { as: 'forbidden', en: 'The contest comment area is not open on this site' },
  discussionClosed: { as: 'forbidden', en: 'The discussion area is not open on this site' },
  discussionNotExists: { as: 'notFound', en: 'The discussion does not exist' },
  // The contest service's texts for the same states, so a user reads one wording for one state.
  contestNotExists: { as: 'notFound', en: 'The contest does not exist' },
  contestNotStarted: { as: 'forbidden', en: 'The contest has not started yet' },
  notRegistered: { as: 'forbidden', en: 'You have not registered for this contest' },
  notGroupMember: { as: 'forbidden', en: 'Only members of the group can take part in this contest' },
  commentNotExists: { as: 'notFound', en: 'The comment does not exist' },
  replyNotExists: { as: 'notFound', en: 'The reply does not exist' },
  muted: { as: 'forbidden', en: 'Sorry, you have been muted and cannot comment or reply' },
  deleteNotAllowed: { as: 'forbidden', en: 'You can only delete your own comments and replies' },
  replyNotAllowed: { as: 'forbidden', en: 'Only the author of this comment and the contest admins can reply to it' },
  postsTooFast: {
    as: 'tooManyRequests',
    params: ['count', 'seconds'],
    en: (count: number, seconds: number) => `You can post at most ${count} comments and replies in ${seconds} seconds, please try again later`,
  },
  likesTooFast: {
    as: 'tooManyRequests',
    params: ['count', 'seconds'],
    en: (count: number, seconds: number) => `You can give at most ${count} likes in ${seconds} seconds, please try again later`,
  },
  commented: { as: 'success', en: 'Comment Successfully' },
  replied: { as: 'success', en: 'Reply Successfully' },
  deleted: { as: 'success', en: 'Delete successfully' },
  liked: { as: 'success', en: 'Like Successfully' },
  unliked: { as: 'success', en: 'Cancel Like Successfully' },
});
