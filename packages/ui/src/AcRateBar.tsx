import { Progress, Tooltip } from 'antd';
import { useTranslation } from '@oj/i18n';

/** Upper bounds (exclusive, in percent) of the AC-rate colour bands, with their colours (spec 01 §9). */
export const AC_RATE_BANDS: readonly { belowPercent: number; color: string }[] = [
  { belowPercent: 20, color: '#ed4014' },
  { belowPercent: 40, color: '#ff9900' },
  { belowPercent: 60, color: '#f0c000' },
  { belowPercent: 80, color: '#2d8cf0' },
  { belowPercent: 100, color: '#19be6b' },
];
/** Colour of a full 100 % bar. */
export const AC_RATE_FULL_COLOR = '#0f9d58';

/** The accepted share in percent, 0 when nothing was submitted. */
export function acRatePercent(accepted: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.max(0, (accepted / total) * 100));
}

/** A percentage rounded to two decimals, as the spec shows verdict shares ("33.33"). */
export function formatPercent(percent: number): string {
  return (Math.round(percent * 100) / 100).toFixed(2);
}

/** The bar colour of a percentage: it changes at 20, 40, 60, 80 and 100 percent. */
export function acRateColor(percent: number): string {
  for (const band of AC_RATE_BANDS) if (percent < band.belowPercent) return band.color;
  return AC_RATE_FULL_COLOR;
}

/** Props of AcRateBar. */
export interface AcRateBarProps {
  accepted: number;
  total: number;
}

/** The AC-rate bar of the problem list: coloured by band, the exact counts in a tooltip. */
export function AcRateBar({ accepted, total }: AcRateBarProps) {
  const { t } = useTranslation();
  const percent = acRatePercent(accepted, total);
  const color = acRateColor(percent);
  return (
    <Tooltip title={t('problem.acRateTip', { accepted, total })}>
      <span data-testid="ac-rate" data-color={color} style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 110 }}>
        <Progress
          aria-label={t('problem.acRate')}
          percent={percent}
          showInfo={false}
          strokeColor={color}
          size="small"
          style={{ flex: 1, margin: 0, minWidth: 50 }}
        />
        <span style={{ fontVariantNumeric: 'tabular-nums', fontSize: 12 }}>{formatPercent(percent)}%</span>
      </span>
    </Tooltip>
  );
}
