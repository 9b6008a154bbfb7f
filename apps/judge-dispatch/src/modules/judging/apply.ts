import type { EntityManager } from 'typeorm';
import { DataSource, In } from 'typeorm';
import { ProblemType, Verdict } from '@oj/contracts';
import type { JudgeProgress, JudgeResult, SubmissionJudgedEvent } from '@oj/contracts';
import { JudgeCaseEntity, JudgeEntity, ProblemCaseEntity, ProblemEntity } from '@oj/db';
import { resultTokenMatches } from '@oj/judge-queue';
import type { JudgeCaseRow, JudgeRow } from '@oj/db';
import { resultFloor } from './dispatch.ts';
import { SUMMARY_SELECT, finalVerdict, isMoving, judgedEvent, oiRankScoreOf } from '../judge-rows/rows.ts';

/** Longest program output kept per case (the column is a 64 KiB text). */
const USER_OUTPUT_MAX_CHARS = 16_000;
const INT_MAX = 2_147_483_647;

/** What applying a result did, and for an applied one the event the caller records with it. */
export type ApplyOutcome =
  | { kind: 'applied'; event: SubmissionJudgedEvent; msgId: string }
  /**
   * `replayed`: the result that finished the row, again (its event was recorded with it);
   * `rejected`: a result that would have counted, but without the current job's result token.
   */
  | { kind: 'replayed' | 'stale' | 'missing' | 'rejected' };

/** Runs `work` in the caller's transaction when given one, else in a new one. */
function inTransaction<T>(db: DataSource | EntityManager, work: (tx: EntityManager) => Promise<T>): Promise<T> {
  const manager = db instanceof DataSource ? db.manager : db;
  return manager.queryRunner?.isTransactionActive === true ? work(manager) : manager.transaction(work);
}

function int(value: number): number {
  return Number.isFinite(value) ? Math.min(INT_MAX, Math.max(0, Math.round(value))) : 0;
}

/** msgID of the event of an applied result: a replay of the same result is dropped by the stream. */
export function judgedEventMsgId(submitId: number, jobSequence: number): string {
  return `judged:${submitId}:${jobSequence}`;
}

async function replaceCases(manager: EntityManager, row: Pick<JudgeRow, 'submitId' | 'uid' | 'pid'>, mode: string, result: JudgeResult): Promise<void> {
  const cases = manager.getRepository(JudgeCaseEntity);
  await cases.delete({ submitId: row.submitId });
  if (result.cases.length === 0) return;
  const ids = [...new Set(result.cases.map((item) => item.caseId))];
  const files = await manager.getRepository(ProblemCaseEntity).find({ where: { id: In(ids) }, select: { id: true, input: true, output: true } });
  const fileOf = new Map(files.map((file) => [file.id, file]));
  const seen = new Set<number>();
  const rows: Omit<JudgeCaseRow, 'id' | 'gmtCreate' | 'gmtModified'>[] = [];
  for (const [index, item] of result.cases.entries()) {
    if (seen.has(item.caseId)) continue; // (submitId, caseId) is unique
    seen.add(item.caseId);
    rows.push({
      submitId: row.submitId,
      uid: row.uid,
      pid: row.pid,
      caseId: item.caseId,
      status: finalVerdict(item.status),
      time: int(item.timeMs),
      memory: int(item.memoryKb),
      score: int(item.score),
      groupNum: item.groupNum,
      seq: index + 1,
      mode: mode as JudgeCaseRow['mode'],
      inputData: fileOf.get(item.caseId)?.input ?? null,
      outputData: fileOf.get(item.caseId)?.output ?? null,
      userOutput: item.userOutput === undefined ? null : item.userOutput.slice(0, USER_OUTPUT_MAX_CHARS),
    });
  }
  await cases.insert(rows);
}

/**
 * Applies a final result in one transaction (the caller's, when given one): the judge row (status,
 * time, memory, score, OI rank score, compile message, judger, version = the job's sequence) and
 * its judge_case rows. A result counts only while the submission is still in progress and the job
 * is not older than the run the row waits for; anything else is a duplicate or belongs to an
 * earlier run. An applied result comes with its `submission judged` event, which the caller
 * records in the same transaction (the results consumer does).
 */
export async function applyJudgeResult(db: DataSource | EntityManager, result: JudgeResult, jobSequence: number | null): Promise<ApplyOutcome> {
  const sequence = jobSequence ?? 0;
  return inTransaction(db, async (manager) => {
    const judges = manager.getRepository(JudgeEntity);
    const row = await judges.findOne({
      where: { submitId: result.submitId },
      select: { ...SUMMARY_SELECT, resultTokenHash: true },
      lock: { mode: 'pessimistic_write' },
    });
    if (!row) return { kind: 'missing' };
    // Only the node given the current job knows its token; anything else changes nothing.
    const genuine = resultTokenMatches(result.resultToken, row.resultTokenHash);
    const status = finalVerdict(result.status);
    if (!isMoving(row.status)) {
      const sameRun = sequence > 0 && row.version === sequence && !row.isManual && row.status === status;
      if (!sameRun) return { kind: 'stale' };
      return { kind: genuine ? 'replayed' : 'rejected' };
    }
    if (sequence < resultFloor(row.version)) return { kind: 'stale' };
    if (!genuine) return { kind: 'rejected' };

    const problem = await manager
      .getRepository(ProblemEntity)
      .findOne({ where: { id: row.pid }, select: { id: true, type: true, difficulty: true, judgeCaseMode: true } });
    const isOi = problem?.type === ProblemType.Oi;
    const score = isOi ? int(result.score) : null;
    const changes = {
      status,
      time: int(result.timeMs),
      memory: int(result.memoryKb),
      score,
      oiRankScore: oiRankScoreOf(score, problem?.difficulty ?? 0, isOi),
      errorMessage: result.compileMessage,
      judger: result.judger.slice(0, 64),
      version: sequence > 0 ? sequence : resultFloor(row.version),
      isManual: false,
    };
    await judges.update({ submitId: row.submitId }, changes);
    await replaceCases(manager, row, problem?.judgeCaseMode ?? 'default', result);
    const oldStatus = row.status;
    const event = judgedEvent({ ...row, ...changes }, oldStatus, 'judged');
    return { kind: 'applied', event, msgId: judgedEventMsgId(row.submitId, changes.version) };
  });
}

/** Shows Compiling or Judging, only ever forward and never on a finished row. */
export async function applyProgress(db: DataSource | EntityManager, progress: JudgeProgress): Promise<boolean> {
  // Progress comes from judge nodes: trust the type only after checking it.
  const status: number = progress.status;
  if (status !== Verdict.Compiling && status !== Verdict.Judging) return false;
  // Only the node given the job knows the hash of its token (the job carries the token itself).
  const tokenHash: unknown = progress.resultTokenHash;
  if (typeof tokenHash !== 'string' || !/^[0-9a-f]{64}$/.test(tokenHash)) return false;
  const updated = await db
    .createQueryBuilder()
    .update(JudgeEntity)
    .set({ status: progress.status, judger: progress.judger.slice(0, 64) })
    .where('submitId = :submitId AND resultTokenHash = :tokenHash AND status IN (:...moving) AND status < :status', {
      submitId: progress.submitId,
      tokenHash,
      moving: [Verdict.Pending, Verdict.Compiling, Verdict.Judging],
      status: progress.status,
    })
    .execute();
  return updated.affected === 1;
}
