import { Card, Typography } from 'antd';
import { selectUserInfo } from '@oj/api-client';
import { useTranslation } from '@oj/i18n';
import { useAppSelector } from '@/app/store.ts';

/** The back office landing page; for now a greeting. */
export function DashboardPage() {
  const { t } = useTranslation();
  const userInfo = useAppSelector(selectUserInfo);
  return (
    <Card>
      <Typography.Title level={2}>{t('admin.menu.dashboard')}</Typography.Title>
      <Typography.Paragraph>{t('admin.dashboard.welcome', { username: userInfo?.username ?? '' })}</Typography.Paragraph>
    </Card>
  );
}
