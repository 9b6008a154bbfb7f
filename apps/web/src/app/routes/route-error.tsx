import { Button, Result } from 'antd';
import { useTranslation } from '@oj/i18n';

/** Shown when a route fails to render or its code fails to load. */
export function RouteError() {
  const { t } = useTranslation();
  return (
    <Result
      status="error"
      title={t('errors.pageLoad')}
      extra={
        <Button type="primary" onClick={() => { window.location.reload(); }}>
          {t('common.refresh')}
        </Button>
      }
    />
  );
}
