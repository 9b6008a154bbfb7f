import type { KV } from '@nats-io/kv';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ContestGateKind, ContestGateMemberSchema, contestGateKeys, isContestGateUid, readContestGateState } from '@oj/contracts';
import type { ContestGateMember, ContestGateProblem, ContestGateState } from '@oj/contracts';
import { fail, ServiceMessage } from '@oj/service-kit';
import { contestIsRunning, decideContestSubmit } from './decide.ts';
import type { ContestSubmitDecision, ContestSubmitter } from './decide.ts';

/**
 * The gate's decision with what dispatch needs besides it: whether the contest runs at that moment
 * (its job then goes to the contest queue), read from the same entry, so a submission reads the
 * bucket once.
 */
export type ContestAdmission = (ContestSubmitDecision & { allowed: true; running: boolean }) | (ContestSubmitDecision & { allowed: false });

/** How dispatch learns whether a user may submit to a contest problem (docs/architecture.md, "Contest submissions"). */
export interface ContestGate {
  /** The contest problem submitted to and whether the contest runs, or the refusal's message; `now` decides the start and end edges. */
  mayUserSubmit(cid: number, pid: number, submitter: ContestSubmitter, now: Date): Promise<ContestAdmission>;
  /** Whether the contest (or timed work) runs at `now`; false when the bucket does not know it. Throws when the bucket cannot be read. */
  isRunning(cid: number, now: Date): Promise<boolean>;
}

/** A value of the bucket, or null when absent, deleted or not of the schema (a bad value refuses, never admits). */
async function readValue<S extends TSchema>(kv: KV, key: string, schema: S): Promise<Static<S> | null> {
  const value = await readJson(kv, key);
  return Value.Check(schema, value) ? value : null;
}

/** The JSON of a bucket entry, or undefined when absent, deleted or not JSON. */
async function readJson(kv: KV, key: string): Promise<unknown> {
  const entry = await kv.get(key);
  if (!entry || entry.operation !== 'PUT') return undefined;
  try {
    return entry.json();
  } catch {
    return undefined;
  }
}

/** A contest's state in the bucket (an entry of the older shape read as its author's: `readContestGateState`). */
async function readState(kv: KV, cid: number): Promise<ContestGateState | null> {
  return readContestGateState(await readJson(kv, contestGateKeys.contest(cid)));
}

/**
 * The gate over the contest service's KV bucket (natsNames(ns).kv.contestGate): two reads at once
 * per contest submission (the contest and the submitter's registration), no cache, so a
 * registration is seen as soon as the contest service has written it. An unreadable bucket refuses with a 503: a contest submission is never let through
 * unchecked (compare the submission interval, which fails open).
 */
export class KvContestGate implements ContestGate {
  readonly #bucket: () => Promise<KV>;
  readonly #inGroup: GroupStanding;

  /** `inGroup` adds the submitter's standing in a group contest's group (`withContestGroup` over the database). */
  constructor(bucket: () => Promise<KV>, inGroup: GroupStanding = async (_gid, submitter) => submitter) {
    this.#bucket = bucket;
    this.#inGroup = inGroup;
  }

  async mayUserSubmit(cid: number, pid: number, submitter: ContestSubmitter, now: Date): Promise<ContestAdmission> {
    // No contest has an id beyond the safe integers (nor could a key name it): unknown, not a bus failure.
    if (!Number.isSafeInteger(cid) || cid <= 0) return admissionOf(null, null, pid, submitter, now.getTime());
    let state;
    let member;
    try {
      const kv = await this.#bucket();
      [state, member] = await Promise.all([
        readState(kv, cid),
        isContestGateUid(submitter.uid) ? readValue(kv, contestGateKeys.member(cid, submitter.uid), ContestGateMemberSchema) : null,
      ]);
    } catch (error) {
      throw fail(ServiceMessage.busUnavailable, { cause: error });
    }
    // A value filed under another contest's key is not this contest's.
    const known = state?.cid === cid ? state : null;
    // A group's contest takes its members only: the submitter's level in its group, read now.
    const asker = known?.kind === ContestGateKind.Contest && known.gid !== null ? await this.#inGroup(known.gid, submitter) : submitter;
    return admissionOf(known, member?.cid === cid && member.uid === submitter.uid ? member : null, pid, asker, now.getTime());
  }

  async isRunning(cid: number, now: Date): Promise<boolean> {
    if (!Number.isSafeInteger(cid) || cid <= 0) return false;
    const state = await readState(await this.#bucket(), cid);
    return state?.cid === cid && contestIsRunning(state, now.getTime());
  }
}

/** The submitter with their standing in a contest's group. */
export type GroupStanding = (gid: number, submitter: ContestSubmitter) => Promise<ContestSubmitter>;

/** The decision over what was read, with whether the contest runs at `nowMs` when allowed. */
function admissionOf(
  state: ContestGateState | null,
  member: ContestGateMember | null,
  pid: number,
  submitter: ContestSubmitter,
  nowMs: number,
): ContestAdmission {
  const decision = decideContestSubmit(state, member, pid, submitter, nowMs);
  return decision.allowed ? { ...decision, running: state !== null && contestIsRunning(state, nowMs) } : decision;
}

/** The contest problem a submission goes to and whether its contest runs, or the conflict error of the gate's reason. */
export async function passContestGate(
  gate: ContestGate,
  cid: number,
  pid: number,
  submitter: ContestSubmitter,
  now = new Date(),
): Promise<{ problem: ContestGateProblem; running: boolean }> {
  const decision = await gate.mayUserSubmit(cid, pid, submitter, now);
  if (!decision.allowed) throw fail(decision.reason);
  return { problem: decision.problem, running: decision.running };
}
