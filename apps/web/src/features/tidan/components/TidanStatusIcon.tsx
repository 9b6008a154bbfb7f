import { CheckOutlined, MinusOutlined } from '@ant-design/icons';
import { TidanStatus } from '@oj/contracts';
import { useTranslation } from '@oj/i18n';

/** The caller's standing on a tidan problem: solved, tried, or nothing when never tried. */
export function TidanStatusIcon({ status }: { status: number | undefined }) {
  const { t } = useTranslation();
  if (status === TidanStatus.Solved) return <CheckOutlined style={{ color: '#19be6b' }} data-testid="tidan-solved" aria-label={t('tidan.solved')} />;
  if (status === TidanStatus.Failed) return <MinusOutlined style={{ color: '#ed4014' }} data-testid="tidan-failed" aria-label={t('tidan.failed')} />;
  return null;
}
