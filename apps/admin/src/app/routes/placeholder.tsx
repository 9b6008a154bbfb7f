import { Card, Typography } from 'antd';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import type { AdminMessageKey } from '@oj/i18n/admin';

/** An admin page that is routed but not built yet. */
export function PlaceholderPage({ titleKey }: { titleKey: AdminMessageKey }) {
  const { t } = useTranslation();
  const { t: tAdmin } = useTranslation(ADMIN_NAMESPACE);
  return (
    <Card>
      <Typography.Title level={2}>{tAdmin(titleKey)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('common.comingSoon')}</Typography.Paragraph>
    </Card>
  );
}
