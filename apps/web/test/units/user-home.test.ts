import { describe, expect, it } from 'vitest';
import { daysBefore, heatmapOption, shapeHeatmap } from '@/features/user-home/heatmap.ts';
import { NICKNAME_COLORS, nicknameColor } from '@/lib/nickname.ts';

describe('heat map data shaping (spec 01 §2)', () => {
  it('covers one year ending at endDate', () => {
    expect(daysBefore('2026-03-01', 1)).toBe('2026-02-28');
    expect(shapeHeatmap([], '2026-11-22').range).toEqual(['2025-11-22', '2026-11-22']);
  });

  it('drops days outside the year and empty ones, sums duplicates, sorts by date', () => {
    const shaped = shapeHeatmap(
      [
        { date: '2026-11-20', count: 2 },
        { date: '2024-01-01', count: 9 },
        { date: '2026-01-05', count: 1 },
        { date: '2026-11-20', count: 3 },
        { date: '2026-06-01', count: 0 },
        { date: '2026-11-23', count: 4 },
      ],
      '2026-11-22',
    );
    expect(shaped.data).toEqual([
      ['2026-01-05', 1],
      ['2026-11-20', 5],
    ]);
    expect(shaped.max).toBe(5);
  });

  it('keeps the colour scale drawable for an empty year', () => {
    expect(shapeHeatmap([], '2026-11-22').max).toBe(1);
  });

  it('labels months and weekdays with the names it is given (the current language)', () => {
    const months = ['一月', '二月', '三月', '四月', '五月', '六月', '七月', '八月', '九月', '十月', '十一月', '十二月'];
    const weekdays = ['日', '一', '二', '三', '四', '五', '六'];
    const option = heatmapOption([{ date: '2026-11-20', count: 2 }], '2026-11-22', { months, weekdays, tooltip: (date, count) => `${date}:${count}` }) as {
      calendar: { range: string[]; monthLabel: { nameMap: string[] }; dayLabel: { nameMap: string[] } };
      series: { data: unknown[] }[];
      tooltip: { formatter: (params: unknown) => string };
    };
    expect(option.calendar.monthLabel.nameMap).toEqual(months);
    expect(option.calendar.dayLabel.nameMap).toEqual(weekdays);
    expect(option.series[0]?.data).toEqual([['2026-11-20', 2]]);
    expect(option.tooltip.formatter({ value: ['2026-11-20', 2] })).toBe('2026-11-20:2');
  });
});

describe('nickname tag colour (spec 01 §9)', () => {
  it('is one of five, by nickname length modulo 5 (counting characters, not bytes)', () => {
    expect(nicknameColor('abcde')).toBe(NICKNAME_COLORS[0]);
    expect(nicknameColor('ab')).toBe(NICKNAME_COLORS[2]);
    expect(nicknameColor('小明同学')).toBe(NICKNAME_COLORS[4]);
    expect(nicknameColor('😀')).toBe(NICKNAME_COLORS[1]);
  });
});
