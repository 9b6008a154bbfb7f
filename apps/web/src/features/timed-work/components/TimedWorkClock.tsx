import { useEffect, useState } from 'react';
import { ClockCircleOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
import { useTranslation } from '@oj/i18n';

/** The server's time now (this clock plus `offsetMs`), moved every second while `endMs` lies ahead. */
function useNowTicking(endMs: number, offsetMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now() + offsetMs);
  const ticking = nowMs < endMs;
  useEffect(() => {
    setNowMs(Date.now() + offsetMs);
    if (!ticking) return;
    const timer = setInterval(() => {
      setNowMs(Date.now() + offsetMs);
    }, 1000);
    return () => {
      clearInterval(timer);
    };
  }, [offsetMs, ticking]);
  return nowMs;
}

/**
 * The clock of a timed work (spec 02 §2, §9): the server's time now, ticking each second while the
 * end lies ahead (then it stands still).
 */
export function TimedWorkClock({ endMs, offsetMs }: { endMs: number; offsetMs: number }) {
  const { t } = useTranslation();
  const nowMs = useNowTicking(endMs, offsetMs);
  const time = new Date(nowMs).toLocaleTimeString('en-GB', { hour12: false });
  return (
    <Tag icon={<ClockCircleOutlined />} color="processing" data-testid="timed-work-clock" data-now={nowMs} style={{ fontVariantNumeric: 'tabular-nums' }}>
      {t('timedWork.clock')} {time}
    </Tag>
  );
}
