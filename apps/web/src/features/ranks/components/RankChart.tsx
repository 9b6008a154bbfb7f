import { useMemo } from 'react';
import { Card } from 'antd';
import { RANK_CHART_SIZE } from '@oj/contracts';
import type { RankListTypeName } from '@oj/contracts';
import { useGetRankListQuery } from '@oj/api-client/ranks';
import { useTranslation } from '@oj/i18n';
import { EChart } from '@oj/ui';
import { rankChartOption } from '../chart.ts';

/** The chart of the list's top 10 (ECharts, loaded on first use by EChart). */
export function RankChart({ type }: { type: RankListTypeName }) {
  const { t } = useTranslation();
  const top = useGetRankListQuery({ type, currentPage: 1, limit: RANK_CHART_SIZE });
  const records = top.data?.records;
  const option = useMemo(
    () => rankChartOption(type, records ?? [], { ac: t('ranks.acSeries'), total: t('ranks.totalSeries'), score: t('ranks.scoreSeries') }),
    [type, records, t],
  );
  if (!records || records.length === 0) return null;
  return (
    <Card title={t('ranks.chartTitle')} size="small" style={{ marginBottom: 16 }}>
      <EChart option={option} height={320} data-testid="rank-chart" />
    </Card>
  );
}
