import { EyeOutlined, LikeOutlined, MessageOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Empty, List, Space, Tag, Typography } from 'antd';
import { Link } from 'react-router';
import type { DiscussionSummaryDto } from '@oj/contracts';
import { DISCUSSION_PAGE_SIZE } from '@oj/contracts';
import { useLanguage, useTranslation } from '@oj/i18n';
import { fullTime, relativeTime } from '@/lib/time.ts';
import { paths } from '@/config/paths.ts';
import type { DiscussionLinks } from '../links.ts';

/** Props of DiscussionCards. */
export interface DiscussionCardsProps {
  records: readonly DiscussionSummaryDto[];
  total: number;
  loading: boolean;
  currentPage: number;
  onPageChange: (page: number) => void;
  /** The public area's links or a group's. */
  links: DiscussionLinks;
}

/** The list's cards (spec 03 §2.14): title to the detail, description, author, category, counters; 10 a page. */
export function DiscussionCards({ records, total, loading, currentPage, onPageChange, links }: DiscussionCardsProps) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  return (
    <List
      loading={loading}
      dataSource={[...records]}
      locale={{ emptyText: <Empty description={t('discussion.empty')} /> }}
      pagination={
        total > DISCUSSION_PAGE_SIZE ? { current: currentPage, pageSize: DISCUSSION_PAGE_SIZE, total, onChange: onPageChange, showSizeChanger: false } : false
      }
      data-testid="discussion-cards"
      renderItem={(item) => (
        <List.Item
          key={item.id}
          data-testid="discussion-card"
          actions={[
            <Space key="views" size={4}>
              <EyeOutlined />
              {t('discussion.views', { count: item.viewNum })}
            </Space>,
            <Space key="likes" size={4}>
              <LikeOutlined />
              {t('discussion.likes', { count: item.likeNum })}
            </Space>,
            <Space key="comments" size={4}>
              <MessageOutlined />
              {t('discussion.comments', { count: item.commentNum })}
            </Space>,
          ]}
        >
          <List.Item.Meta
            avatar={<Avatar src={item.avatar ?? undefined} icon={item.avatar ? undefined : <UserOutlined />} alt="" />}
            title={
              <Space wrap size={6}>
                {item.topPriority ? <Tag color="red">{t('discussion.top')}</Tag> : null}
                <Link to={links.detail(item.id)} data-testid="discussion-card-title">
                  {item.title}
                </Link>
                <Tag>{item.categoryName}</Tag>
              </Space>
            }
            description={
              <Space orientation="vertical" size={2}>
                <Typography.Text>{item.description}</Typography.Text>
                <Typography.Text type="secondary">
                  <Link to={paths.userHome.getHref({ uid: item.uid, username: item.author })}>{item.author}</Link>{' '}
                  <time dateTime={item.gmtCreate} title={fullTime(item.gmtCreate)}>
                    {relativeTime(item.gmtCreate, language)}
                  </time>
                </Typography.Text>
              </Space>
            }
          />
        </List.Item>
      )}
    />
  );
}
