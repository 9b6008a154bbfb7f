import { Card } from 'antd';
import { RankListType } from '@oj/contracts';
import type { RankListTypeName } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { useDocumentTitle } from '@/hooks/use-document-title.ts';
import { RankChart } from './RankChart.tsx';
import { RankTable } from './RankTable.tsx';

/** One global ranklist (spec 02 §2 "Rankings"): the top-10 chart above the searchable table. */
export function RankPage({ type }: { type: RankListTypeName }) {
  const { t } = useTranslation();
  const title = type === RankListType.Oi ? t('ranks.oiTitle') : t('ranks.acmTitle');
  useDocumentTitle(title);
  return (
    <div data-testid={`rank-page-${type.toLowerCase()}`}>
      <RankChart type={type} />
      <Card title={title}>
        {/* A new list starts over at page 1 with no search. */}
        <RankTable key={type} type={type} />
      </Card>
    </div>
  );
}
