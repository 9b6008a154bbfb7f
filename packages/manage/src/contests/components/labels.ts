// i18n key suffixes of the contest codes (spec 02 §3).
import { ContestStatus } from '@oj/contracts';

/** Auth 0 public, 1 private, 2 protected. */
export function authKey(auth: number): 'public' | 'private' | 'protected' {
  if (auth === 1) return 'private';
  return auth === 2 ? 'protected' : 'public';
}

/** Status -1 scheduled, 0 running, 1 ended. */
export function statusKey(status: number): 'scheduled' | 'running' | 'ended' {
  if (status === ContestStatus.Scheduled) return 'scheduled';
  return status === ContestStatus.Running ? 'running' : 'ended';
}

/** The tag colour of a status (spec 03 §4: coloured tags). */
export function statusColor(status: number): string {
  if (status === ContestStatus.Scheduled) return 'blue';
  return status === ContestStatus.Running ? 'green' : 'red';
}

/** The tag colour of an auth. */
export function authColor(auth: number): string {
  if (auth === 1) return 'volcano';
  return auth === 2 ? 'gold' : 'default';
}
