import { useMemo } from 'react';
import { Empty, Modal } from 'antd';
import type { ProblemCountDto } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';
import { EChart, formatPercent } from '@oj/ui';
import type { EChartOption } from '@oj/ui';
import { verdictShares } from '@/lib/verdict-share.ts';

const PIE_COLORS: Record<number, string> = {
  0: '#19be6b',
  [-1]: '#ed4014',
  1: '#ff9900',
  2: '#f0c000',
  3: '#9a66e4',
  [-3]: '#fa8c16',
  [-2]: '#faad14',
  8: '#2db7f5',
  4: '#e46cbb',
};

/** The statistics pie of a problem's verdicts (spec 01 §2), drawn with ECharts loaded on opening. */
export function StatisticsDialog({ open, onClose, problemId, counts }: { open: boolean; onClose: () => void; problemId: string; counts: ProblemCountDto }) {
  const { t } = useTranslation();
  const option = useMemo<EChartOption>(() => {
    const data = verdictShares(counts)
      .filter((share) => share.count > 0)
      .map((share) => ({ name: t(`verdict.${share.status}`), value: share.count, itemStyle: { color: PIE_COLORS[share.status] ?? '#2d8cf0' } }));
    return {
      tooltip: {
        trigger: 'item',
        formatter: (params: unknown) => {
          const { name, value, percent } = params as { name: string; value: number; percent: number };
          return `${name}: ${value} (${formatPercent(percent)}%)`;
        },
      },
      legend: { bottom: 0, type: 'scroll' },
      series: [{ type: 'pie', radius: ['35%', '65%'], center: ['50%', '45%'], data, label: { formatter: '{b}\n{d}%' } }],
    };
  }, [counts, t]);
  return (
    <Modal open={open} onCancel={onClose} footer={null} title={t('problemDetail.statisticsTitle', { problemId })} width={560} destroyOnHidden>
      {counts.total === 0 ? <Empty description={t('problemDetail.noStatistics')} /> : <EChart option={option} height={360} data-testid="statistics-pie" />}
    </Modal>
  );
}
