import { useMemo } from 'react';
import { Card, Empty } from 'antd';
import { useGetWeekStatisticsQuery } from '@oj/api-client/home';
import { useTranslation } from '@oj/i18n';
import { EChart } from '@oj/ui';
import { statisticsOption } from '../statistics-option.ts';

/** Last week's submissions per day by verdict, a stacked bar chart (ECharts loads on first use). */
export function WeekStatistics() {
  const { t } = useTranslation();
  const { data: answer } = useGetWeekStatisticsQuery({});
  // A missing answer (null) draws nothing.
  const data = answer ?? undefined;
  const option = useMemo(() => (data ? statisticsOption(data, (key) => t(`home.verdicts.${key}`)) : null), [data, t]);
  const empty = data !== undefined && data.days.every((day) => day.total === 0);
  return (
    <Card title={t('home.statistics')} data-testid="home-statistics">
      {empty ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('home.statisticsEmpty')} /> : null}
      {option && !empty ? <EChart option={option} height={300} data-testid="statistics-chart" /> : null}
    </Card>
  );
}
