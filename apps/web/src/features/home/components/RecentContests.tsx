import { CalendarOutlined, ClockCircleOutlined } from '@ant-design/icons';
import { Card, Empty, List, Space, Typography } from 'antd';
import { Link } from 'react-router';
import { useGetRecentContestsQuery } from '@oj/api-client/home';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { fullTime } from '@/lib/time.ts';
import type { ContestCardParts } from './contest-card-parts.ts';

/** Running contests and those starting soon (spec 02 §2): each card with its times, duration and participants. */
export function RecentContests({ parts }: { parts: ContestCardParts }) {
  const { StatusTag, RuleTag, Duration, Participants } = parts;
  const { t } = useTranslation();
  const { data = [], isLoading } = useGetRecentContestsQuery(undefined);
  return (
    <Card title={t('home.recentContests')} data-testid="home-recent-contests">
      <List
        loading={isLoading}
        dataSource={data}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noContests')} /> }}
        renderItem={(contest) => (
          <List.Item data-testid="recent-contest">
            <List.Item.Meta
              title={
                <Space wrap size={8}>
                  <Link to={paths.contest.detail.getHref(contest.id)}>{contest.title}</Link>
                  <StatusTag status={contest.status} />
                  <RuleTag type={contest.type} />
                </Space>
              }
              description={
                <Space wrap size={16}>
                  <Typography.Text type="secondary">
                    <CalendarOutlined /> {t('home.startsAt', { time: fullTime(contest.startTime) })}
                  </Typography.Text>
                  <Typography.Text type="secondary" data-testid="contest-duration">
                    <ClockCircleOutlined /> <Duration seconds={contest.duration} />
                  </Typography.Text>
                  <Participants count={contest.count} />
                </Space>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
