import type { RankListTypeName, RankRecordDto } from '@oj/contracts';
import { RankListType } from '@oj/contracts';
import type { EChartOption } from '@oj/ui';

/** Series names of the chart, in the interface language. */
export interface RankChartLabels {
  ac: string;
  total: string;
  score: string;
}

/**
 * The bars of the top users (spec 02 §2 "Rankings": a chart of the top 10): ACM shows solved and
 * submitted side by side, OI the rank score and the solved count. Names are usernames.
 */
export function rankChartOption(type: RankListTypeName, top: readonly RankRecordDto[], labels: RankChartLabels): EChartOption {
  const names = top.map((row) => row.username);
  const series =
    type === RankListType.Oi
      ? [
          { name: labels.score, type: 'bar' as const, data: top.map((row) => row.score), itemStyle: { color: '#2d8cf0' } },
          { name: labels.ac, type: 'bar' as const, data: top.map((row) => row.ac), itemStyle: { color: '#19be6b' } },
        ]
      : [
          { name: labels.ac, type: 'bar' as const, data: top.map((row) => row.ac), itemStyle: { color: '#19be6b' } },
          { name: labels.total, type: 'bar' as const, data: top.map((row) => row.total), itemStyle: { color: '#2d8cf0' } },
        ];
  return {
    tooltip: { trigger: 'axis', axisPointer: { type: 'shadow' } },
    legend: { top: 0 },
    grid: { left: 40, right: 16, top: 36, bottom: 48 },
    xAxis: { type: 'category', data: names, axisLabel: { interval: 0, rotate: names.length > 6 ? 30 : 0 } },
    yAxis: { type: 'value', minInterval: 1 },
    series,
  };
}
