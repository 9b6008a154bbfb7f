import type { ReactNode } from 'react';
import { Alert, Button, Skeleton } from 'antd';
import { useTranslation } from '@oj/i18n';
import { ADMIN_NAMESPACE } from '@oj/i18n/admin';

/** What a tab needs of its RTK query. */
export interface TabQuery<T> {
  data?: T | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Shows a skeleton while a tab loads, a retry on failure, else the tab's content for the data. */
export function TabState<T>({ query, children }: { query: TabQuery<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(ADMIN_NAMESPACE);
  if (query.isLoading) return <Skeleton active />;
  if (query.isError || query.data === undefined) {
    return <Alert type="error" showIcon title={t('config.loadFailed')} action={<Button onClick={() => void query.refetch()}>{t('config.refresh')}</Button>} />;
  }
  return <>{children(query.data)}</>;
}
