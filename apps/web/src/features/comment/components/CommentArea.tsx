import { useMemo, useState } from 'react';
import { Button, Empty, Result, Typography } from 'antd';
import type { CommentDto } from '@oj/contracts';
import { useGetCommentsInfiniteQuery } from '@oj/api-client/comment';
import type { CommentContext } from '@oj/api-client/comment';
import { isApiError } from '@oj/api-client/core';
import { errorText } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { Loading } from '@/components/Loading.tsx';
import { useCommentActions } from '../hooks/use-comment-actions.ts';
import type { ReplyTarget } from '../hooks/use-comment-actions.ts';
import { CommentEditor } from './CommentEditor.tsx';
import { CommentItem } from './CommentItem.tsx';

/** Props of CommentArea. */
export interface CommentAreaProps {
  /** Whose comments: a contest's Q&A (`{cid}`) or a discussion (`{did}`). */
  context: CommentContext;
  /** Opens the sign-in dialog (the app's): posting, replying and liking need a signed-in user. */
  onLoginRequired: () => void;
}

/**
 * The comment area (spec 03 §2.17) of a contest or discussion: the comment box, the total, the
 * comments newest first 10 at a time with "load more", each with its replies; one reply box open at a time.
 */
export function CommentArea({ context, onLoginRequired }: CommentAreaProps) {
  const { t } = useTranslation();
  const list = useGetCommentsInfiniteQuery(context);
  const actions = useCommentActions(context, onLoginRequired);
  const [draft, setDraft] = useState('');
  const [replyTo, setReplyTo] = useState<ReplyTarget | null>(null);
  const pages = list.data?.pages;

  // A comment posted meanwhile shifts the pages: each comment is shown once.
  const { comments, liked, total } = useMemo(() => {
    const seen = new Map<number, CommentDto>();
    const likes: Record<string, boolean> = {};
    for (const page of pages ?? []) {
      for (const comment of page.commentList.records) if (!seen.has(comment.id)) seen.set(comment.id, comment);
      Object.assign(likes, page.commentLikeMap);
    }
    return { comments: [...seen.values()], liked: likes, total: pages?.at(-1)?.commentList.total ?? 0 };
  }, [pages]);

  const send = async () => {
    if (await actions.post(draft)) setDraft('');
  };

  let body;
  if (list.isLoading) body = <Loading />;
  else if (list.isError)
    body = <Result status="warning" title={isApiError(list.error) ? errorText(list.error, t) : t('comment.loadFailed')} data-testid="comment-error" />;
  else if (comments.length === 0) body = <Empty description={t('comment.empty')} />;
  else {
    body = (
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }} data-testid="comment-list">
        {comments.map((comment) => (
          <CommentItem
            key={comment.id}
            comment={comment}
            liked={liked[String(comment.id)] === true}
            context={context}
            actions={actions}
            replyTo={replyTo?.commentId === comment.id ? replyTo : null}
            onReply={setReplyTo}
          />
        ))}
      </ul>
    );
  }

  return (
    <section data-testid="comment-area">
      <CommentEditor
        value={draft}
        onChange={setDraft}
        onSubmit={() => void send()}
        submitting={actions.posting}
        placeholder={t('comment.placeholder')}
        submitLabel={t('comment.submit')}
        data-testid="comment-editor"
      />
      <Typography.Title level={5} style={{ marginTop: 16 }} data-testid="comment-total">
        {t('comment.total', { count: total })}
      </Typography.Title>
      {body}
      {list.hasNextPage ? (
        <Button type="link" block loading={list.isFetchingNextPage} onClick={() => void list.fetchNextPage()} data-testid="comment-load-more">
          {t('comment.loadMore')}
        </Button>
      ) : null}
    </section>
  );
}
