import { useCallback } from 'react';
import { CommentQuoteType } from '@oj/contracts';
import type { CommentDto, CommentReplyDto } from '@oj/contracts';
import { useAddCommentMutation, useAddReplyMutation, useDeleteCommentMutation, useDeleteReplyMutation, useLikeCommentMutation } from '@oj/api-client/comment';
import type { CommentContext } from '@oj/api-client/comment';
import { selectIsLoggedIn } from '@oj/api-client/core';
import { useShellSelector } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { useFeedback } from '@oj/ui';
import { contentError, likeSourceOf } from '../rules.ts';

/** What a reply answers: the comment, or one of its replies. */
export interface ReplyTarget {
  commentId: number;
  quoteId: number;
  quoteType: (typeof CommentQuoteType)[keyof typeof CommentQuoteType];
  /** Whom the reply box addresses. */
  name: string;
}

/** The reply target of a comment itself. */
export function commentTarget(comment: CommentDto): ReplyTarget {
  return { commentId: comment.id, quoteId: comment.id, quoteType: CommentQuoteType.Comment, name: comment.fromName };
}

/** The reply target of a reply under a comment. */
export function replyTarget(reply: CommentReplyDto): ReplyTarget {
  return { commentId: reply.commentId, quoteId: reply.id, quoteType: CommentQuoteType.Reply, name: reply.fromName };
}

/**
 * The comment area's actions with spec 03 §5's checks before each call: signed out, a warning
 * "Please login first" and the login dialog (`onLoginRequired`); blank content a warning, too long
 * an error. Each resolves true once the server took it (its failures are the app's error reporter's).
 */
export function useCommentActions(context: CommentContext, onLoginRequired: () => void) {
  const { t } = useTranslation();
  const { message } = useFeedback();
  const loggedIn = useShellSelector(selectIsLoggedIn);
  const [addComment, adding] = useAddCommentMutation();
  const [addReply, replying] = useAddReplyMutation();
  const [likeComment] = useLikeCommentMutation();
  const [deleteComment] = useDeleteCommentMutation();
  const [deleteReply] = useDeleteReplyMutation();

  const signedIn = useCallback((): boolean => {
    if (loggedIn) return true;
    void message.warning(t('comment.loginFirst'));
    onLoginRequired();
    return false;
  }, [loggedIn, message, t, onLoginRequired]);

  const acceptable = (content: string): boolean => {
    const error = contentError(content);
    if (error === 'contentEmpty') void message.warning(t('comment.contentEmpty'));
    else if (error === 'contentTooLong') void message.error(t('comment.contentTooLong'));
    return error === null;
  };

  const post = async (content: string): Promise<boolean> => {
    if (!signedIn() || !acceptable(content)) return false;
    const result = await addComment({ content, ...context });
    if ('error' in result) return false;
    void message.success(t('comment.commented'));
    return true;
  };

  const reply = async (target: ReplyTarget, content: string): Promise<boolean> => {
    if (!signedIn() || !acceptable(content)) return false;
    const result = await addReply({ reply: { commentId: target.commentId, content }, quoteId: target.quoteId, quoteType: target.quoteType, ...context });
    if ('error' in result) return false;
    void message.success(t('comment.replied'));
    return true;
  };

  const like = async (comment: CommentDto, liked: boolean): Promise<void> => {
    if (!signedIn()) return;
    const result = await likeComment({ cid: comment.id, toLike: !liked, ...likeSourceOf(context) });
    if (!('error' in result)) void message.success(t(liked ? 'comment.unliked' : 'comment.liked'));
  };

  const remove = async (comment: CommentDto): Promise<void> => {
    const result = await deleteComment({ id: comment.id, fromUid: comment.fromUid, ...context });
    if (!('error' in result)) void message.success(t('comment.deleted'));
  };

  const removeReply = async (item: CommentReplyDto): Promise<void> => {
    const result = await deleteReply({ reply: { id: item.id }, ...context });
    if (!('error' in result)) void message.success(t('comment.deleted'));
  };

  return { signedIn, post, reply, like, remove, removeReply, posting: adding.isLoading, replying: replying.isLoading };
}

/** The actions of one comment area. */
export type CommentActions = ReturnType<typeof useCommentActions>;
