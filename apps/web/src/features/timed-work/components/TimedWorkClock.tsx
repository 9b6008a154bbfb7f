import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from '@oj/i18n';
import { useTickingNow } from '@/features/contest/components/ContestClock.tsx';

/**
 * The clock of a timed work (spec 02 §2, §9): the server's time now, ticking each second while the
 * end lies ahead (then it stands still).
 */
export function TimedWorkClock({ endMs, offsetMs }: { endMs: number; offsetMs: number }) {
  const { t } = useTranslation();
  // Ticks while now < end (the hook's window: from now to the end).
  const nowMs = useTickingNow({ startMs: 0, endMs }, offsetMs);
  const time = new Date(nowMs).toLocaleTimeString('en-GB', { hour12: false });
  return (
    <Tag icon={<ClockCircleOutlined />} color="processing" data-testid="timed-work-clock" data-now={nowMs} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {t('timedWork.clock')} {time}
    </Tag>
  );
}
