import { ContestAuth, ContestStatus, ContestType } from '@oj/contracts';
import type { ContestInfoDto } from '@oj/contracts';
import type { ContestStatusCode } from './countdown.ts';

/** What the contest rules read of a contest. */
export type ContestRuleFacts = Pick<ContestInfoDto, 'auth' | 'type' | 'isAdmin' | 'allowEndSubmit' | 'viewerSeal' | 'openPrint'>;

/**
 * Whether the viewer needs the contest password (spec 02 §4): a contest that is not public, without
 * access; contest admins never do.
 */
export function needsPassword(contest: Pick<ContestRuleFacts, 'auth' | 'isAdmin'>, access: boolean): boolean {
  return contest.auth !== ContestAuth.Public && !access && !contest.isAdmin;
}

/**
 * Real-time rank permission (spec 02 §4) at `nowMs`, as the server's contest policy answered it: the
 * seal this viewer meets (`viewerSeal`, null for contest admins and unsealed contests) does not cover
 * `nowMs`. Only the clock is followed here; who is sealed and until when is the server's answer.
 */
export function realTimeRankAt(contest: Pick<ContestRuleFacts, 'viewerSeal'>, nowMs: number): boolean {
  const seal = contest.viewerSeal;
  if (seal === null) return true;
  return nowMs < Date.parse(seal.from) || (seal.until !== null && nowMs >= Date.parse(seal.until));
}

/** Why a submission may not leave, or null when it may. 'password' opens the password dialog. */
export type SubmitRefusal = 'ended' | 'scheduled' | 'login' | 'password';

/**
 * Spec 02 §4 "Contest submitting": ended only with allowEndSubmit; scheduled for admins only;
 * otherwise signed in; a contest that is not public needs access (the password dialog opens).
 */
export function submitRefusal(
  contest: Pick<ContestRuleFacts, 'auth' | 'isAdmin' | 'allowEndSubmit'>,
  status: ContestStatusCode,
  loggedIn: boolean,
  access: boolean,
): SubmitRefusal | null {
  if (status === ContestStatus.Ended && !contest.allowEndSubmit) return 'ended';
  if (status === ContestStatus.Scheduled && !contest.isAdmin) return 'scheduled';
  if (!loggedIn) return 'login';
  if (needsPassword(contest, access)) return 'password';
  return null;
}

/** 'ended' and 'scheduled' close the submit button; the others are answered when the user submits. */
export function closesSubmit(refusal: SubmitRefusal | null): boolean {
  return refusal === 'ended' || refusal === 'scheduled';
}

/**
 * Spec 02 §4 "OI submit rule": in an OI contest, without real-time permission, a user who already
 * submitted to the problem confirms that the new submission overwrites it.
 */
export function asksOverwrite(contest: Pick<ContestRuleFacts, 'type'>, realTimeRank: boolean, myStatus: number, notAttempted: number): boolean {
  return contest.type === ContestType.OI && !realTimeRank && myStatus !== notAttempted;
}

/** The confirmed OI submission leaves this long after the confirmation (spec 02 §4). */
export const OVERWRITE_SUBMIT_DELAY_MS = 1000;
