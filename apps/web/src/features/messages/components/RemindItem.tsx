import { UserOutlined } from '@ant-design/icons';
import { Avatar, Badge, Button, List, Popconfirm, Typography } from 'antd';
import { Link, useNavigate } from 'react-router';
import type { RemindMessageDto } from '@oj/contracts';
import { useLanguage, useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { fullTime, relativeTime } from '@/lib/time.ts';

/** What a reminder's action says ("replied to you in {title}"). */
function actionKey(action: string): 'message.commented' | 'message.replied' | 'message.liked' {
  if (action === 'Discuss') return 'message.commented';
  if (action === 'Reply') return 'message.replied';
  return 'message.liked';
}

/** One reminder: red dot while unread, sender (to the user home), what they did where, and delete. */
export function RemindItem({ item, onDelete }: { item: RemindMessageDto; onDelete: (id: number) => void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const navigate = useNavigate();
  const source = item.sourceType === 'Contest' ? t('message.contest') : t('message.discussion');
  const title = item.sourceTitle ? `${source} ${item.sourceTitle}` : source;
  const open = () => {
    if (item.url) void navigate(item.url);
  };
  return (
    <List.Item
      data-testid="message-item"
      data-unread={item.state === 0 ? 'true' : 'false'}
      actions={[
        <Popconfirm
          key="delete"
          title={t('message.deleteConfirm')}
          onConfirm={() => {
            onDelete(item.id);
          }}
        >
          <Button type="link" size="small" danger data-testid="message-delete">
            {t('message.delete')}
          </Button>
        </Popconfirm>,
      ]}
    >
      <List.Item.Meta
        avatar={
          <Badge dot={item.state === 0} title={item.state === 0 ? t('message.unread') : undefined}>
            <Avatar src={item.senderAvatar ?? undefined} icon={item.senderAvatar ? undefined : <UserOutlined />} alt="" />
          </Badge>
        }
        title={
          <span>
            <Link to={paths.userHome.getHref({ uid: item.senderId, username: item.senderUsername ?? undefined })} data-testid="message-sender">
              {item.senderUsername ?? item.senderId}
            </Link>{' '}
            <Typography.Link onClick={open} data-testid="message-open">
              {t(actionKey(item.action), { title })}
            </Typography.Link>
          </span>
        }
        description={
          <div style={{ cursor: item.url ? 'pointer' : undefined }} onClick={open}>
            {item.sourceContent ? (
              <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ marginBottom: 4 }}>
                {item.sourceContent}
              </Typography.Paragraph>
            ) : null}
            {item.quoteContent ? (
              <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                {t('message.yourPost', { text: item.quoteContent })}
              </Typography.Text>
            ) : null}
            <Typography.Text type="secondary" title={fullTime(item.gmtCreate)} style={{ fontSize: 12 }}>
              {relativeTime(item.gmtCreate, language)}
            </Typography.Text>
          </div>
        }
      />
    </List.Item>
  );
}
