import { useState } from 'react';
import { ArrowLeftOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Empty, List, Typography } from 'antd';
import { HOME_ANNOUNCEMENT_PAGE_SIZE } from '@oj/contracts';
import type { AnnouncementDto } from '@oj/contracts';
import { useGetCommonAnnouncementsQuery } from '@oj/api-client/home';
import { useTranslation } from '@oj/i18n';
import { Markdown } from '@oj/ui';
import { fullTime } from '@/lib/time.ts';

/**
 * The site announcements (spec 03 §2.17): 5 a page with title, time and author; a click shows the
 * rendered text with a back button; a refresh button; 'No Announcements' when there are none.
 */
export function AnnouncementPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<AnnouncementDto | null>(null);
  const query = useGetCommonAnnouncementsQuery({ currentPage: page, limit: HOME_ANNOUNCEMENT_PAGE_SIZE });
  const records = query.data?.records ?? [];

  const extra = open ? (
    <Button
      icon={<ArrowLeftOutlined />}
      onClick={() => {
        setOpen(null);
      }}
      data-testid="announcement-back"
    >
      {t('home.back')}
    </Button>
  ) : (
    <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()} data-testid="announcement-refresh">
      {t('home.refresh')}
    </Button>
  );

  return (
    <Card title={open ? open.title : t('home.announcements')} extra={extra} data-testid="home-announcements">
      {open ? (
        <div data-testid="announcement-content">
          <Typography.Paragraph type="secondary">
            {fullTime(open.gmtCreate)} · {t('home.postedBy', { author: open.username })}
          </Typography.Paragraph>
          <Markdown text={open.content} trust="admin" />
        </div>
      ) : (
        <List
          loading={query.isLoading}
          dataSource={records}
          locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noAnnouncements')} /> }}
          pagination={
            (query.data?.total ?? 0) > HOME_ANNOUNCEMENT_PAGE_SIZE
              ? {
                  current: page,
                  pageSize: HOME_ANNOUNCEMENT_PAGE_SIZE,
                  total: query.data?.total ?? 0,
                  onChange: setPage,
                  size: 'small',
                  showSizeChanger: false,
                }
              : false
          }
          renderItem={(item) => (
            <List.Item data-testid="announcement-item">
              <List.Item.Meta
                title={
                  <Typography.Link
                    onClick={() => {
                      setOpen(item);
                    }}
                  >
                    {item.title}
                  </Typography.Link>
                }
                description={`${fullTime(item.gmtCreate)} · ${t('home.postedBy', { author: item.username })}`}
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
