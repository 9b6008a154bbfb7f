import { Card, Typography } from 'antd';
import { selectUserInfo } from '@oj/api-client/core';
import { useShellSelector } from '@oj/app-shell';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';

/** The back office landing page; for now a greeting. */
export function DashboardPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  const userInfo = useShellSelector(selectUserInfo);
  return (
    <Card>
      <Typography.Title level={2}>{t('menu.dashboard')}</Typography.Title>
      <Typography.Paragraph>{t('dashboard.welcome', { username: userInfo?.username ?? '' })}</Typography.Paragraph>
    </Card>
  );
}
