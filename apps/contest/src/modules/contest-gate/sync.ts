import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { MoreThan } from 'typeorm';
import { ContestAuth, ContestGateKind, ContestType, contestGateKeys, isContestGateUid } from '@oj/contracts';
import type { ContestGateState, NatsNames } from '@oj/contracts';
import { ContestEntity, ContestProblemEntity, ContestRegisterEntity } from '@oj/db';
import type { ContestProblemRow, ContestRow } from '@oj/db';
import { addToOutbox } from '@oj/service-kit/events';
import { contestFactsOf } from '../contest/rules.ts';
import type { ContestGatePublisher } from './publisher.ts';

type GateAuth = ContestGateState['auth'];

function gateAuthOf(contest: ContestRow): GateAuth {
  // A hidden contest is published as private: only its admins and users registered before it was
  // hidden get through (the gate has no visibility of its own).
  if (!contest.visible) return ContestAuth.Private;
  return contest.auth === ContestAuth.Private ? ContestAuth.Private : contest.auth === ContestAuth.Protected ? ContestAuth.Protected : ContestAuth.Public;
}

/** What dispatch needs of a contest to admit its submissions (the wire schema of @oj/contracts). */
export function gateStateOf(contest: ContestRow, problems: readonly ContestProblemRow[], nowMs: number): ContestGateState {
  return {
    cid: contest.id,
    kind: ContestGateKind.Contest,
    auth: gateAuthOf(contest),
    startTimeMs: contest.startTime.getTime(),
    endTimeMs: contest.endTime.getTime(),
    durationSec: null,
    allowEndSubmit: contest.allowEndSubmit,
    // Who runs it is the contest policy's answer over these and the caller's current roles (F5).
    authorUid: contest.uid,
    gid: contest.gid !== null && contest.gid > 0 ? contest.gid : null,
    problems: problems.map((problem) => ({ pid: problem.pid, cpid: problem.id, displayId: problem.displayId })),
    // What dispatch's contest submission list needs to hide results behind the board's seal.
    sealRankTimeMs: contestFactsOf(contest).sealStartMs,
    autoRealRank: contest.autoRealRank,
    type: contest.type === ContestType.OI ? ContestType.OI : ContestType.ACM,
    publishedAtMs: nowMs,
  };
}

/** What the sync needs of its service. */
export interface ContestGateSyncOptions {
  db: () => DataSource;
  publisher: ContestGatePublisher;
  names: NatsNames;
  /** Publishes what the outbox holds; resolves at once while NATS refuses (the relay retries). */
  flush: () => Promise<void>;
  /** The gate entries this service holds now (the start-up repair keeps existing member entries). */
  gateKeys: (filter: string) => Promise<Set<string>>;
  /** After the commit and the publish: this instance's scoreboards take the change. Must not throw. */
  afterCommit?: (cid: number, deleted: boolean) => Promise<void>;
  clock?: () => number;
}

/**
 * Keeps the contest gate in step with the contest tables, through the outbox: each change runs in a
 * transaction that also records the gate entries it leads to, read from the tables as the
 * transaction leaves them, and the `contest changed` event every contest-service instance's boards
 * listen to. The contest's row is locked first, so concurrent changes of one contest record their
 * entries in commit order, and the relay publishes them in that order. After the commit the call
 * waits for the publish (so a user who has just registered can submit at once), unless NATS is down:
 * the change stands, and the relay publishes when NATS is back (docs/architecture.md, "Contest
 * submissions").
 */
export class ContestGateSync {
  readonly #options: ContestGateSyncOptions;
  readonly #clock: () => number;

  constructor(options: ContestGateSyncOptions) {
    this.#options = options;
    this.#clock = options.clock ?? Date.now;
  }

  /** A new contest (created or cloned): `create` inserts it and returns its id. */
  async createContest(create: (tx: EntityManager) => Promise<number>): Promise<number> {
    const cid = await this.#options.db().transaction(async (tx) => {
      const id = await create(tx);
      await this.#recordContest(tx, id);
      return id;
    });
    await this.#committed(cid, false);
    return cid;
  }

  /** A change of a contest's settings, visibility or problems: `change` runs with the contest's row locked. */
  async changeContest<T>(cid: number, change: (tx: EntityManager) => Promise<T>): Promise<T> {
    const { result, deleted } = await this.#options.db().transaction(async (tx) => {
      await lockContest(tx, cid);
      const outcome = await change(tx);
      return { result: outcome, deleted: !(await this.#recordContest(tx, cid)) };
    });
    await this.#committed(cid, deleted);
    return result;
  }

  /**
   * A change of a contest's announcements: `change` runs in a transaction that records the `contest changed`
   * event, so every instance's board forgets the announcements it kept. The gate's entries do not depend on
   * them: nothing else is recorded, and the contest's row is not locked.
   */
  async changeAnnouncements<T>(cid: number, change: (tx: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.#options.db().transaction(async (tx) => {
      const outcome = await change(tx);
      await this.#recordChanged(tx, cid);
      return outcome;
    });
    await this.#committed(cid, false);
    return result;
  }

  /** Deletes a contest: `remove` deletes its rows; the gate refuses it at once and forgets its registrations. */
  async deleteContest(cid: number, remove: (tx: EntityManager) => Promise<void>): Promise<void> {
    await this.#options.db().transaction(async (tx) => {
      await lockContest(tx, cid);
      const members = (await registrations(tx, cid)).map((row) => row.uid).filter(isContestGateUid);
      await remove(tx);
      await this.#options.publisher.contestWithdrawn(tx, cid, members);
      await this.#recordChanged(tx, cid);
    });
    await this.#committed(cid, true);
  }

  /**
   * A registration: `register` inserts it and says whether it did (registering again changes
   * nothing, and writes nothing: an entry may hold more than the row, a hand-in once timed work exists).
   */
  async registerMember(cid: number, uid: string, register: (tx: EntityManager) => Promise<boolean>): Promise<void> {
    const recorded = await this.#options.db().transaction(async (tx) => {
      if (!(await register(tx)) || !isContestGateUid(uid)) return false;
      const row = await tx.getRepository(ContestRegisterEntity).findOneOrFail({ where: { cid, uid }, select: { gmtCreate: true } });
      await this.#options.publisher.member(tx, { cid, uid, registeredAtMs: row.gmtCreate.getTime(), handedInAtMs: null });
      return true;
    });
    if (recorded) await this.#options.flush();
  }

  /**
   * At service start: records again every contest that still takes submissions (not ended, or
   * open after the end), repairing a bucket that lost its entries (NATS's store wiped); the
   * outbox already covers a service that died between a commit and its publish. A registration is
   * recorded only when its entry is missing: an existing entry is kept as it is, every field of it
   * (a hand-in is written by timed work, not read from the registration row). Returns how many
   * contests it recorded.
   */
  async repairOpenContests(): Promise<number> {
    const db = this.#options.db();
    const now = new Date(this.#clock());
    const contests = await db.getRepository(ContestEntity).find({ where: [{ endTime: MoreThan(now) }, { allowEndSubmit: true }], select: { id: true } });
    for (const { id } of contests) {
      const present = await this.#options.gateKeys(contestGateKeys.membersOf(id));
      await db.transaction(async (tx) => {
        await lockContest(tx, id);
        if (!(await this.#recordContest(tx, id))) return;
        for (const member of await registrations(tx, id)) {
          if (!isContestGateUid(member.uid) || present.has(contestGateKeys.member(id, member.uid))) continue;
          await this.#options.publisher.member(tx, { cid: id, uid: member.uid, registeredAtMs: member.gmtCreate.getTime(), handedInAtMs: null });
        }
      });
    }
    await this.#options.flush();
    return contests.length;
  }

  /** Records the contest's state as `tx` sees it (or its withdrawal when it is gone); false when gone. */
  async #recordContest(tx: EntityManager, cid: number): Promise<boolean> {
    const contest = await tx.getRepository(ContestEntity).findOne({ where: { id: cid } });
    if (contest) {
      const problems = await tx.getRepository(ContestProblemEntity).find({ where: { cid }, order: { id: 'ASC' } });
      await this.#options.publisher.contest(tx, gateStateOf(contest, problems, this.#clock()));
    } else {
      await this.#options.publisher.contestWithdrawn(tx, cid, []);
    }
    await this.#recordChanged(tx, cid);
    return contest !== null;
  }

  /** The `contest changed` event: every contest-service instance refreshes its board of the contest. */
  async #recordChanged(tx: EntityManager, cid: number): Promise<void> {
    await addToOutbox(tx, { subject: this.#options.names.subjects.contestChanged, msgId: `contest-changed:${cid}:${randomUUID()}`, payload: { cid } });
  }

  async #committed(cid: number, deleted: boolean): Promise<void> {
    await this.#options.flush();
    await this.#options.afterCommit?.(cid, deleted);
  }
}

/**
 * Locks the contest's row before anything else in the transaction: concurrent changes of one
 * contest then run one after the other, and what each reads afterwards (its read view starts
 * after the lock) includes the changes committed before it.
 */
async function lockContest(tx: EntityManager, cid: number): Promise<void> {
  await tx.query('SELECT `id` FROM `contest` WHERE `id` = ? FOR UPDATE', [cid]);
}

function registrations(tx: EntityManager, cid: number): Promise<{ uid: string; gmtCreate: Date }[]> {
  return tx.getRepository(ContestRegisterEntity).find({ where: { cid }, select: { uid: true, gmtCreate: true } });
}
