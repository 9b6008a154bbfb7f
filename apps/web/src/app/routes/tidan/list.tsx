import { Card, Skeleton } from 'antd';
import { useGetTidanQuery } from '@oj/api-client/tidan';
import { useTranslation } from '@oj/i18n';
import { useViewportClass } from '@/app/layout/breakpoints.ts';
import { paths } from '@/config/paths.ts';
import { TidanTabs } from '@/features/tidan/components/TidanTabs.tsx';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';

/** The card title as the page's heading (one h2 per page, as the other pages have). */
const PAGE_HEADING = { margin: 0, fontSize: 16, fontWeight: 600 } as const;

/** /tidan (spec 02 §2 "Tidan list", sign-in required): the problem-set outlines with the user's standing. */
export function TidanPage() {
  const { t } = useTranslation();
  const viewport = useViewportClass();
  const tidan = useGetTidanQuery(undefined);
  useDocumentTitle(t('page.tidan'));
  return (
    <Card title={<h2 style={PAGE_HEADING}>{t('tidan.title')}</h2>} size={viewport === 'mobile' ? 'small' : 'medium'} data-testid="tidan-page">
      {tidan.data ? (
        <TidanTabs
          tidan={tidan.data}
          problemHref={(problemId) => paths.problem.detail.getHref(problemId)}
          statusHref={(problemId) => paths.status.ofProblem.getHref(problemId)}
        />
      ) : (
        <Skeleton active />
      )}
    </Card>
  );
}
