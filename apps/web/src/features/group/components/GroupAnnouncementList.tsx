import { useState } from 'react';
import { Card, Empty, List, Pagination, Typography } from 'antd';
import { GROUP_LIMITS } from '@oj/contracts';
import { useGetGroupAnnouncementsQuery } from '@oj/api-client/group';
import { useTranslation } from '@oj/i18n';
import { Markdown } from '@oj/ui';
import { fullTime } from '@/lib/time.ts';

/** The group home's announcements (spec 03 §2.5): visible ones, newest first, 5 a page. */
export function GroupAnnouncementList({ gid }: { gid: number }) {
  const { t } = useTranslation();
  const [currentPage, setCurrentPage] = useState(1);
  const limit = GROUP_LIMITS.homeAnnouncementPageSize;
  const list = useGetGroupAnnouncementsQuery({ gid, currentPage, limit });
  const records = list.data?.records ?? [];
  return (
    <Card title={t('group.home.announcements')} data-testid="group-home-announcements">
      {records.length === 0 && !list.isFetching ? (
        <Empty description={t('group.home.noAnnouncements')} />
      ) : (
        <List
          loading={list.isFetching}
          dataSource={records}
          renderItem={(item) => (
            <List.Item key={item.id} data-testid="group-announcement">
              <div style={{ width: '100%' }}>
                <Typography.Title level={5} style={{ marginTop: 0 }}>
                  {item.title}
                </Typography.Title>
                <Markdown text={item.content} />
                <Typography.Text type="secondary" style={{ fontSize: 12 }}>
                  {item.username} · {fullTime(item.gmtCreate)}
                </Typography.Text>
              </div>
            </List.Item>
          )}
        />
      )}
      {(list.data?.total ?? 0) > limit ? (
        <Pagination style={{ marginTop: 12 }} current={currentPage} pageSize={limit} total={list.data?.total ?? 0} onChange={setCurrentPage} />
      ) : null}
    </Card>
  );
}
