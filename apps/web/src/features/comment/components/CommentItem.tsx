import { DeleteOutlined, LikeFilled, LikeOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import type { CommentDto } from '@oj/contracts';
import type { CommentContext } from '@oj/api-client/comment';
import { useTranslation } from '@oj/i18n';
import { Markdown } from '@oj/ui';
import { commentTarget } from '../hooks/use-comment-actions.ts';
import type { CommentActions, ReplyTarget } from '../hooks/use-comment-actions.ts';
import { CommentAuthor } from './CommentAuthor.tsx';
import { ReplyBox } from './ReplyBox.tsx';
import { ReplyList } from './ReplyList.tsx';

/** Props of CommentItem. */
export interface CommentItemProps {
  comment: CommentDto;
  liked: boolean;
  context: CommentContext;
  actions: CommentActions;
  /** The open reply box, when it belongs to this comment. */
  replyTo: ReplyTarget | null;
  onReply: (target: ReplyTarget | null) => void;
}

/** One comment (spec 03 §2.17): author line, content, like, reply and delete, its replies and the reply box. */
export function CommentItem({ comment, liked, context, actions, replyTo, onReply }: CommentItemProps) {
  const { t } = useTranslation();
  return (
    <li style={{ padding: '12px 0', borderBottom: '1px solid rgba(0,0,0,0.06)' }} data-testid="comment-item">
      <CommentAuthor
        uid={comment.fromUid}
        name={comment.fromName}
        avatar={comment.fromAvatar}
        role={comment.fromRole}
        titleName={comment.fromTitleName}
        titleColor={comment.fromTitleColor}
        gmtCreate={comment.gmtCreate}
      />
      <Markdown text={comment.content} style={{ margin: '8px 0 0 48px' }} data-testid="comment-content" />
      <Space size={0} style={{ marginLeft: 40 }}>
        <Button
          type="link"
          size="small"
          icon={liked ? <LikeFilled /> : <LikeOutlined />}
          aria-label={`${t(liked ? 'comment.unlike' : 'comment.like')} ${String(comment.likeNum)}`}
          aria-pressed={liked}
          onClick={() => void actions.like(comment, liked)}
          data-testid="comment-like"
        >
          {comment.likeNum}
        </Button>
        {comment.canReply ? (
          <Button
            type="link"
            size="small"
            icon={<MessageOutlined />}
            onClick={() => {
              if (actions.signedIn()) onReply(commentTarget(comment));
            }}
            data-testid="comment-reply"
          >
            {t('comment.reply')}
          </Button>
        ) : null}
        {comment.canDelete ? (
          <Popconfirm title={t('comment.deleteConfirm')} onConfirm={() => void actions.remove(comment)}>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="comment-delete">
              {t('comment.delete')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
      <ReplyList comment={comment} context={context} actions={actions} onReply={onReply} />
      {replyTo ? (
        <ReplyBox
          key={`${replyTo.quoteType}-${String(replyTo.quoteId)}`}
          target={replyTo}
          actions={actions}
          onClose={() => {
            onReply(null);
          }}
        />
      ) : null}
    </li>
  );
}
