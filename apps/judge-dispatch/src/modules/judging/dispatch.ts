import { In, IsNull, LessThan } from 'typeorm';
import { SubmissionMessage, Verdict } from '@oj/contracts';
import { JudgeEntity, ProblemCaseEntity, ProblemEntity } from '@oj/db';
import { newResultToken } from '@oj/judge-queue';
import type { ProblemCaseRow, ProblemRow } from '@oj/db';
import type { DataSource } from 'typeorm';
import type { Deps } from '../../deps.ts';
import { SUMMARY_SELECT, isMoving, judgedEvent, selectOf } from '../judge-rows/rows.ts';
import { recordJudgedEvent } from './events.ts';
import { JUDGED_PROBLEM_COLUMNS, judgeJobOf } from './jobs.ts';
import type { JudgedProblem } from './jobs.ts';
import { chooseJudgeQueue } from './queue.ts';
import type { SubmissionQueue } from './queue.ts';
import { jobIsQueued, judgeJobMsgId, nextJobSequence, resultIsStored } from './streams.ts';
import { NoTestDataError } from './test-data.ts';

/*
 * How a submission's `version` ties it to its job (the column is the one a result must match):
 *   version = -floor (or 0): a dispatch was requested and its job is not confirmed yet. Results of
 *     jobs whose stream sequence is below `floor` belong to earlier runs and are ignored.
 *   version = sequence > 0: the job stored at that sequence of the job stream is this run's.
 * A rejudge takes `floor` = the job stream's next sequence, so every earlier job falls below it.
 * The dispatch number in the job's msgID is the floor, so re-publishing one dispatch is dropped.
 */

/** How a dispatch attempt ended. */
export type DispatchOutcome = 'queued' | 'superseded' | 'failed' | 'not-judgeable';

/** The stored version of a dispatch that is not confirmed yet. */
export function unconfirmedVersion(floor: number): number {
  return floor === 0 ? 0 : -floor;
}

/** Lowest job sequence whose result a submission with this version accepts. */
export function resultFloor(version: number): number {
  return Math.abs(version);
}

/** Ends a submission that can never be judged as System Error, and tells the other services. */
export async function finishUnjudgeable(deps: Deps, submitId: number, version: number, message: string): Promise<void> {
  const finished = await deps.db.transaction(async (tx) => {
    const repository = tx.getRepository(JudgeEntity);
    const updated = await repository.update(
      { submitId, version, status: In([Verdict.Pending, Verdict.Compiling, Verdict.Judging]) },
      { status: Verdict.SystemError, errorMessage: message, time: 0, memory: 0 },
    );
    if (updated.affected !== 1) return false;
    const row = await repository.findOneOrFail({ where: { submitId }, select: SUMMARY_SELECT });
    await recordJudgedEvent(tx, deps.natsNames, judgedEvent(row, Verdict.Pending, 'no-test-data'), `judged:${submitId}:none:${version}`);
    return row;
  });
  if (!finished) return;
  deps.rowChanges.changed(finished.cid);
  await deps.outbox.flush();
}

/** The case rows a problem's job is built from: those in use. */
export type JudgeCase = Pick<ProblemCaseRow, 'id' | 'input' | 'output' | 'score' | 'groupNum'>;

/** A problem's cases in use (status 0), for its jobs. */
export function judgeCasesOf(db: DataSource, pid: number): Promise<JudgeCase[]> {
  return db.getRepository(ProblemCaseEntity).find({ where: { pid, status: 0 }, select: { id: true, input: true, output: true, score: true, groupNum: true } });
}

/** What a job is built from besides the problem and its cases. */
export interface JobSubmission {
  submitId: number;
  language: string;
  code: string;
}

/**
 * Publishes the job of a submission waiting for dispatch `floor` whose result token's hash is
 * already stored, then records the job's sequence as the version (compare-and-set on the
 * unconfirmed version). Throws what NATS throws, and at once while the connection is known to be
 * down; the caller hands the dispatch to `deps.dispatchRetries`, and the sweep remains the backstop.
 */
export async function publishJob(
  deps: Deps,
  submission: JobSubmission,
  job: { problem: JudgedProblem; cases: readonly JudgeCase[]; token: string; queue: SubmissionQueue },
  floor: number,
): Promise<DispatchOutcome> {
  const { submitId } = submission;
  const expected = unconfirmedVersion(floor);
  // The publish would only wait out its timeout (5 s); the retry on reconnect publishes the job.
  if (deps.dispatchRetries.natsDisconnected) throw new Error('the NATS connection is down');
  const ack = await deps.js().publish(deps.natsNames.subjects.judgeJob(job.queue), JSON.stringify(judgeJobOf(submission, job.problem, job.cases, job.token)), {
    msgID: judgeJobMsgId(submitId, floor),
  });
  if (ack.duplicate) {
    // An earlier attempt of this dispatch reached the queue (its confirmation was lost) with a
    // token whose hash was since replaced: start a new run, whose job carries the stored token.
    deps.log.warn({ submitId, jobSequence: ack.seq }, 'judge job was already queued; dispatching a new run');
    return (await redispatch(deps, submitId, expected)) ? 'queued' : 'superseded';
  }
  await deps.db.getRepository(JudgeEntity).update({ submitId, version: expected }, { version: ack.seq });
  return 'queued';
}

/**
 * Enqueues the judge job of a submission waiting for dispatch `floor` (its version is still
 * `unconfirmedVersion(floor)`), uploading the problem's test data first when the store lacks it,
 * then records the job's sequence as the version. The job goes to the contest queue while the
 * submission's contest runs, else to the normal queue (`chooseJudgeQueue`); both share the job
 * stream and its sequence, so the version and the sweep's checks do not depend on the queue. A NATS
 * failure leaves the row as it was and hands the dispatch to `deps.dispatchRetries`, which tries it
 * again when NATS comes back (the sweep remains the backstop); a problem without test data ends the
 * submission as System Error. Two attempts at one dispatch (a retry here, a sweep elsewhere) may
 * run at once: the token is stored only over the token that was read, so one of them goes on and
 * the other finds the row superseded.
 */
export async function dispatchSubmission(deps: Deps, submitId: number, floor: number): Promise<DispatchOutcome> {
  const { db } = deps;
  const expected = unconfirmedVersion(floor);
  const row = await db.getRepository(JudgeEntity).findOne({
    where: { submitId },
    select: { submitId: true, pid: true, cid: true, language: true, code: true, status: true, version: true, resultTokenHash: true },
  });
  if (!row || !isMoving(row.status) || row.version !== expected) return 'superseded';
  const problem = await db.getRepository(ProblemEntity).findOne({ where: { id: row.pid }, select: selectOf<ProblemRow>(JUDGED_PROBLEM_COLUMNS) });
  if (!problem) {
    await finishUnjudgeable(deps, submitId, expected, SubmissionMessage.problemNotExists.en);
    return 'not-judgeable';
  }
  const cases = await judgeCasesOf(db, problem.id);
  try {
    if (cases.length === 0) throw new NoTestDataError(problem.id, problem.caseVersion);
    await deps.testData.ensure(problem.id, problem.caseVersion);
    // The token's hash is stored before the job exists, so even the fastest node's result finds it.
    const token = newResultToken();
    const seenToken = typeof row.resultTokenHash === 'string' ? row.resultTokenHash : IsNull();
    const stored = await db.getRepository(JudgeEntity).update({ submitId, version: expected, resultTokenHash: seenToken }, { resultTokenHash: token.hash });
    if (stored.affected !== 1) return 'superseded';
    const queue = await chooseJudgeQueue(deps.contestGate, row.cid, new Date(), (error) => {
      deps.log.warn({ err: error, submitId, cid: row.cid }, 'contest gate unreadable; judging the submission on the normal queue');
    });
    return await publishJob(deps, row, { problem, cases, token: token.token, queue }, floor);
  } catch (error) {
    if (error instanceof NoTestDataError) {
      await finishUnjudgeable(deps, submitId, expected, SubmissionMessage.noTestData.en);
      return 'not-judgeable';
    }
    deps.dispatchRetries.failed(submitId, floor, error);
    return 'failed';
  }
}

/**
 * Starts a new run of a submission: a floor above every job enqueued so far, stored as the
 * version (compare-and-set on the version seen), then the job. False when someone else changed
 * the row first.
 */
export async function redispatch(deps: Deps, submitId: number, seenVersion: number): Promise<boolean> {
  const floor = await nextJobSequence(deps.jsm(), deps.natsNames);
  const updated = await deps.db
    .getRepository(JudgeEntity)
    .update({ submitId, version: seenVersion }, { version: unconfirmedVersion(floor), status: Verdict.Pending });
  if (updated.affected !== 1) return false;
  await dispatchSubmission(deps, submitId, floor);
  return true;
}

/** Most rows one sweep looks at; the rest wait for the next one. */
const SWEEP_BATCH = 100;

/**
 * Finds in-progress submissions untouched for `redispatchAfterMs` whose job is neither queued nor
 * answered, and enqueues them again: jobs whose publish failed, and jobs lost with their stream.
 * Returns how many were re-enqueued.
 */
export async function sweepLostJobs(deps: Deps): Promise<number> {
  const { settings } = deps;
  const rows = await deps.db.getRepository(JudgeEntity).find({
    where: {
      status: In([Verdict.Pending, Verdict.Compiling, Verdict.Judging]),
      gmtModified: LessThan(new Date(Date.now() - settings.redispatchAfterMs)),
    },
    select: { submitId: true, version: true },
    order: { submitId: 'ASC' },
    take: SWEEP_BATCH,
  });
  let enqueued = 0;
  for (const row of rows) {
    if (row.version <= 0) {
      if ((await dispatchSubmission(deps, row.submitId, resultFloor(row.version))) === 'queued') enqueued += 1;
      continue;
    }
    if (await jobIsQueued(deps.jsm(), deps.natsNames, row.version)) continue;
    // Judged and answered: the results consumer has it, or will have it shortly.
    if (await resultIsStored(deps.jsm(), deps.natsNames, row.submitId, row.version)) continue;
    deps.log.warn({ submitId: row.submitId, jobSequence: row.version }, 'judge job vanished without a result; enqueuing it again');
    if (await redispatch(deps, row.submitId, row.version)) enqueued += 1;
  }
  return enqueued;
}
