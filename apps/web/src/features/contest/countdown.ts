import { ContestStatus } from '@oj/contracts';

/** A contest status code (spec 02 §3): -1 scheduled, 0 running, 1 ended. */
export type ContestStatusCode = (typeof ContestStatus)[keyof typeof ContestStatus];

/** The contest's window in epoch milliseconds. */
export interface ContestWindow {
  startMs: number;
  endMs: number;
}

/** The window of a contest as the API sends it (ISO times). */
export function contestWindow(contest: { startTime: string; endTime: string }): ContestWindow {
  return { startMs: Date.parse(contest.startTime), endMs: Date.parse(contest.endTime) };
}

/** Spec 02 §4: scheduled before the start, running until the end, then ended (the end itself is ended). */
export function contestStatusAt(window: ContestWindow, nowMs: number): ContestStatusCode {
  if (nowMs < window.startMs) return ContestStatus.Scheduled;
  if (nowMs < window.endMs) return ContestStatus.Running;
  return ContestStatus.Ended;
}

/** The progress slider (spec 02 §4): 0 scheduled, elapsed/duration while running, 100 ended; a percentage. */
export function contestProgress(window: ContestWindow, nowMs: number): number {
  const status = contestStatusAt(window, nowMs);
  if (status === ContestStatus.Scheduled) return 0;
  if (status === ContestStatus.Ended) return 100;
  const duration = window.endMs - window.startMs;
  return duration <= 0 ? 100 : Math.min(100, Math.max(0, ((nowMs - window.startMs) / duration) * 100));
}

/** Milliseconds until the next status change, or null once ended (the countdown stops ticking). */
export function msUntilNextStatus(window: ContestWindow, nowMs: number): number | null {
  const status = contestStatusAt(window, nowMs);
  if (status === ContestStatus.Scheduled) return window.startMs - nowMs;
  if (status === ContestStatus.Running) return window.endMs - nowMs;
  return null;
}

const WEEK_SEC = 7 * 24 * 3600;

/** "H:MM:SS" for a span in whole seconds; hours are not capped at 24 (a two-day contest shows 48:00:00). */
export function clockText(totalSec: number): string {
  const sec = Math.max(0, Math.floor(totalSec));
  const hours = Math.floor(sec / 3600);
  const minutes = Math.floor((sec % 3600) / 60);
  const seconds = sec % 60;
  return `${hours}:${String(minutes).padStart(2, '0')}:${String(seconds).padStart(2, '0')}`;
}

/** A humanized span's unit and amount (the words come from the interface language). */
export interface HumanSpan {
  unit: 'day' | 'month' | 'year';
  value: number;
}

/** A span of more than a week, humanized: days under 30, months under a year, else years (rounded). */
export function humanSpan(totalSec: number): HumanSpan {
  const days = totalSec / (24 * 3600);
  if (days < 30) return { unit: 'day', value: Math.round(days) };
  if (days < 365) return { unit: 'month', value: Math.round(days / 30) };
  return { unit: 'year', value: Math.round(days / 365) };
}

/**
 * What the countdown shows (spec 02 §4): before the start, '-' and the time to the start, or
 * 'Start At' and a humanized span when the start is more than a week away; while running, '-' and the
 * time to the end; 'Ended' after it.
 */
export type Countdown = { kind: 'startAt'; span: HumanSpan } | { kind: 'clock'; text: string } | { kind: 'ended' };

/** The countdown at `nowMs`. */
export function countdownAt(window: ContestWindow, nowMs: number): Countdown {
  const status = contestStatusAt(window, nowMs);
  if (status === ContestStatus.Ended) return { kind: 'ended' };
  const targetMs = status === ContestStatus.Scheduled ? window.startMs : window.endMs;
  // Ceil: the clock shows 0:00:01 during the last second, never 0:00:00 before the change.
  const leftSec = Math.ceil((targetMs - nowMs) / 1000);
  if (status === ContestStatus.Scheduled && leftSec > WEEK_SEC) return { kind: 'startAt', span: humanSpan(leftSec) };
  return { kind: 'clock', text: `-${clockText(leftSec)}` };
}
