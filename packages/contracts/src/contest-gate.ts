/**
 * The contest gate: what judge-dispatch needs to know to accept a contest submission, published by
 * the contest service to the KV bucket `natsNames(ns).kv.contestGate` and read by dispatch on each
 * contest submission, so dispatch never reads the contest service's tables (docs/architecture.md,
 * "Contest submissions").
 *
 * Keys: `contest.<cid>` holds a contest's state (times, not a status, so the start and end edges
 * are decided at submit time, never by a stale flag); `member.<cid>.<uid>` holds one user's
 * registration (for a timed work: when the user started it and whether they handed in).
 */
import { Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { Static } from '@sinclair/typebox';

/** Spec 02 §7: a timed work's submissions carry cid = its id + 50000. */
export const TIMED_WORK_CID_OFFSET = 50_000;

/** Contest auth (spec 02 §3): public, private (registration to enter), protected (registration to submit). */
export const ContestAuth = { Public: 0, Private: 1, Protected: 2 } as const;

/** What the gate guards: a contest, or a timed work (cid = tid + TIMED_WORK_CID_OFFSET). */
export const ContestGateKind = { Contest: 'contest', TimedWork: 'timedWork' } as const;

/** Users ids as they may appear in a key (KV keys allow letters, digits, `-` and `_` here). */
export const CONTEST_GATE_UID_PATTERN = '^[A-Za-z0-9_-]{1,64}$';

const Millis = Type.Integer({ minimum: 0 });
// Ids stay within the safe integers, so each is exactly one key.
const Id = Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER });

/** One problem of a contest: the bank's problem id, the contest-problem id and its display id ("A"). */
export const ContestGateProblemSchema = Type.Object({
  pid: Id,
  cpid: Id,
  displayId: Type.String({ minLength: 1, maxLength: 64 }),
});
export type ContestGateProblem = Static<typeof ContestGateProblemSchema>;

/** `contest.<cid>`: the submit-relevant state of one contest or timed work. */
export const ContestGateStateSchema = Type.Object({
  cid: Id,
  kind: Type.Union([Type.Literal(ContestGateKind.Contest), Type.Literal(ContestGateKind.TimedWork)]),
  auth: Type.Union([Type.Literal(ContestAuth.Public), Type.Literal(ContestAuth.Private), Type.Literal(ContestAuth.Protected)]),
  startTimeMs: Millis,
  endTimeMs: Millis,
  /** Timed work: how long one user's attempt lasts from its start (spec 02 §4); null for contests. */
  durationSec: Type.Union([Type.Null(), Type.Integer({ minimum: 1 })]),
  /** Spec 02 §4: an ended contest takes submissions only with this on. */
  allowEndSubmit: Type.Boolean(),
  /**
   * The author and the owning group: who runs the contest is decided at each call by the contest
   * policy (@oj/access `isContestAdmin`) from these and the caller's current roles, never from a list
   * copied when the contest was saved.
   */
  authorUid: Type.String({ minLength: 1, maxLength: 64 }),
  gid: Type.Union([Type.Null(), Id]),
  problems: Type.Array(ContestGateProblemSchema, { maxItems: 500 }),
  /**
   * When the board's seal starts (spec 02 §4), or null when the contest is not sealed. Dispatch
   * hides other users' results made from then on (contest-submissions, details). Absent = not sealed.
   */
  sealRankTimeMs: Type.Optional(Type.Union([Type.Null(), Millis])),
  /** After the end: true unseals the board (and the hidden results), false keeps them sealed. Absent = true. */
  autoRealRank: Type.Optional(Type.Boolean()),
  /** Contest rule (spec 02 §1): 0 ACM, 1 OI. */
  type: Type.Optional(Type.Union([Type.Literal(0), Type.Literal(1)])),
  /** When the contest service wrote this state (for operators and staleness checks). */
  publishedAtMs: Millis,
});
export type ContestGateState = Static<typeof ContestGateStateSchema>;

/**
 * A contest's gate value as read from the bucket, or null when it is not a state. An entry written
 * before the contest policy (issue 20, F5) names `adminUids` (the author first) instead of
 * `authorUid` and `gid`: it reads as that author's contest until the contest service writes it again,
 * so a deployment's ended contests keep working after the upgrade.
 */
export function readContestGateState(value: unknown): ContestGateState | null {
  if (Value.Check(ContestGateStateSchema, value)) return value;
  if (typeof value !== 'object' || value === null || 'authorUid' in value || !('adminUids' in value)) return null;
  const { adminUids, ...rest } = value;
  const author: unknown = Array.isArray(adminUids) ? adminUids[0] : undefined;
  const upgraded: unknown = { ...rest, authorUid: author, gid: null };
  return Value.Check(ContestGateStateSchema, upgraded) ? upgraded : null;
}

/** `member.<cid>.<uid>`: a registration; for a timed work, its record (start, hand-in). */
export const ContestGateMemberSchema = Type.Object({
  cid: Id,
  uid: Type.String({ pattern: CONTEST_GATE_UID_PATTERN }),
  /** Registered (contest) or started answering (timed work). */
  registeredAtMs: Millis,
  /** Timed work: handed in, so no more submissions; null while answering (always null for contests). */
  handedInAtMs: Type.Union([Type.Null(), Millis]),
});
export type ContestGateMember = Static<typeof ContestGateMemberSchema>;

const UID = new RegExp(CONTEST_GATE_UID_PATTERN);

/** Whether a user id can be a key part (ids that cannot are never registered anywhere). */
export function isContestGateUid(uid: string): boolean {
  return UID.test(uid);
}

/** Keys of the contest-gate bucket. */
export const contestGateKeys = {
  contest: (cid: number): string => `contest.${cid}`,
  member: (cid: number, uid: string): string => `member.${cid}.${uid}`,
  /** Every member key of one contest (a KV filter). */
  membersOf: (cid: number): string => `member.${cid}.>`,
};
