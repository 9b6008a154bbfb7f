import type { JetStreamClient, JetStreamManager } from '@nats-io/jetstream';
import { Verdict, judgeResultMsgId } from '@oj/contracts';
import type { JudgeProgress, JudgeResult, NatsNames } from '@oj/contracts';
import { resultMsgIdTag, resultTokenHash } from '@oj/judge-queue';

/** Longest System Error reason stored with a submission. */
const MAX_REASON_CHARS = 1000;

/** Where results and progress go, and who signs them. */
export interface ResultChannel {
  js: JetStreamClient;
  jsm: JetStreamManager;
  names: NatsNames;
  judger: string;
}

/**
 * Publishes Compiling (6) or Judging (7) for a submission, with the hash of the job's result token
 * (never the token itself: progress stays readable in the results stream while the job runs).
 */
export async function publishProgress(channel: ResultChannel, submitId: number, status: JudgeProgress['status'], resultToken?: string): Promise<void> {
  const progress: JudgeProgress = { submitId, status, judger: channel.judger, at: new Date().toISOString() };
  if (resultToken !== undefined) progress.resultTokenHash = resultTokenHash(resultToken);
  await channel.js.publish(channel.names.subjects.judgeProgress(submitId), JSON.stringify(progress));
}

/**
 * Publishes a final result with the job's attempt-independent msgID, so a second judging of the
 * same job within the duplicate window is dropped by the stream. True when this copy was stored.
 */
export async function publishResult(channel: ResultChannel, result: JudgeResult, jobSequence: number): Promise<boolean> {
  const ack = await channel.js.publish(channel.names.subjects.judgeResult(result.submitId), JSON.stringify(result), {
    msgID: judgeResultMsgId(result.submitId, jobSequence, resultMsgIdTag(result.resultToken)),
  });
  return !ack.duplicate;
}

/**
 * True when the results stream already holds this job's final result: the node that judged it
 * died between publishing and acking. Outlives the duplicate window, unlike the msgID check.
 */
export async function resultAlreadyStored(channel: ResultChannel, submitId: number, jobSequence: number, resultToken?: string): Promise<boolean> {
  const stored = await channel.jsm.streams.getMessage(channel.names.streams.judgeResults.name, {
    last_by_subj: channel.names.subjects.judgeResult(submitId),
  });
  return stored?.header.get('Nats-Msg-Id') === judgeResultMsgId(submitId, jobSequence, resultMsgIdTag(resultToken));
}

/** Text of an error for a System Error reason: its message only, never a stack. */
export function reasonOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  return text.length > MAX_REASON_CHARS ? `${text.slice(0, MAX_REASON_CHARS)}…` : text;
}

/** The result token of a job payload, when it has one (echoed even when the rest is malformed). */
export function resultTokenOf(payload: unknown): string | undefined {
  const token = (payload as { resultToken?: unknown } | null)?.resultToken;
  return typeof token === 'string' ? token : undefined;
}

/** A System Error result for a job that could not be judged (with the job's result token, when known). */
export function systemErrorResult(submitId: number, reason: string, judger: string, attempt: number, resultToken?: string): JudgeResult {
  return {
    ...(resultToken === undefined ? {} : { resultToken }),
    submitId,
    status: Verdict.SystemError,
    timeMs: 0,
    memoryKb: 0,
    score: 0,
    compileMessage: reason,
    cases: [],
    judger,
    finishedAt: new Date().toISOString(),
    attempt,
  };
}

/** A job's submitId when its payload has one, even if the rest is malformed. */
export function submitIdOf(payload: unknown): number | null {
  const submitId = (payload as { submitId?: unknown } | null)?.submitId;
  return typeof submitId === 'number' && Number.isSafeInteger(submitId) ? submitId : null;
}
