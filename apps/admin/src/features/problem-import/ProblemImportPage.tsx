import { useEffect } from 'react';
import { Card, Typography } from 'antd';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';
import { ImportPanel } from './components/ImportPanel.tsx';

/** /admin/problem/import: problem packages imported in the background, with progress and report (issue 24). */
export function ProblemImportPage() {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  useEffect(() => {
    document.title = t('problemPackage.import.title');
  }, [t]);
  return (
    <Card>
      <Typography.Title level={2}>{t('problemPackage.import.title')}</Typography.Title>
      <ImportPanel />
    </Card>
  );
}
