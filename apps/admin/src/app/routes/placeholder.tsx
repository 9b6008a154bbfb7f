import { Card, Typography } from 'antd';
import type { MessageKey } from '@oj/i18n';
import { useTranslation } from '@oj/i18n';

/** An admin page that is routed but not built yet. */
export function PlaceholderPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useTranslation();
  return (
    <Card>
      <Typography.Title level={2}>{t(titleKey)}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('common.comingSoon')}</Typography.Paragraph>
    </Card>
  );
}
