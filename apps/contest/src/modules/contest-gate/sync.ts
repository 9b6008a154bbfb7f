import type { DataSource } from 'typeorm';
import { MoreThan } from 'typeorm';
import { ContestAuth, ContestGateKind, ContestType, isContestGateUid } from '@oj/contracts';
import type { ContestGateState } from '@oj/contracts';
import { ContestEntity, ContestProblemEntity, ContestRegisterEntity } from '@oj/db';
import type { ContestProblemRow, ContestRow } from '@oj/db';
import { AppError, ServiceMessage, ServiceUnavailableError } from '@oj/service-kit';
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

/** A failed gate write is the message bus's failure: 503 to the caller, who may try again. */
async function onBus(write: () => Promise<void>): Promise<void> {
  try {
    await write();
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw new ServiceUnavailableError(ServiceMessage.busUnavailable, { cause: error });
  }
}

/**
 * Keeps the contest gate in step with the contest tables: each call reads what it publishes from
 * the database after the change committed, so the entry is what the tables say, whatever the order
 * of concurrent changes. Await it before answering (docs/architecture.md, "Contest submissions").
 */
export class ContestGateSync {
  readonly #db: () => DataSource;
  readonly #publisher: ContestGatePublisher;
  readonly #clock: () => number;

  constructor(db: () => DataSource, publisher: ContestGatePublisher, clock: () => number = Date.now) {
    this.#db = db;
    this.#publisher = publisher;
    this.#clock = clock;
  }

  /** After a contest or its problems changed: publishes its state, or withdraws it when it is gone. */
  async contestChanged(cid: number): Promise<void> {
    const db = this.#db();
    const contest = await db.getRepository(ContestEntity).findOne({ where: { id: cid } });
    if (!contest) return this.contestDeleted(cid);
    const problems = await db.getRepository(ContestProblemEntity).find({ where: { cid }, order: { id: 'ASC' } });
    const state = gateStateOf(contest, problems, this.#clock());
    await onBus(() => this.#publisher.publishContest(state));
  }

  /** After a contest was deleted: refused at once, its registrations removed. */
  async contestDeleted(cid: number): Promise<void> {
    await onBus(() => this.#publisher.withdrawContest(cid));
  }

  /** After a registration: the user may submit at once. */
  async memberRegistered(cid: number, uid: string, registeredAt: Date): Promise<void> {
    if (!isContestGateUid(uid)) return;
    await onBus(() => this.#publisher.publishMember({ cid, uid, registeredAtMs: registeredAt.getTime(), handedInAtMs: null }));
  }

  /**
   * At service start: publishes every contest that still takes submissions (not ended, or open
   * after the end), repairing a write lost when the service died between a commit and its write.
   * Registrations of those contests are published again too. Returns how many contests it wrote.
   */
  async repairOpenContests(): Promise<number> {
    const db = this.#db();
    const now = new Date(this.#clock());
    const contests = await db.getRepository(ContestEntity).find({ where: [{ endTime: MoreThan(now) }, { allowEndSubmit: true }], select: { id: true } });
    for (const { id } of contests) {
      await this.contestChanged(id);
      for (const member of await registrations(db, id)) await this.memberRegistered(id, member.uid, member.gmtCreate);
    }
    return contests.length;
  }
}

function registrations(db: DataSource, cid: number): Promise<{ uid: string; gmtCreate: Date }[]> {
  return db.getRepository(ContestRegisterEntity).find({ where: { cid }, select: { uid: true, gmtCreate: true } });
}
