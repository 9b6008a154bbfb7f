/**
 * The contest rules of spec 02 §4 and §6, pure: status from the times and a clock, who is a contest
 * admin, who may see inside, real-time permission and the account limit rule. Routes give them
 * plain facts; nothing here reads a table or the clock.
 */
import { ContestAuth, ContestStatus, Role } from '@oj/contracts';
import type { AccountLimitRuleDto } from '@oj/contracts';
import { ContestMessage } from './messages.ts';

/** Who asks: a signed-in user's uid and role codes, or null for an anonymous caller. */
export type ContestViewer = { uid: string; roles: readonly number[] } | null;

/** The facts of a contest these rules read. */
export interface ContestFacts {
  uid: string;
  gid: number | null;
  auth: number;
  startTime: Date;
  endTime: Date;
  visible: boolean;
  sealRank: boolean;
  sealRankTime: Date | null;
  autoRealRank: boolean;
}

export type ContestStatusCode = (typeof ContestStatus)[keyof typeof ContestStatus];

/** Scheduled before the start, running from the start (inclusive) to the end (exclusive), then ended. */
export function contestStatusAt(contest: Pick<ContestFacts, 'startTime' | 'endTime'>, nowMs: number): ContestStatusCode {
  if (nowMs < contest.startTime.getTime()) return ContestStatus.Scheduled;
  return nowMs < contest.endTime.getTime() ? ContestStatus.Running : ContestStatus.Ended;
}

/**
 * Contest admin (spec 02 §4, spec 03 §6): the author, a super admin, or (once groups exist) an
 * admin of level 5 of the owning group. The one place that says so.
 */
export function isContestAdmin(contest: Pick<ContestFacts, 'uid' | 'gid'>, viewer: ContestViewer): boolean {
  if (viewer === null) return false;
  return viewer.roles.includes(Role.SuperAdmin) || viewer.uid === contest.uid;
}

/** Whether the viewer may know the contest exists: hidden contests are their admins' only. */
export function canSeeContest(contest: ContestFacts, viewer: ContestViewer): boolean {
  return contest.visible || isContestAdmin(contest, viewer);
}

/**
 * Why a signed-in viewer may not see inside the contest (problems, their pages, announcements),
 * or null when they may: admins always; others not before the start, and for a private contest
 * only once registered. Protected and public contests show their inside to everyone.
 */
export function insideRefusal(contest: ContestFacts, viewer: ContestViewer, registered: boolean, nowMs: number): string | null {
  if (isContestAdmin(contest, viewer)) return null;
  if (contestStatusAt(contest, nowMs) === ContestStatus.Scheduled) return ContestMessage.contestNotStarted;
  if (contest.auth === ContestAuth.Private && !registered) return ContestMessage.notRegistered;
  return null;
}

/** get-contest-access: public contests need nothing; private and protected ones a registration (admins never). */
export function hasContestAccess(contest: ContestFacts, viewer: ContestViewer, registered: boolean): boolean {
  return contest.auth === ContestAuth.Public || registered || isContestAdmin(contest, viewer);
}

/**
 * Real-time permission (spec 02 §4): admins always; everyone while the rank is not sealed or the
 * seal has not begun; after the end, everyone when the board unseals (autoRealRank).
 */
export function hasRealTimePermission(contest: ContestFacts, isAdmin: boolean, nowMs: number): boolean {
  if (isAdmin || !contest.sealRank || contest.sealRankTime === null || nowMs < contest.sealRankTime.getTime()) return true;
  return contest.autoRealRank && nowMs >= contest.endTime.getTime();
}

/**
 * The account limit rule: `prefix` + a number from `start` to `end` + `suffix` (the number as
 * generated accounts spell it: no leading zeros), or one of the `extra` usernames.
 */
export function passesAccountLimit(rule: AccountLimitRuleDto, username: string): boolean {
  if (rule.extra.includes(username)) return true;
  if (username.length < rule.prefix.length + rule.suffix.length) return false;
  if (!username.startsWith(rule.prefix) || !username.endsWith(rule.suffix)) return false;
  const middle = username.slice(rule.prefix.length, username.length - rule.suffix.length);
  if (!/^(0|[1-9]\d{0,8})$/.test(middle)) return false;
  const number = Number(middle);
  return number >= rule.start && number <= rule.end;
}
