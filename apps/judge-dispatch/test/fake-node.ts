/** Acting as a judge node over real NATS: take jobs from the queue, publish progress and results. */
import { setTimeout as sleep } from 'node:timers/promises';
import { judgeResultMsgId } from '@oj/contracts';
import type { JudgeCaseResult, JudgeJob, JudgeResult, VerdictCode } from '@oj/contracts';
import { JUDGE_QUEUE } from '@oj/contracts';
import { ensureJudgeConsumers, resultMsgIdTag, resultTokenHash } from '@oj/judge-queue';
import type { Harness } from './helpers.ts';
import { waitFor } from './helpers.ts';

/**
 * Takes (and acks) the queued job of one submission, from any queue (test, contest, normal); other jobs
 * met on the way are acked too.
 */
export async function takeJob(h: Harness, submitId: number): Promise<{ job: JudgeJob; sequence: number; subject: string }> {
  await ensureJudgeConsumers(h.jsm, h.names);
  const stream = h.names.streams.judgeJobs.name;
  const consumers = await Promise.all(Object.values(JUDGE_QUEUE.consumerNames).map((name) => h.js.consumers.get(stream, name)));
  const deadline = Date.now() + 20_000;
  while (Date.now() < deadline) {
    // Pull only a queue that holds a job: an empty pull waits its whole expiry.
    const queued = await Promise.all(consumers.map(async (consumer) => (await consumer.info()).num_pending > 0));
    const consumer = consumers[queued.indexOf(true)];
    if (!consumer) {
      await sleep(50);
      continue;
    }
    const message = await consumer.next({ expires: 1000 });
    if (!message) continue;
    message.ack();
    const job = message.json<JudgeJob>();
    if (job.submitId === submitId) return { job, sequence: message.info.streamSequence, subject: message.subject };
  }
  throw new Error(`no job for submission ${submitId}`);
}

/** A final result for a job: every case with `status` unless given. */
export function resultOf(job: JudgeJob, status: VerdictCode, extra: Partial<JudgeResult> = {}, cases?: JudgeCaseResult[]): JudgeResult {
  return {
    submitId: job.submitId,
    status,
    timeMs: 15,
    memoryKb: 2048,
    score: 0,
    compileMessage: null,
    cases:
      cases ?? job.cases.map((item) => ({ caseId: item.caseId, status, timeMs: 15, memoryKb: 2048, score: 0, groupNum: item.groupNum, userOutput: 'out' })),
    judger: 'fake-node',
    finishedAt: new Date().toISOString(),
    attempt: 1,
    // Echoed from the job, as nodes do; `extra` may replace it (a forged result).
    ...(job.resultToken === undefined ? {} : { resultToken: job.resultToken }),
    ...extra,
  };
}

/** Publishes a result the way nodes do: msgID tied to the job's stream sequence. */
export async function publishResult(h: Harness, result: JudgeResult, sequence: number): Promise<void> {
  await h.js.publish(h.names.subjects.judgeResult(result.submitId), JSON.stringify(result), {
    msgID: judgeResultMsgId(result.submitId, sequence, resultMsgIdTag(result.resultToken)),
  });
}

/** Publishes Compiling or Judging for a job, with its result token's hash as nodes do (none for a bare submitId). */
export async function publishProgress(h: Harness, of: JudgeJob | number, status: 6 | 7): Promise<void> {
  const submitId = typeof of === 'number' ? of : of.submitId;
  const token = typeof of === 'number' ? undefined : of.resultToken;
  const progress = {
    submitId,
    status,
    judger: 'fake-node',
    at: new Date().toISOString(),
    ...(token === undefined ? {} : { resultTokenHash: resultTokenHash(token) }),
  };
  await h.js.publish(h.names.subjects.judgeProgress(submitId), JSON.stringify(progress));
}

/** Waits until judge-dispatch has settled every message of the results stream. */
export async function resultsSettled(h: Harness): Promise<void> {
  await waitFor('judge-dispatch to settle the results', async () => {
    const info = await h.jsm.consumers.info(h.names.streams.judgeResults.name, 'judge-dispatch');
    return info.num_pending === 0 && info.num_ack_pending === 0;
  });
}
