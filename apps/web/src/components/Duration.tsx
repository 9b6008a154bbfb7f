import { useTranslation } from '@oj/i18n';
import { durationParts } from '@/lib/duration.ts';

/** A duration in hours, minutes or seconds (spec 02 §9), as contests and timed work show it. */
export function Duration({ seconds }: { seconds: number }) {
  const { t } = useTranslation();
  const { unit, value } = durationParts(seconds);
  return <>{t(`contest.duration.${unit}`, { value })}</>;
}
