import type { WeekStatisticsDto } from '@oj/contracts';
import type { EChartOption } from '@oj/ui';

/** The chart's series: verdict classes in stacking order, each with its colour. */
export const VERDICT_SERIES = [
  { key: 'ac', color: '#52c41a' },
  { key: 'wa', color: '#f5222d' },
  { key: 'tle', color: '#fa8c16' },
  { key: 'mle', color: '#faad14' },
  { key: 're', color: '#722ed1' },
  { key: 'ce', color: '#fadb14' },
  { key: 'other', color: '#8c8c8c' },
] as const;

/** A stacked bar per day of last week's submissions, one series per verdict class. */
export function statisticsOption(statistics: WeekStatisticsDto, label: (key: (typeof VERDICT_SERIES)[number]['key']) => string): EChartOption {
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { bottom: 0 },
    grid: { left: 40, right: 16, top: 16, bottom: 84 },
    xAxis: { type: 'category', data: statistics.days.map((day) => day.date.slice(5)) },
    yAxis: { type: 'value', minInterval: 1 },
    series: VERDICT_SERIES.map(({ key, color }) => ({
      name: label(key),
      type: 'bar',
      stack: 'total',
      itemStyle: { color },
      data: statistics.days.map((day) => day[key]),
    })),
  };
}
