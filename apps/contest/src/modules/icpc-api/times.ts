/** Times of the ICPC contest API: ABSTIME (ISO 8601) and RELTIME (h:mm:ss.uuu). */

/** ABSTIME of an epoch time: ISO 8601 in UTC with milliseconds. */
export function absTime(ms: number): string {
  return new Date(ms).toISOString();
}

/** RELTIME of a duration in milliseconds: (-)h:mm:ss.uuu, hours unbounded. */
export function relTime(ms: number): string {
  const sign = ms < 0 ? '-' : '';
  const total = Math.abs(Math.trunc(ms));
  const hours = Math.floor(total / 3_600_000);
  const minutes = Math.floor((total % 3_600_000) / 60_000);
  const seconds = Math.floor((total % 60_000) / 1000);
  const millis = total % 1000;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${sign}${hours}:${two(minutes)}:${two(seconds)}.${String(millis).padStart(3, '0')}`;
}
