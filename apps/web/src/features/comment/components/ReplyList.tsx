import { useState } from 'react';
import { DeleteOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { REPLIES_SHOWN } from '@oj/contracts';
import type { CommentDto, CommentReplyDto } from '@oj/contracts';
import { useGetRepliesQuery } from '@oj/api-client/comment';
import type { CommentContext } from '@oj/api-client/comment';
import { useTranslation } from '@oj/i18n';
import { Markdown } from '@oj/ui';
import { replyTarget } from '../hooks/use-comment-actions.ts';
import type { CommentActions, ReplyTarget } from '../hooks/use-comment-actions.ts';
import { CommentAuthor } from './CommentAuthor.tsx';

/** Props of ReplyList. */
export interface ReplyListProps {
  comment: CommentDto;
  context: CommentContext;
  actions: CommentActions;
  onReply: (target: ReplyTarget) => void;
}

function ReplyItem({
  item,
  actions,
  onReply,
  canReply,
}: {
  item: CommentReplyDto;
  actions: CommentActions;
  onReply: (target: ReplyTarget) => void;
  canReply: boolean;
}) {
  const { t } = useTranslation();
  return (
    <li style={{ padding: '8px 0', borderTop: '1px solid rgba(0,0,0,0.06)' }} data-testid="reply-item">
      <CommentAuthor
        uid={item.fromUid}
        name={item.fromName}
        avatar={item.fromAvatar}
        role={item.fromRole}
        to={{ uid: item.toUid, name: item.toName }}
        gmtCreate={item.gmtCreate}
        size={28}
      />
      <Markdown text={item.content} style={{ margin: '4px 0 0 36px' }} />
      <Space size={0} style={{ marginLeft: 28 }}>
        {canReply ? (
          <Button
            type="link"
            size="small"
            icon={<MessageOutlined />}
            onClick={() => {
              if (actions.signedIn()) onReply(replyTarget(item));
            }}
            data-testid="reply-reply"
          >
            {t('comment.reply')}
          </Button>
        ) : null}
        {item.canDelete ? (
          <Popconfirm title={t('comment.deleteReplyConfirm')} onConfirm={() => void actions.removeReply(item)}>
            <Button type="link" size="small" danger icon={<DeleteOutlined />} data-testid="reply-delete">
              {t('comment.delete')}
            </Button>
          </Popconfirm>
        ) : null}
      </Space>
    </li>
  );
}

/**
 * A comment's replies (spec 03 §2.17): the first 3 that came with the comment; "show all" fetches
 * every reply (GET reply) and "collapse" goes back to the first 3.
 */
export function ReplyList({ comment, context, actions, onReply }: ReplyListProps) {
  const { t } = useTranslation();
  const [expanded, setExpanded] = useState(false);
  const all = useGetRepliesQuery({ commentId: comment.id, ...context }, { skip: !expanded });
  const shown = expanded && all.data ? all.data : comment.replyList;
  if (comment.totalReplyNum === 0) return null;
  return (
    <div style={{ marginLeft: 48, marginTop: 8 }} data-testid="reply-list">
      <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
        {shown.map((item) => (
          <ReplyItem key={item.id} item={item} actions={actions} onReply={onReply} canReply={comment.canReply} />
        ))}
      </ul>
      {comment.totalReplyNum > REPLIES_SHOWN ? (
        <Button
          type="link"
          size="small"
          loading={expanded && all.isFetching && !all.data}
          onClick={() => {
            setExpanded((open) => !open);
          }}
          data-testid="replies-toggle"
        >
          {expanded ? t('comment.collapseReplies') : t('comment.showAllReplies', { count: comment.totalReplyNum })}
        </Button>
      ) : null}
    </div>
  );
}
