import type { Deps } from '../../deps.ts';
import type { KV } from '@nats-io/kv';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { contestGateKeys, ContestGateKind, ContestGateMemberSchema, ContestGateStateSchema, isContestGateUid, SubmissionMessage } from '@oj/contracts';
import { bucketOpener, fail, ServiceMessage } from '@oj/service-kit';
import { withContestGroup } from '@oj/db/reads';
import type { Viewer } from './access.ts';
import { contestListAccess } from './contest-rules.ts';
import type { ContestView, ContestViewer } from './contest-rules.ts';

// The contest versions of the submission calls read the same bucket as the submit gate
// (docs/architecture.md, "Contest submissions: the contest gate"): the contest's state and the
// viewer's registration, never the contest service's tables. No age limit, as the gate opens it.
const openBucket = bucketOpener();

/** A value of the bucket, or null when absent, deleted or not of the schema. */
async function readValue<S extends TSchema>(kv: KV, key: string, schema: S): Promise<Static<S> | null> {
  const entry = await kv.get(key);
  if (!entry || entry.operation !== 'PUT') return null;
  let value: unknown;
  try {
    value = entry.json();
  } catch {
    return null;
  }
  return Value.Check(schema, value) ? value : null;
}

/**
 * The contest `cid` as the contest service published it, with `uid`'s registration; null when the
 * bucket does not know the contest. 503 when the bucket cannot be read: a contest's results are
 * never shown unchecked.
 */
export async function readContestView(deps: Pick<Deps, 'db' | 'js' | 'natsNames'>, cid: number, uid: string | null): Promise<ContestView | null> {
  if (!Number.isSafeInteger(cid) || cid <= 0) return null;
  let view: ContestView;
  try {
    const kv = await openBucket(deps.js(), deps.natsNames.kv.contestGate, 0);
    const [state, member] = await Promise.all([
      readValue(kv, contestGateKeys.contest(cid), ContestGateStateSchema),
      uid !== null && isContestGateUid(uid) ? readValue(kv, contestGateKeys.member(cid, uid), ContestGateMemberSchema) : null,
    ]);
    // A value filed under another contest's key is not this contest's.
    if (state?.cid !== cid) return null;
    view = { state, member: member?.cid === cid && member.uid === uid ? member : null, group: {} };
  } catch (error) {
    throw fail(ServiceMessage.busUnavailable, { cause: error });
  }
  // A group's contest: the viewer's standing in its group (a level-5 member runs it; only members take part).
  if (view.state.kind === ContestGateKind.Contest && view.state.gid !== null && uid !== null) {
    const asker: ContestViewer = { uid, roles: [] };
    const { groupLevel, groupContentOpen } = await withContestGroup(deps.db, view.state.gid, asker);
    view.group = { groupLevel, groupContentOpen };
  }
  return view;
}

/** The contest `cid`, or 404 "The contest does not exist". */
export async function requireContestView(deps: Pick<Deps, 'db' | 'js' | 'natsNames'>, cid: number, uid: string | null): Promise<ContestView> {
  const view = await readContestView(deps, cid, uid);
  if (!view) throw fail(SubmissionMessage.contestNotExists);
  return view;
}

/**
 * Whether the core list (get-submission-list with a contestID) shows the viewer every row of the
 * contest: when the contest policy gives them the whole contest (F9: not an admin role that does not
 * run it while it runs or stays sealed). A contest the gate no longer knows has no seal left to
 * keep: admin roles see its rows (spec 01 §6).
 */
export async function seesWholeContest(deps: Pick<Deps, 'db' | 'js' | 'natsNames'>, cid: number, viewer: Viewer, nowMs: number): Promise<boolean> {
  if (viewer.uid === null) return false;
  const view = await readContestView(deps, cid, viewer.uid);
  if (!view) return viewer.isAdmin;
  return contestListAccess(view, viewer, nowMs) === 'full';
}
