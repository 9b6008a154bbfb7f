import { Badge, Button, List, Popconfirm, Typography } from 'antd';
import type { SysMessageDto } from '@oj/contracts';
import { useLanguage, useTranslation } from '@oj/i18n';
import { Markdown } from '@oj/ui';
import { fullTime, relativeTime } from '@/lib/time.ts';

/** One system or personal notice: red dot while unread, title, content (markdown) and delete. */
export function NoticeItem({ item, onDelete }: { item: SysMessageDto; onDelete: (id: number) => void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
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
        title={
          <Badge dot={item.state === 0} offset={[6, 0]} title={item.state === 0 ? t('message.unread') : undefined}>
            <span>{item.title}</span>
          </Badge>
        }
        description={
          <>
            {item.content ? <Markdown text={item.content} /> : null}
            <Typography.Text type="secondary" title={fullTime(item.gmtCreate)} style={{ fontSize: 12 }}>
              {relativeTime(item.gmtCreate, language)}
            </Typography.Text>
          </>
        }
      />
    </List.Item>
  );
}
