import { Card, Empty, List, Typography } from 'antd';
import { Link } from 'react-router';
import { useGetRecentUpdatedProblemsQuery } from '@oj/api-client/problem';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { fullTime } from '@/lib/time.ts';

/** The latest updated public problems (spec 02 §2; shown while the site switch visible3 is on). */
export function RecentProblems() {
  const { t } = useTranslation();
  const { data, isLoading } = useGetRecentUpdatedProblemsQuery(undefined);
  return (
    <Card title={t('home.recentProblems')} data-testid="home-recent-problems" styles={{ body: { paddingBlock: 8 } }}>
      <List
        size="small"
        loading={isLoading}
        dataSource={data ?? []}
        locale={{ emptyText: <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.noRecentProblems')} /> }}
        renderItem={(problem) => (
          <List.Item data-testid="recent-problem" extra={<Typography.Text type="secondary">{fullTime(problem.gmtModified)}</Typography.Text>}>
            <Link to={paths.problem.detail.getHref(problem.problemId)}>
              {problem.problemId} {problem.title}
            </Link>
          </List.Item>
        )}
      />
    </Card>
  );
}
