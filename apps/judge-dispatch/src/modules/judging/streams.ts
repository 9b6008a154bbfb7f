import type { JetStreamManager } from '@nats-io/jetstream';
import type { NatsNames } from '@oj/contracts';

/** Durable consumer of the judge results stream read by judge-dispatch. */
export const RESULTS_CONSUMER = 'judge-dispatch';

/*
 * The job queues (test, contest, normal) are subjects of one stream, so a job's sequence is unique
 * across them and these checks hold whatever queue a job went to.
 */

/**
 * The lowest job-stream sequence a job enqueued from now on can get. A submission re-dispatched
 * with this floor ignores every result of its earlier jobs, whose sequences are all below it.
 */
export async function nextJobSequence(jsm: JetStreamManager, names: NatsNames): Promise<number> {
  const info = await jsm.streams.info(names.streams.judgeJobs.name);
  return info.state.last_seq + 1;
}

/** Tells whether the job stream still holds the job stored at `sequence` (queued or being judged), on any queue. */
export async function jobIsQueued(jsm: JetStreamManager, names: NatsNames, sequence: number): Promise<boolean> {
  return (await jsm.streams.getMessage(names.streams.judgeJobs.name, { seq: sequence })) !== null;
}

/** msgID of a submission's job: one per dispatch, so re-publishing the same dispatch is dropped. */
export function judgeJobMsgId(submitId: number, dispatch: number): string {
  return `job:${submitId}:${dispatch}`;
}

/** Parses a result's msgID (`result:<submitId>:<jobSequence>[:<tag>]`); null when absent or foreign. */
export function jobSequenceOf(msgId: string | undefined, submitId: number): number | null {
  const match = /^result:(-?\d+):(\d+)(?::[0-9a-f]{1,64})?$/.exec(msgId ?? '');
  if (!match || Number(match[1]) !== submitId) return null;
  return Number(match[2]);
}

/** Whether the results stream holds the final result of the job at `sequence`. */
export async function resultIsStored(jsm: JetStreamManager, names: NatsNames, submitId: number, sequence: number): Promise<boolean> {
  const stored = await jsm.streams.getMessage(names.streams.judgeResults.name, { last_by_subj: names.subjects.judgeResult(submitId) });
  return stored !== null && jobSequenceOf(stored.header.get('Nats-Msg-Id'), submitId) === sequence;
}
