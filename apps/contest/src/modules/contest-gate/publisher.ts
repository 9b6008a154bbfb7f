import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import type { EntityManager } from 'typeorm';
import { ContestGateMemberSchema, ContestGateStateSchema, contestGateKeys } from '@oj/contracts';
import type { ContestGateMember, ContestGateState, NatsNames } from '@oj/contracts';
import { bucketOpener } from '@oj/service-kit';
import { addToOutbox } from '@oj/service-kit/events';

/** The JetStream client of a service (the NATS plugin's decorator). */
type JetStream = FastifyInstance['js'];

// Gate entries live as long as their contest: no age limit (0), one revision kept.
const NO_AGE_LIMIT = 0;
const openBucket = bucketOpener();

/** Opens (creating it if need be) the gate's bucket: the outbox relay's writes need its stream. */
export function openGateBucket(js: JetStream, names: NatsNames) {
  return openBucket(js, names.kv.contestGate, NO_AGE_LIMIT);
}

function checked(schema: TSchema, value: unknown, what: string): void {
  if (Value.Check(schema, value)) return;
  const first = Value.Errors(schema, value).First();
  throw new Error(`invalid ${what}: ${first ? `${first.path} ${first.message}` : 'does not match its schema'}`);
}

/**
 * The contest service's side of the contest gate (docs/architecture.md, "Contest submissions"):
 * what judge-dispatch needs to accept a contest submission, in the KV bucket
 * natsNames(ns).kv.contestGate. Each write is recorded in the outbox inside the transaction of the
 * change it follows (a KV write is a publish on `$KV.<bucket>.<key>`, a deletion one with
 * `KV-Operation: DEL`), and the outbox relay publishes it after the commit, in the order recorded:
 * a service that dies between the commit and the publish loses nothing.
 * - `contest` when a contest or timed work is created or changed (times, auth, problems, admins,
 *   allowEndSubmit);
 * - `contestWithdrawn` when it is deleted, with its registrations;
 * - `member` on register-contest, start-timed-work and end-timed-work (hand-in);
 * - `memberWithdrawn` when a registration is removed.
 */
export class ContestGatePublisher {
  readonly #names: NatsNames;

  constructor(names: NatsNames) {
    this.#names = names;
  }

  /** Writes (or replaces) a contest's state. */
  async contest(tx: EntityManager, state: ContestGateState): Promise<void> {
    checked(ContestGateStateSchema, state, `contest gate state of contest ${state.cid}`);
    await this.#put(tx, contestGateKeys.contest(state.cid), state);
  }

  /** Removes a contest (refused as unknown at once) and the registrations of `memberUids`. */
  async contestWithdrawn(tx: EntityManager, cid: number, memberUids: readonly string[]): Promise<void> {
    await this.#delete(tx, contestGateKeys.contest(cid));
    for (const uid of memberUids) await this.#delete(tx, contestGateKeys.member(cid, uid));
  }

  /** Writes (or replaces) one user's registration or timed-work record. */
  async member(tx: EntityManager, member: ContestGateMember): Promise<void> {
    checked(ContestGateMemberSchema, member, `contest gate member of contest ${member.cid}`);
    await this.#put(tx, contestGateKeys.member(member.cid, member.uid), member);
  }

  /** Removes one user's registration. */
  async memberWithdrawn(tx: EntityManager, cid: number, uid: string): Promise<void> {
    await this.#delete(tx, contestGateKeys.member(cid, uid));
  }

  #subject(key: string): string {
    return `$KV.${this.#names.kv.contestGate}.${key}`;
  }

  // Each write its own message id: a republish after a crash is dropped, a later write is not.
  async #put(tx: EntityManager, key: string, value: unknown): Promise<void> {
    await addToOutbox(tx, { subject: this.#subject(key), msgId: `gate:${key}:${randomUUID()}`, payload: value });
  }

  async #delete(tx: EntityManager, key: string): Promise<void> {
    await addToOutbox(tx, { subject: this.#subject(key), msgId: `gate:${key}:${randomUUID()}`, payload: undefined, headers: { 'KV-Operation': 'DEL' } });
  }
}
