import { Button, Result } from 'antd';
import { useTranslation } from '@oj/i18n';

/** Props of NotFound. */
export interface NotFoundProps {
  /** Navigates home; routing belongs to the app, not to this package. */
  onGoHome: () => void;
}

/** The 404 page: any unknown path shows it, with a Go Home action (spec 01 §2). */
export function NotFound({ onGoHome }: NotFoundProps) {
  const { t } = useTranslation();
  return (
    <Result
      status="404"
      title={t('notFound.title')}
      subTitle={t('notFound.subtitle')}
      extra={
        <Button type="primary" onClick={onGoHome}>
          {t('notFound.goHome')}
        </Button>
      }
    />
  );
}
