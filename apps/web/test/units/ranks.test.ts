import { describe, expect, it } from 'vitest';
import { RankListType } from '@oj/contracts';
import type { RankRecordDto } from '@oj/contracts';
import { rankChartOption } from '@/features/ranks/chart.ts';

const row = (username: string, ac: number, total: number, score: number, rank: number): RankRecordDto => ({
  rank,
  uid: `u-${username}`,
  username,
  nickname: null,
  avatar: null,
  signature: null,
  titleName: null,
  titleColor: null,
  ac,
  total,
  score,
});

const labels = { ac: 'AC', total: 'Total', score: 'Score' };

describe('the ranklists’ top-10 chart (spec 02 §2 "Rankings")', () => {
  const top = [row('ann', 5, 9, 40, 1), row('ben', 3, 3, 70, 2)];

  it('draws solved and submitted bars per user for ACM, in the list order', () => {
    const option = rankChartOption(RankListType.Acm, top, labels);
    expect(option.xAxis).toMatchObject({ data: ['ann', 'ben'] });
    const series = option.series as { name: string; data: number[] }[];
    expect(series.map((each) => [each.name, each.data])).toEqual([
      ['AC', [5, 3]],
      ['Total', [9, 3]],
    ]);
  });

  it('draws the rank score first for OI', () => {
    const series = rankChartOption(RankListType.Oi, top, labels).series as { name: string; data: number[] }[];
    expect(series.map((each) => [each.name, each.data])).toEqual([
      ['Score', [40, 70]],
      ['AC', [5, 3]],
    ]);
  });
});
