import { useEffect, useState } from 'react';
import { Progress, theme } from 'antd';
import { useLanguage, useTranslation } from '@oj/i18n';
import type { Language } from '@oj/i18n';
import { contestProgress, countdownAt, msUntilNextStatus } from '../countdown.ts';
import type { ContestWindow, Countdown, HumanSpan } from '../countdown.ts';

/** The server's time now, ticking every second while the contest's end is in the future (spec 02 §4, §9). */
export function useTickingNow(window: ContestWindow, offsetMs: number): number {
  const [nowMs, setNowMs] = useState(() => Date.now() + offsetMs);
  const ticking = msUntilNextStatus(window, nowMs) !== null;
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

function spanText(span: HumanSpan, language: Language): string {
  return new Intl.NumberFormat(language, { style: 'unit', unit: span.unit, unitDisplay: 'long' }).format(span.value);
}

/** The countdown's words (spec 02 §4): '-H:MM:SS', 'Start At' and a span, or 'Ended'. */
export function useCountdownText(countdown: Countdown): string {
  const { t } = useTranslation();
  const [language] = useLanguage();
  if (countdown.kind === 'ended') return t('contest.countdown.ended');
  if (countdown.kind === 'startAt') return t('contest.countdown.startAt', { span: spanText(countdown.span, language) });
  return countdown.text;
}

/** The countdown alone (the slim bar of problem pages). */
export function ContestCountdown({ window, offsetMs }: { window: ContestWindow; offsetMs: number }) {
  const nowMs = useTickingNow(window, offsetMs);
  const text = useCountdownText(countdownAt(window, nowMs));
  return (
    <span data-testid="contest-countdown" style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
      {text}
    </span>
  );
}

/** The header's progress slider and countdown, re-rendered each second on their own. */
export function ContestClock({ window, offsetMs }: { window: ContestWindow; offsetMs: number }) {
  const { t } = useTranslation();
  const { token } = theme.useToken();
  const nowMs = useTickingNow(window, offsetMs);
  const progress = contestProgress(window, nowMs);
  const text = useCountdownText(countdownAt(window, nowMs));
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 12 }}>
      <Progress
        percent={Math.round(progress * 10) / 10}
        showInfo={false}
        strokeColor={progress >= 100 ? token.colorTextTertiary : token.colorPrimary}
        aria-label={t('contest.progress')}
        data-testid="contest-progress"
        data-progress={progress}
        style={{ flex: 1, margin: 0 }}
      />
      <span data-testid="contest-countdown" style={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600, minWidth: 90, textAlign: 'end' }}>
        {text}
      </span>
    </div>
  );
}
