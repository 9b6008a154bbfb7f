import type { Language } from '@oj/i18n';

const UNITS: readonly [Intl.RelativeTimeFormatUnit, number][] = [
  ['year', 365 * 24 * 3600],
  ['month', 30 * 24 * 3600],
  ['week', 7 * 24 * 3600],
  ['day', 24 * 3600],
  ['hour', 3600],
  ['minute', 60],
  ['second', 1],
];

/** "3 minutes ago" / "3 分钟前" for an ISO time, in the interface language. */
export function relativeTime(iso: string, language: Language, nowMs: number = Date.now()): string {
  const thenMs = Date.parse(iso);
  if (Number.isNaN(thenMs)) return iso;
  const seconds = Math.round((thenMs - nowMs) / 1000);
  const format = new Intl.RelativeTimeFormat(language, { numeric: 'auto' });
  for (const [unit, size] of UNITS) {
    if (Math.abs(seconds) >= size || unit === 'second') return format.format(Math.trunc(seconds / size), unit);
  }
  return format.format(0, 'second');
}

/** The full local time of an ISO time: "2026-11-22 14:05:09". */
export function fullTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`;
}
