/**
 * The contest service's side of the contest policy (@oj/access, spec 02 §4 and §6): the facts the
 * policy reads of a contest row and a caller, and the messages of its refusals. The rules themselves
 * (contest admin, entering, the seal) live in the policy only; the account limit rule, which only
 * registration reads, stays here.
 */
import { ContestGateKind, ContestMessage } from '@oj/contracts';
import type { AccountLimitRuleDto, ServerMessage } from '@oj/contracts';
import { contestViewerOf } from '@oj/access';
import type { ContestFacts, ContestViewer as PolicyViewer, InsideRefusal } from '@oj/access';
import type { ContestRow } from '@oj/db';
import { withContestGroup } from '@oj/db/reads';
import type { DataSource } from 'typeorm';

/**
 * Who asks: a signed-in user's uid and current role codes, and about a group's contest their
 * standing in its group (`inContest`), or null for an anonymous caller.
 */
export type ContestViewer = ({ uid: string; roles: readonly number[] } & Pick<PolicyViewer, 'groupLevel' | 'groupContentOpen'>) | null;

/** What the policy reads of a contest row. */
export function contestFactsOf(
  contest: Pick<ContestRow, 'uid' | 'gid' | 'auth' | 'visible' | 'startTime' | 'endTime' | 'sealRank' | 'sealRankTime' | 'autoRealRank' | 'allowEndSubmit'>,
): ContestFacts {
  return {
    kind: ContestGateKind.Contest,
    authorUid: contest.uid,
    // Older rows may spell "no group" 0, as the gate reads them.
    gid: contest.gid !== null && contest.gid > 0 ? contest.gid : null,
    auth: contest.auth,
    visible: contest.visible,
    startTimeMs: contest.startTime.getTime(),
    endTimeMs: contest.endTime.getTime(),
    sealStartMs: contest.sealRank && contest.sealRankTime !== null ? contest.sealRankTime.getTime() : null,
    autoRealRank: contest.autoRealRank,
    allowEndSubmit: contest.allowEndSubmit,
    durationSec: null,
  };
}

/** The caller as the policy reads them. */
export function policyViewerOf(viewer: ContestViewer): PolicyViewer {
  return viewer === null ? contestViewerOf(null) : { ...viewer };
}

/**
 * The caller as they ask about this contest: for a group's contest with their standing in its group
 * (read once from the group's facts: `withContestGroup`); as they are otherwise.
 */
export async function inContest(db: DataSource, contest: Pick<ContestRow, 'gid'> | null, viewer: ContestViewer): Promise<ContestViewer> {
  if (viewer === null || contest === null) return viewer;
  return withContestGroup(db, contest.gid, { uid: viewer.uid, roles: viewer.roles });
}

/** The message of each refusal of the policy the contest calls meet. */
export const REFUSAL_MESSAGES: Readonly<Record<InsideRefusal, ServerMessage>> = {
  notStarted: ContestMessage.contestNotStarted,
  notRegistered: ContestMessage.notRegistered,
  notGroupMember: ContestMessage.notGroupMember,
};

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
