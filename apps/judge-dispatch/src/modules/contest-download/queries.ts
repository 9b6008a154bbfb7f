import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { Verdict } from '@oj/contracts';
import { JudgeEntity } from '@oj/db';

/** An accepted submission the archive holds, without its code. */
export interface AcceptedSubmission {
  submitId: number;
  uid: string;
  username: string;
  pid: number;
  /** The display id stored with the submission (used when the contest no longer lists the problem). */
  displayPid: string;
  language: string;
  submitTime: Date;
}

/** What to take: contest `cid`'s submissions made in [fromMs, untilMs), without those of `excludedUids`. */
export interface AcceptedScope {
  cid: number;
  fromMs: number;
  untilMs: number;
  excludedUids: ReadonlySet<string>;
}

/**
 * The latest accepted submission of each user for each problem of a contest within the scope,
 * newest first. Earlier accepted runs of the same problem by the same user are left out: the
 * archive holds one solution per user and problem.
 */
export async function latestAccepted(db: DataSource, scope: AcceptedScope): Promise<AcceptedSubmission[]> {
  const rows = await db.query<AcceptedSubmission[]>(
    'SELECT `submitId`, `uid`, `username`, `pid`, `displayPid`, `language`, `submitTime` FROM `judge` WHERE `cid` = ? AND `status` = ? AND `submitTime` >= ? AND `submitTime` < ? ORDER BY `submitId` DESC',
    [scope.cid, Verdict.Accepted, new Date(scope.fromMs), new Date(scope.untilMs)],
  );
  const seen = new Set<string>();
  return rows.filter((row) => {
    const key = `${row.uid}\n${row.pid}`;
    if (scope.excludedUids.has(row.uid) || seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/** Codes read per query. */
const CODE_BATCH = 100;

/**
 * Reads the archive's code a batch at a time, in the order the zip asks for it, so memory holds
 * one batch of code, never the whole contest's.
 */
export class CodeBatches {
  readonly #db: DataSource;
  readonly #order: readonly number[];
  readonly #position: ReadonlyMap<number, number>;
  #batch = new Map<number, string>();

  constructor(db: DataSource, submitIds: readonly number[]) {
    this.#db = db;
    this.#order = submitIds;
    this.#position = new Map(submitIds.map((submitId, index) => [submitId, index]));
  }

  /** The code of one of the submissions given to the constructor. */
  async code(submitId: number): Promise<string> {
    const known = this.#batch.get(submitId);
    if (known !== undefined) return known;
    const at = this.#position.get(submitId) ?? 0;
    const ids = this.#order.slice(at, at + CODE_BATCH);
    const rows = await this.#db.getRepository(JudgeEntity).find({ where: { submitId: In(ids) }, select: { submitId: true, code: true } });
    this.#batch = new Map(rows.map((row) => [row.submitId, row.code]));
    const code = this.#batch.get(submitId);
    if (code === undefined) throw new Error(`submission ${submitId} disappeared while its contest was being zipped`);
    return code;
  }
}
