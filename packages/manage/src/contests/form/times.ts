// The contest form's times (spec 03 §5 "Contest form"): the datetime inputs, the duration computed
// from them, and the seal choices of spec 02 §4 with their disabled rules and default. Pure.
import { ContestType, SEAL_HALF_HOUR_SEC, SEAL_ONE_HOUR_SEC } from '@oj/contracts';

/** Where the board seals from: half an hour or an hour before the end, or the whole contest. */
export type SealChoice = 'halfHour' | 'oneHour' | 'whole';
export const SEAL_CHOICES: readonly SealChoice[] = ['halfHour', 'oneHour', 'whole'];

const pad = (value: number) => String(value).padStart(2, '0');

/**
 * An ISO time as the value of an `<input type="datetime-local">`, in the browser's time zone; the
 * seconds are kept when there are any, so that saving a loaded contest never moves its times.
 */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const minutes = `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
  return date.getSeconds() === 0 ? minutes : `${minutes}:${pad(date.getSeconds())}`;
}

/** A datetime-local value as a Date, or null when empty or not a time. */
export function fromLocalInput(value: string): Date | null {
  if (value.trim() === '') return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The duration the times give: seconds, 0 with `endBeforeStart` when the end is before the start; null while a time is missing. */
export function contestDuration(start: string, end: string): { seconds: number; endBeforeStart: boolean } | null {
  const from = fromLocalInput(start);
  const to = fromLocalInput(end);
  if (!from || !to) return null;
  const seconds = Math.floor((to.getTime() - from.getTime()) / 1000);
  return seconds < 0 ? { seconds: 0, endBeforeStart: true } : { seconds, endBeforeStart: false };
}

/** The seal choices: half an hour is off under 1800 s, one hour under 3600 s; the whole contest always fits. */
export function sealChoiceOptions(durationSec: number): { value: SealChoice; disabled: boolean }[] {
  return [
    { value: 'halfHour', disabled: durationSec < SEAL_HALF_HOUR_SEC },
    { value: 'oneHour', disabled: durationSec < SEAL_ONE_HOUR_SEC },
    { value: 'whole', disabled: false },
  ];
}

/** The default seal: one hour for an ACM contest of an hour or more, else the whole contest. */
export function defaultSealChoice(type: number, durationSec: number): SealChoice {
  return type === ContestType.ACM && durationSec >= SEAL_ONE_HOUR_SEC ? 'oneHour' : 'whole';
}

/** The choice in force: the admin's while the duration allows it, else the default. */
export function resolveSealChoice(chosen: SealChoice | null, type: number, durationSec: number): SealChoice {
  if (chosen !== null && sealChoiceOptions(durationSec).some((option) => option.value === chosen && !option.disabled)) return chosen;
  return defaultSealChoice(type, durationSec);
}

/** When the board seals for a choice. */
export function sealRankTimeOf(choice: SealChoice, start: Date, end: Date): Date {
  if (choice === 'whole') return start;
  const before = choice === 'halfHour' ? SEAL_HALF_HOUR_SEC : SEAL_ONE_HOUR_SEC;
  return new Date(end.getTime() - before * 1000);
}

/** The choice a stored seal time stands for (null when it matches none: the default applies). */
export function sealChoiceOf(sealRankTime: string | null, start: string, end: string): SealChoice | null {
  if (!sealRankTime) return null;
  const at = new Date(sealRankTime).getTime();
  const from = new Date(start);
  const to = new Date(end);
  return SEAL_CHOICES.find((choice) => sealRankTimeOf(choice, from, to).getTime() === at) ?? null;
}

/** Seconds as whole hours and minutes, for the duration shown beside the times. */
export function splitDuration(seconds: number): { hours: number; minutes: number } {
  const minutes = Math.floor(seconds / 60);
  return { hours: Math.floor(minutes / 60), minutes: minutes % 60 };
}
