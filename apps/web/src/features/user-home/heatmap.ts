import type { CalendarHeatmap } from '@oj/api-client/account';
import type { EChartOption } from '@oj/ui';

/** One day of the heat map as the server sends it. */
export type HeatmapDay = CalendarHeatmap['dataList'][number];

/** Labels of the calendar, in the interface language. */
export interface HeatmapLabels {
  /** Twelve month names, January first. */
  months: readonly string[];
  /** Seven weekday names, Sunday first. */
  weekdays: readonly string[];
  /** Tooltip text of a day. */
  tooltip: (date: string, count: number) => string;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** 'YYYY-MM-DD' of the day `days` before a 'YYYY-MM-DD' date (calendar days, no time zone games). */
export function daysBefore(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - days * DAY_MS).toISOString().slice(0, 10);
}

/**
 * The heat map's shape (spec 01 §2): one year ending at `endDate`, one cell per day, days outside
 * the year or with nothing submitted left out, duplicates summed, and the colour scale's top at
 * the busiest day (at least 1, so an empty year still draws).
 */
export function shapeHeatmap(days: readonly HeatmapDay[], endDate: string): { range: [string, string]; data: [string, number][]; max: number } {
  const start = daysBefore(endDate, 365);
  const totals = new Map<string, number>();
  for (const day of days) {
    if (day.date < start || day.date > endDate || day.count <= 0) continue;
    totals.set(day.date, (totals.get(day.date) ?? 0) + day.count);
  }
  const data = [...totals.entries()].sort(([a], [b]) => a.localeCompare(b));
  const max = Math.max(1, ...data.map(([, count]) => count));
  return { range: [start, endDate], data, max };
}

/** The ECharts option of the yearly calendar heat map, labelled in the current language. */
export function heatmapOption(days: readonly HeatmapDay[], endDate: string, labels: HeatmapLabels): EChartOption {
  const { range, data, max } = shapeHeatmap(days, endDate);
  return {
    tooltip: {
      formatter: (params: unknown) => {
        const [date, count] = (params as { value: [string, number] }).value;
        return labels.tooltip(date, count);
      },
    },
    visualMap: {
      show: false,
      min: 0,
      max,
      inRange: { color: ['#ebedf0', '#9be9a8', '#40c463', '#30a14e', '#216e39'] },
    },
    calendar: {
      range,
      top: 24,
      left: 36,
      right: 8,
      bottom: 4,
      cellSize: ['auto', 13],
      splitLine: { show: false },
      itemStyle: { borderColor: '#fff', borderWidth: 2, color: '#ebedf0' },
      yearLabel: { show: false },
      monthLabel: { nameMap: [...labels.months], fontSize: 11 },
      dayLabel: { firstDay: 0, nameMap: [...labels.weekdays], fontSize: 10 },
    },
    series: [{ type: 'heatmap', coordinateSystem: 'calendar', data }],
  };
}
