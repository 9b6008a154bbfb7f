import { useNavigate } from 'react-router';
import { NotFound } from '@oj/ui';
import { useTranslation } from '@oj/i18n';
import { paths } from '@/config/paths.ts';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** Any unknown path (spec 01 §2). */
export function NotFoundPage() {
  const navigate = useNavigate();
  const { t } = useTranslation();
  useDocumentTitle(t('notFound.title'));
  return <NotFound onGoHome={() => void navigate(paths.home.getHref())} />;
}
