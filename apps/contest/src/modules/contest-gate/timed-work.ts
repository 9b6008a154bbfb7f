import type { DataSource, EntityManager } from 'typeorm';
import { MoreThan } from 'typeorm';
import { ContestAuth, ContestGateKind, TIMED_WORK_CID_OFFSET, contestGateKeys, isContestGateUid } from '@oj/contracts';
import type { ContestGateMember, ContestGateState } from '@oj/contracts';
import { TimedWorkEntity, TimedWorkProblemEntity, TimedWorkRecordEntity } from '@oj/db';
import type { TimedWorkProblemRow, TimedWorkRecordRow, TimedWorkRow } from '@oj/db';
import type { ContestGatePublisher } from './publisher.ts';

/** The gate's contest id of a timed work (spec 02 §9: its id + 50000). */
export const timedWorkCid = (tid: number): number => tid + TIMED_WORK_CID_OFFSET;

/** What dispatch needs of a timed work to admit its submissions (kind `timedWork`, cid = id + 50000). */
export function timedWorkGateState(work: TimedWorkRow, problems: readonly TimedWorkProblemRow[], nowMs: number): ContestGateState {
  return {
    cid: timedWorkCid(work.id),
    kind: ContestGateKind.TimedWork,
    // A hidden timed work is published as private, as a hidden contest is.
    auth: work.visible && work.auth === 0 ? ContestAuth.Public : ContestAuth.Private,
    startTimeMs: work.startTime.getTime(),
    endTimeMs: work.endTime.getTime(),
    durationSec: work.duration,
    allowEndSubmit: false,
    authorUid: work.uid,
    gid: work.gid !== null && work.gid > 0 ? work.gid : null,
    problems: problems.map((problem) => ({ pid: problem.pid, cpid: problem.id, displayId: problem.displayId })),
    publishedAtMs: nowMs,
  };
}

/** A record as the gate's member entry: started at `registeredAtMs`, handed in at `handedInAtMs`. */
export function timedWorkGateMember(record: Pick<TimedWorkRecordRow, 'twid' | 'uid' | 'startTime' | 'endTime'>): ContestGateMember {
  return {
    cid: timedWorkCid(record.twid),
    uid: record.uid,
    registeredAtMs: record.startTime.getTime(),
    handedInAtMs: record.endTime === null ? null : record.endTime.getTime(),
  };
}

/** What the timed-work gate needs of its service (the contest gate's sync options, in part). */
export interface TimedWorkGateOptions {
  db: () => DataSource;
  publisher: ContestGatePublisher;
  flush: () => Promise<void>;
  gateKeys: (filter: string) => Promise<Set<string>>;
  clock?: () => number;
}

/**
 * The contest gate for timed works, as `ContestGateSync` is for contests: each change runs in a
 * transaction, with the timed work's row locked, that records its gate entries in the outbox; the
 * call returns once the relay published them (so a user who has just started can submit at once).
 * start-timed-work writes the member entry (registeredAtMs = the start), end-timed-work writes it
 * again with handedInAtMs, and the start-up repair keeps existing entries as they are.
 */
export class TimedWorkGate {
  readonly #options: TimedWorkGateOptions;
  readonly #clock: () => number;

  constructor(options: TimedWorkGateOptions) {
    this.#options = options;
    this.#clock = options.clock ?? Date.now;
  }

  /** A new timed work: `create` inserts it and returns its id. */
  async create(create: (tx: EntityManager) => Promise<number>): Promise<number> {
    const tid = await this.#options.db().transaction(async (tx) => {
      const id = await create(tx);
      await this.#record(tx, id);
      return id;
    });
    await this.#options.flush();
    return tid;
  }

  /** A change of a timed work's settings or problems: `change` runs with its row locked. */
  async change<T>(tid: number, change: (tx: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.#options.db().transaction(async (tx) => {
      await lock(tx, tid);
      const outcome = await change(tx);
      await this.#record(tx, tid);
      return outcome;
    });
    await this.#options.flush();
    return result;
  }

  /** Deletes a timed work: `remove` deletes its rows; the gate forgets it and its records. */
  async delete(tid: number, remove: (tx: EntityManager) => Promise<void>): Promise<void> {
    await this.#options.db().transaction(async (tx) => {
      await lock(tx, tid);
      const records = await tx.getRepository(TimedWorkRecordEntity).find({ where: { twid: tid }, select: { uid: true } });
      await remove(tx);
      await this.#options.publisher.contestWithdrawn(tx, timedWorkCid(tid), records.map((row) => row.uid).filter(isContestGateUid));
    });
    await this.#options.flush();
  }

  /**
   * A change of one user's record (start or hand-in): `write` changes the row with the timed work's
   * row locked and returns the record as it leaves it (null: nothing changed); its member entry is
   * written in the same transaction.
   */
  async changeRecord<T extends TimedWorkRecordRow | null>(tid: number, write: (tx: EntityManager) => Promise<T>): Promise<T> {
    const record = await this.#options.db().transaction(async (tx) => {
      await lock(tx, tid);
      const row = await write(tx);
      if (row !== null && isContestGateUid(row.uid)) await this.#options.publisher.member(tx, timedWorkGateMember(row));
      return row;
    });
    if (record !== null) await this.#options.flush();
    return record;
  }

  /**
   * At service start: records again every timed work whose window has not ended, and the member
   * entries that are missing (from the records: start and hand-in); existing entries are kept as
   * they are. Returns how many timed works it recorded.
   */
  async repairOpen(): Promise<number> {
    const db = this.#options.db();
    const works = await db.getRepository(TimedWorkEntity).find({ where: { endTime: MoreThan(new Date(this.#clock())) }, select: { id: true } });
    for (const { id } of works) {
      const present = await this.#options.gateKeys(contestGateKeys.membersOf(timedWorkCid(id)));
      await db.transaction(async (tx) => {
        await lock(tx, id);
        if (!(await this.#record(tx, id))) return;
        for (const record of await tx.getRepository(TimedWorkRecordEntity).find({ where: { twid: id } })) {
          if (!isContestGateUid(record.uid) || present.has(contestGateKeys.member(timedWorkCid(id), record.uid))) continue;
          await this.#options.publisher.member(tx, timedWorkGateMember(record));
        }
      });
    }
    await this.#options.flush();
    return works.length;
  }

  async #record(tx: EntityManager, tid: number): Promise<boolean> {
    const work = await tx.getRepository(TimedWorkEntity).findOne({ where: { id: tid } });
    if (!work) {
      await this.#options.publisher.contestWithdrawn(tx, timedWorkCid(tid), []);
      return false;
    }
    const problems = await tx.getRepository(TimedWorkProblemEntity).find({ where: { twid: tid }, order: { id: 'ASC' } });
    await this.#options.publisher.contest(tx, timedWorkGateState(work, problems, this.#clock()));
    return true;
  }
}

/** Locks the timed work's row first, so concurrent changes of one timed work record their entries in commit order. */
async function lock(tx: EntityManager, tid: number): Promise<void> {
  await tx.query('SELECT `id` FROM `timed_work` WHERE `id` = ? FOR UPDATE', [tid]);
}
