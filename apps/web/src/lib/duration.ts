/** Spec 02 §9 "Duration display": 3600 s or more in hours, 60 or more in minutes, else seconds (one decimal at most). */
export function durationParts(durationSec: number): { unit: 'hours' | 'minutes' | 'seconds'; value: number } {
  const round = (value: number) => Math.round(value * 10) / 10;
  if (durationSec >= 3600) return { unit: 'hours', value: round(durationSec / 3600) };
  if (durationSec >= 60) return { unit: 'minutes', value: round(durationSec / 60) };
  return { unit: 'seconds', value: Math.max(0, Math.round(durationSec)) };
}
