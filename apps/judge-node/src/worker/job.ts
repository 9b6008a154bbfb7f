import type { JsMsg } from '@nats-io/jetstream';
import { isSafeTestDataName, Verdict } from '@oj/contracts';
import type { JudgeJob, JudgeProgress, JudgeResult } from '@oj/contracts';
import { checkJob } from './job-check.ts';
import { publishProgress, publishResult, reasonOf, resultAlreadyStored, resultTokenOf, submitIdOf, systemErrorResult } from './results.ts';
import type { ResultChannel } from './results.ts';
import type { TestDataCache, TestDataLease } from '@oj/judge-queue';
import type { Judge, JobOutcome, WorkerLog, WorkerObserver } from './types.ts';

/** Everything one delivery needs; shared by all of a worker's jobs. */
export interface JobContext {
  channel: ResultChannel;
  judge: Judge;
  cache: TestDataCache;
  /** Judging attempts before System Error. */
  maxDeliver: number;
  /** How often to tell the server the job is still being judged; 0 never (tests of stalled nodes). */
  inProgressIntervalMs: number;
  /** Delay before a failed attempt is offered again. */
  retryDelayMs: number;
  /** A judge that has not settled after this long counts as a failed attempt. */
  jobTimeoutMs: number;
  log: WorkerLog;
  observer: WorkerObserver;
}

/**
 * Why a job's case file names are unsafe, or null. They become paths under this node's test-data cache,
 * so each must be a plain file name (no "..", "/", NUL): checked before any test data is fetched or read.
 */
export function unsafeCaseName(job: JudgeJob): string | null {
  if (job.isTestJudge === true) return null;
  for (const { caseId, inputName, outputName } of job.cases) {
    for (const name of [inputName, outputName]) {
      if (!isSafeTestDataName(name)) return `Unsafe test data file name for case ${caseId}: ${JSON.stringify(name)}`;
    }
  }
  return null;
}

/** A judge that did not settle in time: a failed attempt, retried like a throw. */
class JudgeTimeout extends Error {}

function timeout(ms: number, job: JudgeJob): { promise: Promise<never>; cancel: () => void } {
  let timer: NodeJS.Timeout | undefined;
  const promise = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => {
      reject(new JudgeTimeout(`judging submission ${job.submitId} took longer than ${ms} ms`));
    }, ms);
  });
  return {
    promise,
    cancel: () => {
      clearTimeout(timer);
    },
  };
}

/** Publishes progress in order, each phase once, never going back; failures only cost the display. */
function progressPublisher(
  context: JobContext,
  submitId: number,
  resultToken: string | undefined,
): { report: (status: JudgeProgress['status']) => void; settled: () => Promise<void> } {
  let last = 0;
  let chain: Promise<void> = Promise.resolve();
  return {
    report: (status) => {
      if (status <= last) return;
      last = status;
      chain = chain
        .then(() => publishProgress(context.channel, submitId, status, resultToken))
        .catch((error: unknown) => {
          context.log.warn({ err: error, submitId }, 'could not publish judge progress');
        });
    },
    settled: () => chain,
  };
}

async function acknowledge(message: JsMsg, context: JobContext, submitId: number | null): Promise<void> {
  // A lost ack only means a redelivery, which then finds the stored result and stops there.
  const confirmed = await message.ackAck().catch(() => false);
  if (!confirmed) context.log.warn({ submitId }, 'judge job ack not confirmed; a redelivery will find the stored result');
}

async function settleAsSystemError(
  message: JsMsg,
  context: JobContext,
  submitId: number,
  reason: string,
  attempt: number,
  resultToken: string | undefined,
): Promise<void> {
  await publishResult(context.channel, systemErrorResult(submitId, reason, context.channel.judger, attempt, resultToken), message.info.streamSequence);
  await acknowledge(message, context, submitId);
}

async function judgeOnce(message: JsMsg, context: JobContext, job: JudgeJob, attempt: number, onJudged: () => void): Promise<JudgeResult> {
  const progress = progressPublisher(context, job.submitId, job.resultToken);
  progress.report(Verdict.Compiling);
  const keepAlive =
    context.inProgressIntervalMs > 0
      ? setInterval(() => {
          message.working();
        }, context.inProgressIntervalMs)
      : undefined;
  const limit = timeout(context.jobTimeoutMs, job);
  const held: { lease: TestDataLease | null; finished: boolean } = { lease: null, finished: false };
  const judging = (async () => {
    if (job.isTestJudge !== true) {
      const lease = await context.cache.acquire(job.problemId, job.dataVersion);
      if (held.finished) lease.release();
      else held.lease = lease;
    }
    return context.judge(job, held.lease?.dir ?? null, progress.report);
  })();
  judging.catch(() => undefined); // when the time limit wins, the judge's own failure is moot
  try {
    const result = await Promise.race([judging, limit.promise]);
    const echoed = job.resultToken === undefined ? {} : { resultToken: job.resultToken };
    return { ...result, submitId: job.submitId, judger: context.channel.judger, attempt, ...echoed };
  } finally {
    onJudged();
    held.finished = true;
    held.lease?.release();
    limit.cancel();
    clearInterval(keepAlive);
    await progress.settled();
  }
}

/**
 * Handles one delivery of a job: judge it and publish exactly one final result, or hand it back
 * for another attempt. The result is published before the ack, so a node dying in between costs a
 * redelivery, never a lost verdict; the redelivery then finds the stored result and stops.
 * `onJudged` is called once the judge call has settled (its sandbox is back), before the result is
 * published and the job acked: the worker's slot is free from then on.
 */
export async function handleDelivery(message: JsMsg, context: JobContext, onJudged: () => void = () => undefined): Promise<JobOutcome> {
  const attempt = message.info.deliveryCount;
  let payload: unknown;
  try {
    payload = message.json<unknown>();
  } catch {
    payload = null;
  }
  const checked = checkJob(payload);
  if ('problem' in checked) {
    const submitId = submitIdOf(payload);
    context.log.error({ submitId, problem: checked.problem }, 'malformed judge job');
    if (submitId === null) await acknowledge(message, context, null);
    else await settleAsSystemError(message, context, submitId, `Malformed judge job: ${checked.problem}`, attempt, resultTokenOf(payload));
    return 'rejected';
  }
  const { job } = checked;
  const unsafe = unsafeCaseName(job);
  if (unsafe !== null) {
    context.log.error({ submitId: job.submitId, problem: unsafe }, 'judge job with unsafe test data names');
    await settleAsSystemError(message, context, job.submitId, unsafe, attempt, job.resultToken);
    return 'rejected';
  }
  const enqueuedAtMs = Date.parse(job.enqueuedAt);
  context.observer.jobStarted?.({ submitId: job.submitId, attempt, queueWaitMs: Number.isNaN(enqueuedAtMs) ? 0 : Date.now() - enqueuedAtMs });

  if (attempt > context.maxDeliver) {
    // The node of the last attempt died or could not publish; do not judge a job that keeps failing.
    await settleAsSystemError(message, context, job.submitId, `Judging was interrupted ${context.maxDeliver} times`, attempt, job.resultToken);
    return 'system-error';
  }
  if (attempt > 1 && (await resultAlreadyStored(context.channel, job.submitId, message.info.streamSequence, job.resultToken))) {
    await acknowledge(message, context, job.submitId);
    return 'already-judged';
  }

  let result: JudgeResult;
  try {
    result = await judgeOnce(message, context, job, attempt, onJudged);
  } catch (error) {
    const reason = reasonOf(error);
    if (attempt < context.maxDeliver) {
      context.log.warn({ submitId: job.submitId, attempt, reason }, 'judge attempt failed; the job goes back to the queue');
      message.nak(context.retryDelayMs);
      return 'retry';
    }
    context.log.error({ submitId: job.submitId, attempt, reason }, 'judge job failed on its last attempt');
    await settleAsSystemError(message, context, job.submitId, `System Error: ${reason}`, attempt, job.resultToken);
    return 'system-error';
  }
  // A failure to publish is not the job's fault: it propagates, and the worker hands the job back.
  await publishResult(context.channel, result, message.info.streamSequence);
  await acknowledge(message, context, job.submitId);
  return 'result';
}
