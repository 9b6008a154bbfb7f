import { Value } from '@sinclair/typebox/value';
import { contestFactsOfGate, seesOwnResult } from '@oj/access';
import { ContestGateMemberSchema, TIMED_WORK_CID_OFFSET, contestGateKeys, isContestGateUid, readContestGateState } from '@oj/contracts';
import type { AuthUser } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { bucketOpener } from '@oj/service-kit';

const openGate = bucketOpener();

/**
 * Whether `user` meets their own results in contest `cid` hidden now: a timed work (cid above the
 * offset) that runs for them (the contest policy's `seesOwnResult` over the gate's state and their
 * member entry; spec 02 §4). An unreadable gate hides (a timed work's result is never shown
 * unchecked); contests never hide a user's own standing.
 */
export async function ownResultsHidden(deps: Pick<Deps, 'js' | 'natsNames' | 'log'>, cid: number, user: AuthUser): Promise<boolean> {
  if (cid <= TIMED_WORK_CID_OFFSET) return false;
  try {
    const kv = await openGate(deps.js(), deps.natsNames.kv.contestGate, 0);
    const stateEntry = await kv.get(contestGateKeys.contest(cid));
    const state = stateEntry?.operation === 'PUT' ? readContestGateState(stateEntry.json()) : null;
    if (state === null || state.cid !== cid) return false;
    let member = null;
    if (isContestGateUid(user.uid)) {
      const entry = await kv.get(contestGateKeys.member(cid, user.uid));
      const value: unknown = entry?.operation === 'PUT' ? entry.json() : null;
      if (Value.Check(ContestGateMemberSchema, value) && value.cid === cid && value.uid === user.uid) member = value;
    }
    return !seesOwnResult(contestFactsOfGate(state), { uid: user.uid, roles: user.roles }, member, Date.now());
  } catch (error) {
    deps.log.warn({ err: (error as Error).message, cid }, 'timed work results hidden: the contest gate could not be read');
    return true;
  }
}
