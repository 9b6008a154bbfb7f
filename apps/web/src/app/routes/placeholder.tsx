import { Card, Typography } from 'antd';
import type { MessageKey } from '@oj/i18n';
import { useTranslation } from '@oj/i18n';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** A page that is routed but not built yet: its title and a note. */
export function PlaceholderPage({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useTranslation();
  const title = t(titleKey);
  useDocumentTitle(title);
  return (
    <Card>
      <Typography.Title level={2}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('common.comingSoon')}</Typography.Paragraph>
    </Card>
  );
}
