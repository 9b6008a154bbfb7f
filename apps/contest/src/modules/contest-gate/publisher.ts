import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { ContestGateMemberSchema, ContestGateStateSchema, contestGateKeys } from '@oj/contracts';
import type { ContestGateMember, ContestGateState, NatsNames } from '@oj/contracts';
import { bucketOpener } from '@oj/service-kit';

/** The JetStream client of a service (the NATS plugin's decorator). */
type JetStream = FastifyInstance['js'];

// Gate entries live as long as their contest: no age limit (0), one revision kept.
const NO_AGE_LIMIT = 0;
const openBucket = bucketOpener();

function checked(schema: TSchema, value: unknown, what: string): void {
  if (Value.Check(schema, value)) return;
  const first = Value.Errors(schema, value).First();
  throw new Error(`invalid ${what}: ${first ? `${first.path} ${first.message}` : 'does not match its schema'}`);
}

/**
 * The contest service's side of the contest gate (docs/architecture.md, "Contest submissions"):
 * writes to the KV bucket natsNames(ns).kv.contestGate what judge-dispatch needs to accept a
 * contest submission. Call it after the change is committed to the contest tables, and await it
 * before answering, so a user who has just registered can submit at once:
 * - `publishContest` when a contest or timed work is created or changed (times, auth, problems,
 *   admins, allowEndSubmit), and for every contest at start (repairs a write lost to a crash);
 * - `withdrawContest` when it is deleted (its registrations go with it);
 * - `publishMember` on register-contest, start-timed-work and end-timed-work (hand-in);
 * - `withdrawMember` when a registration is removed.
 */
export class ContestGatePublisher {
  readonly #js: () => JetStream;
  readonly #names: NatsNames;

  constructor(js: () => JetStream, names: NatsNames) {
    this.#js = js;
    this.#names = names;
  }

  /** Writes (or replaces) a contest's state. */
  async publishContest(state: ContestGateState): Promise<void> {
    checked(ContestGateStateSchema, state, `contest gate state of contest ${state.cid}`);
    await (await this.#bucket()).put(contestGateKeys.contest(state.cid), JSON.stringify(state));
  }

  /** Removes a contest: it is refused as unknown at once, then its registrations are removed. */
  async withdrawContest(cid: number): Promise<void> {
    const kv = await this.#bucket();
    await kv.delete(contestGateKeys.contest(cid));
    const keys: string[] = [];
    for await (const key of await kv.keys(contestGateKeys.membersOf(cid))) keys.push(key);
    for (const key of keys) await kv.delete(key);
  }

  /** Writes (or replaces) one user's registration or timed-work record. */
  async publishMember(member: ContestGateMember): Promise<void> {
    checked(ContestGateMemberSchema, member, `contest gate member of contest ${member.cid}`);
    await (await this.#bucket()).put(contestGateKeys.member(member.cid, member.uid), JSON.stringify(member));
  }

  /** Removes one user's registration. */
  async withdrawMember(cid: number, uid: string): Promise<void> {
    await (await this.#bucket()).delete(contestGateKeys.member(cid, uid));
  }

  #bucket() {
    return openBucket(this.#js(), this.#names.kv.contestGate, NO_AGE_LIMIT);
  }
}
