import { Verdict, isInProgress, isVerdictCode } from '@oj/contracts';
import type { SubmissionChangeReason, SubmissionJudgedEvent } from '@oj/contracts';
import type { JudgeRow } from '@oj/db';
import type { FindOptionsSelect } from 'typeorm';

/** A TypeORM select of the given columns. */
export function selectOf<T>(columns: readonly (keyof T & string)[]): FindOptionsSelect<T> {
  return Object.fromEntries(columns.map((column) => [column, true])) as FindOptionsSelect<T>;
}

/** The judge columns every read except the detail selects, in the list query's order: never the code. */
export const SUMMARY_COLUMNS = [
  'submitId',
  'pid',
  'displayPid',
  'uid',
  'username',
  'submitTime',
  'status',
  'share',
  'time',
  'memory',
  'score',
  'oiRankScore',
  'length',
  'language',
  'judger',
  'isManual',
  'cid',
  'gid',
  'version',
] as const satisfies readonly (keyof JudgeRow)[];

/** `SUMMARY_COLUMNS` as a TypeORM select. */
export const SUMMARY_SELECT = selectOf<JudgeRow>(SUMMARY_COLUMNS);

/** A judge row without its code. */
export type SubmissionRow = Omit<JudgeRow, 'code' | 'errorMessage' | 'cpid' | 'tid' | 'ip' | 'isRemote' | 'gmtCreate' | 'gmtModified'>;

/** True while the status is Pending, Compiling or Judging. */
export function isMoving(status: number): boolean {
  return isVerdictCode(status) && isInProgress(status);
}

/** Stored status codes are always known verdicts; anything else reads as System Error. */
export function finalVerdict(status: number): number {
  return isVerdictCode(status) && !isInProgress(status) ? status : Verdict.SystemError;
}

/** OI rank score (spec 01 §9): score*0.1 + difficulty*2, rounded; null outside OI problems. */
export function oiRankScoreOf(score: number | null, difficulty: number, isOi: boolean): number | null {
  if (!isOi || score === null) return null;
  return Math.round(score * 0.1 + difficulty * 2);
}

/** The `submission judged` event of a change that left `row` as it is now. */
export function judgedEvent(row: SubmissionRow, oldStatus: number, reason: SubmissionChangeReason): SubmissionJudgedEvent {
  return {
    submitId: row.submitId,
    pid: row.pid,
    uid: row.uid,
    username: row.username,
    cid: row.cid,
    gid: row.gid,
    oldStatus,
    newStatus: row.status,
    score: row.score,
    oiRankScore: row.oiRankScore,
    time: row.time,
    memory: row.memory,
    isManual: row.isManual,
    reason,
    submitTime: row.submitTime.toISOString(),
    at: new Date().toISOString(),
  };
}
