import { useEffect } from 'react';
import { Alert, Card, Col, Row, Statistic, Typography } from 'antd';
import { useGetDashboardInfoQuery } from '@oj/api-client/admin-dashboard';
import { selectUserInfo } from '@oj/api-client/core';
import { useShellSelector } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { usePageVisible } from '../hooks/use-page-visible.ts';
import { JudgeNodesTable } from './JudgeNodesTable.tsx';
import { RecentLoginsTable } from './RecentLoginsTable.tsx';

/** How often the dashboard refreshes while visible (the judge nodes' heartbeats come every 5 s). */
export const DASHBOARD_REFRESH_MS = 10_000;

/** The back office landing page: counts, recent sign-ins, judge nodes (spec 03 §2.19). */
export function DashboardPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const userInfo = useShellSelector(selectUserInfo);
  const visible = usePageVisible();
  const { data, isLoading, isFetching, error } = useGetDashboardInfoQuery(undefined, {
    pollingInterval: visible ? DASHBOARD_REFRESH_MS : 0,
    refetchOnMountOrArgChange: true,
  });

  useEffect(() => {
    document.title = t('menu.dashboard');
  }, [t]);

  const counts = [
    { key: 'users', label: t('dashboard.counts.users'), value: data?.userCount },
    { key: 'problems', label: t('dashboard.counts.problems'), value: data?.problemCount },
    { key: 'todaySubmissions', label: t('dashboard.counts.todaySubmissions'), value: data?.todaySubmissionCount },
    { key: 'contests', label: t('dashboard.counts.contests'), value: data?.contestCount },
  ];

  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 16 }}>
      <Card>
        <Typography.Title level={2}>{t('menu.dashboard')}</Typography.Title>
        <Typography.Paragraph>{t('dashboard.welcome', { username: userInfo?.username ?? '' })}</Typography.Paragraph>
        {error ? <Alert type="error" showIcon role="alert" title={t('dashboard.loadFailed')} /> : null}
      </Card>
      <Row gutter={[16, 16]}>
        {counts.map((count) => (
          <Col key={count.key} xs={12} lg={6}>
            <Card loading={isLoading}>
              <Statistic title={count.label} value={count.value ?? '-'} data-testid={`count-${count.key}`} />
            </Card>
          </Col>
        ))}
      </Row>
      <Card title={t('dashboard.judge.title')}>
        <JudgeNodesTable nodes={data?.judgeNodes ?? []} queueDepth={data?.judgeQueueDepth ?? null} loading={isFetching && !data} />
      </Card>
      <Card title={t('dashboard.recentLogins.title')}>
        <RecentLoginsTable logins={data?.recentLogins ?? []} loading={isLoading} />
      </Card>
    </div>
  );
}
