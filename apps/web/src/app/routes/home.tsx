import { Card, Skeleton, Typography } from 'antd';
import { useTranslation } from '@oj/i18n';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { useSiteConfig } from '@/hooks/use-site-config.ts';

/** Home page; for now the site name and description from get-website-config. */
export function HomePage() {
  const { t } = useTranslation();
  const { config, isLoading } = useSiteConfig();
  useDocumentTitle(t('page.home'));
  return (
    <Card>
      {isLoading ? (
        <Skeleton active paragraph={{ rows: 1 }} />
      ) : (
        <>
          <Typography.Title level={1} data-testid="site-name">
            {config.name}
          </Typography.Title>
          <Typography.Paragraph type="secondary" style={{ whiteSpace: 'pre-wrap' }}>
            {config.description}
          </Typography.Paragraph>
        </>
      )}
    </Card>
  );
}
