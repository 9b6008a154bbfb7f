import { ContestStatus, TIMED_WORK_CID_OFFSET, Verdict } from '@oj/contracts';
import type { TimedWorkInfoDto } from '@oj/contracts';

/** The tabs of a timed work (spec 02 §2). */
export const TIMED_WORK_TAB_KEYS = ['overview', 'problems', 'submissions', 'rank'] as const;
export type TimedWorkTabKey = (typeof TIMED_WORK_TAB_KEYS)[number];

/**
 * Which tabs show and which are disabled, as the server's rules answered them (get-timed-work-info):
 * problems and submissions once entered, submissions for the admin roles only, the rank once unlocked.
 */
export function timedWorkTabs(info: Pick<TimedWorkInfoDto, 'isAdmin' | 'canSeeProblems' | 'canSeeRank'>): { key: TimedWorkTabKey; disabled: boolean }[] {
  const tabs: { key: TimedWorkTabKey; disabled: boolean }[] = [
    { key: 'overview', disabled: false },
    { key: 'problems', disabled: !info.canSeeProblems },
  ];
  if (info.isAdmin) tabs.push({ key: 'submissions', disabled: false });
  tabs.push({ key: 'rank', disabled: !info.canSeeRank });
  return tabs;
}

/** The tab of a path under /timedwork/:id (the problem pages belong to the problems tab). */
export function timedWorkTabOfPath(pathname: string): TimedWorkTabKey {
  const rest = pathname.replace(/^\/timedwork\/[^/]+\/?/, '');
  if (rest.startsWith('problem')) return 'problems';
  if (rest.startsWith('submissions')) return 'submissions';
  if (rest.startsWith('rank')) return 'rank';
  return 'overview';
}

/** Whether the path is one problem's page. */
export function isTimedWorkProblemPath(pathname: string): boolean {
  return /^\/timedwork\/[^/]+\/problem\//.test(pathname);
}

/** The contest id a timed work's submissions carry (spec 02 §9: its id + 50000). */
export const timedWorkCid = (tid: number): number => tid + TIMED_WORK_CID_OFFSET;

/** Spec 02 §2 rank cell colours: -5 grey, 0 green, 8 blue, -1 red (others plain). */
export function rankCellColor(status: number): string | undefined {
  if (status === Verdict.SubmittedUnknownResult) return '#d9d9d9';
  if (status === Verdict.Accepted) return '#b7eb8f';
  if (status === Verdict.PartialAccepted) return '#91caff';
  if (status === Verdict.WrongAnswer) return '#ffa39e';
  return undefined;
}

/** Whether the viewer's attempt runs now (by the personal window, the clock corrected by the server's). */
export function attemptRunning(info: Pick<TimedWorkInfoDto, 'record' | 'personalEndTime'>, nowMs: number): boolean {
  return info.record !== null && info.record.endTime === null && nowMs < Date.parse(info.personalEndTime);
}

/** The window the header's progress and countdown follow: the user's own attempt once started, else the work's. */
export function shownWindow(info: Pick<TimedWorkInfoDto, 'record' | 'startTime' | 'endTime' | 'personalEndTime'>): { startMs: number; endMs: number } {
  if (info.record === null) return { startMs: Date.parse(info.startTime), endMs: Date.parse(info.endTime) };
  const endMs = info.record.endTime === null ? Date.parse(info.personalEndTime) : Date.parse(info.record.endTime);
  return { startMs: Date.parse(info.record.startTime), endMs };
}

export { ContestStatus };
