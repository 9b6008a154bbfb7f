/**
 * Rejudging whole problems (the back office's batch page) or one problem of a contest. Bounded, so that a problem with very
 * many submissions never holds the request for minutes:
 *   1. in the request, every submission of the problem goes back to Pending exactly as a single
 *      rejudge does (cases cleared, manual mark off, a `submission judged` event each), in
 *      transactions of MARK_BATCH rows, all with one dispatch floor;
 *   2. after the answer, their jobs are enqueued in the background, DISPATCH_CONCURRENCY at a time
 *      (`dispatchSubmission`, as the single rejudge does).
 * Step 1 costs a few milliseconds per submission; step 2 runs at the job stream's pace. When NATS
 * goes away during step 2, the rest wait in `deps.dispatchRetries` and are enqueued when it comes
 * back. A process stopped during step 2 leaves the rest Pending with an unconfirmed version: the
 * lost-job sweep enqueues them (`sweepLostJobs`), so none is forgotten.
 */
import { randomUUID } from 'node:crypto';
import { In } from 'typeorm';
import { SubmissionMessage, Verdict } from '@oj/contracts';
import type { RejudgeProblemResultDto, ServerMessage } from '@oj/contracts';
import { JudgeCaseEntity, JudgeEntity, ProblemEntity } from '@oj/db';
import { fail } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';
import { dispatchSubmission, unconfirmedVersion } from '../judging/dispatch.ts';
import { recordJudgedEvent } from '../judging/events.ts';
import { refuseWhileNatsDown } from '../judging/retries.ts';
import { nextJobSequence } from '../judging/streams.ts';
import { SUMMARY_SELECT, judgedEvent } from '../judge-rows/rows.ts';

/** Submissions put back to Pending per transaction. */
export const MARK_BATCH = 200;
/** Jobs enqueued at once in the background. */
export const DISPATCH_CONCURRENCY = 4;

/** What a rejudge left to enqueue: these submissions, for dispatch `floor`. */
interface PendingDispatch {
  submitIds: number[];
  floor: number;
}

function chunks<T>(items: readonly T[], size: number): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < items.length; start += size) result.push(items.slice(start, start + size));
  return result;
}

/** Puts one batch back to Pending in one transaction, with its events; returns the ids changed. */
async function markBatch(deps: Deps, submitIds: number[], floor: number): Promise<number[]> {
  const cids = new Set<number>();
  const marked = await deps.db.transaction(async (manager) => {
    const rows = await manager.getRepository(JudgeEntity).find({
      where: { submitId: In(submitIds) },
      select: SUMMARY_SELECT,
      lock: { mode: 'pessimistic_write' },
    });
    if (rows.length === 0) return [];
    const ids = rows.map((row) => row.submitId);
    const changes = { status: Verdict.Pending, score: null, oiRankScore: null, time: null, memory: null, errorMessage: null, judger: null, isManual: false };
    await manager.getRepository(JudgeCaseEntity).delete({ submitId: In(ids) });
    await manager.getRepository(JudgeEntity).update({ submitId: In(ids) }, { ...changes, version: unconfirmedVersion(floor) });
    for (const row of rows) {
      cids.add(row.cid);
      await recordJudgedEvent(manager, deps.natsNames, judgedEvent({ ...row, ...changes }, row.status, 'rejudge'), `rejudge:${row.submitId}:${randomUUID()}`);
    }
    return ids;
  });
  for (const cid of cids) deps.rowChanges.changed(cid);
  return marked;
}

/** Step 1 for one problem (only its submissions in contest `cid` when given): its result, and what is left to enqueue. */
async function markProblem(
  deps: Deps,
  pid: number,
  cid: number | null = null,
): Promise<{ result: RejudgeProblemResultDto; message: ServerMessage; pending: PendingDispatch | null }> {
  const { db } = deps;
  if (!(await db.getRepository(ProblemEntity).exists({ where: { id: pid } }))) {
    return { result: { pid, ok: false, count: 0, msg: SubmissionMessage.problemNotExists.en }, message: SubmissionMessage.problemNotExists, pending: null };
  }
  const all = await db
    .getRepository(JudgeEntity)
    .find({ where: cid === null ? { pid } : { pid, cid }, select: { submitId: true }, order: { submitId: 'ASC' } });
  if (all.length === 0)
    return {
      result: { pid, ok: true, count: 0, msg: SubmissionMessage.problemHasNoSubmissions.en },
      message: SubmissionMessage.problemHasNoSubmissions,
      pending: null,
    };
  // Taken before any row changes: every job enqueued so far sits below it, so their results are ignored.
  const floor = await nextJobSequence(deps.jsm(), deps.natsNames);
  const submitIds: number[] = [];
  try {
    for (const batch of chunks(
      all.map((row) => row.submitId),
      MARK_BATCH,
    ))
      submitIds.push(...(await markBatch(deps, batch, floor)));
  } catch (error) {
    // The batches before the failure are committed: they are rejudged, and the answer says how many.
    deps.log.error({ err: error, pid, cid, marked: submitIds.length }, 'rejudge of a problem failed part-way');
    return {
      result: { pid, ok: false, count: submitIds.length, msg: SubmissionMessage.rejudgeInterrupted.en },
      message: SubmissionMessage.rejudgeInterrupted,
      pending: { submitIds, floor },
    };
  }
  return {
    result: { pid, ok: true, count: submitIds.length, msg: SubmissionMessage.rejudged.en },
    message: SubmissionMessage.rejudged,
    pending: { submitIds, floor },
  };
}

/**
 * Step 2: enqueues the jobs, a few at a time, until done or `stopped` says so (the sweep does the
 * rest). The first dispatch that fails (NATS away) hands the rest to `deps.dispatchRetries`, which
 * enqueues them when NATS comes back, rather than waiting out a timeout for each.
 */
async function dispatchAll(deps: Deps, pending: readonly PendingDispatch[], stopped: () => boolean): Promise<void> {
  const queue = pending.flatMap(({ submitIds, floor }) => submitIds.map((submitId) => ({ submitId, floor })));
  const worker = async (): Promise<void> => {
    for (let next = queue.shift(); next && !stopped(); next = queue.shift()) {
      if ((await dispatchSubmission(deps, next.submitId, next.floor)) !== 'failed') continue;
      for (const rest of queue.splice(0)) deps.dispatchRetries.remember(rest.submitId, rest.floor);
    }
  };
  await Promise.all(Array.from({ length: DISPATCH_CONCURRENCY }, worker));
}

/** Background enqueueing of one service instance: started by rejudgeProblems, awaited on close. */
export class RejudgeDispatcher {
  readonly #deps: Deps;
  readonly #running = new Set<Promise<void>>();
  #stopped = false;

  constructor(deps: Deps) {
    this.#deps = deps;
  }

  /** Starts enqueueing in the background; a failure is logged, the sweep retries those rows. */
  start(pending: readonly PendingDispatch[]): void {
    if (pending.length === 0 || this.#stopped) return;
    const task = dispatchAll(this.#deps, pending, () => this.#stopped).catch((error: unknown) => {
      this.#deps.log.warn({ err: error }, 'rejudge of problems stopped enqueueing; the sweep enqueues the rest');
    });
    this.#running.add(task);
    void task.finally(() => this.#running.delete(task));
  }

  /** Stops taking new rows and waits for the jobs being enqueued now. */
  async stop(): Promise<void> {
    this.#stopped = true;
    await Promise.all([...this.#running]);
  }
}

/** Rejudges every submission of each problem; one result per problem, in the order asked. */
export async function rejudgeProblems(deps: Deps, dispatcher: RejudgeDispatcher, pids: readonly number[]): Promise<RejudgeProblemResultDto[]> {
  refuseWhileNatsDown(deps.dispatchRetries);
  const results: RejudgeProblemResultDto[] = [];
  const pending: PendingDispatch[] = [];
  for (const pid of pids) {
    const marked = await markProblem(deps, pid);
    results.push(marked.result);
    if (marked.pending) pending.push(marked.pending);
  }
  await deps.outbox.flush();
  dispatcher.start(pending);
  return results;
}

/**
 * rejudge-contest-problem (spec 02 §2 "Rejudge admin"): every submission of problem `pid` made in
 * contest `cid`, and no other, judged again as rejudgeProblems does; 404 when the problem does not
 * exist.
 */
export async function rejudgeContestProblem(
  deps: Deps,
  dispatcher: RejudgeDispatcher,
  cid: number,
  pid: number,
): Promise<{ result: RejudgeProblemResultDto; message: ServerMessage }> {
  refuseWhileNatsDown(deps.dispatchRetries);
  const { result, message, pending } = await markProblem(deps, pid, cid);
  if (!result.ok && pending === null) throw fail(SubmissionMessage.problemNotFound);
  await deps.outbox.flush();
  if (pending) dispatcher.start([pending]);
  return { result, message };
}
