import type { EntityManager } from 'typeorm';
import { JudgeProgressSchema, JudgeResultSchema } from '@oj/contracts';
import type { JudgeProgress, JudgeResult } from '@oj/contracts';
import { ensureJudgeStreams } from '@oj/judge-queue';
import { StreamConsumer } from '@oj/service-kit/events';
import type { Delivery } from '@oj/service-kit/events';
import type { Deps } from '../../deps.ts';
import { recordJudgedEvent } from './events.ts';
import { RESULTS_CONSUMER, jobSequenceOf } from './streams.ts';
import { applyJudgeResult, applyProgress } from './apply.ts';
import { completeTestJudge } from '../test-judge/records.ts';

/** A message of the results stream: progress or a final result, told apart by subject. */
export type JudgeMessage = JudgeProgress | JudgeResult;

/** A message whose handling failed comes back after this delay. */
const RETRY_DELAY_MS = 1_000;

/** Logs a result without its job's token: who claims to have sent it, never the token it carried. */
function logRejected(deps: Deps, result: JudgeResult, sequence: number | null): void {
  deps.log.warn(
    { submitId: result.submitId, jobSequence: sequence, judger: result.judger.slice(0, 64), hasToken: typeof result.resultToken === 'string' },
    'judge result rejected: its result token does not match the job',
  );
}

/** Applies a final result; the contest of the row it judged when it recorded an event, else null. */
async function applyResult(deps: Deps, tx: EntityManager, result: JudgeResult, delivery: Delivery): Promise<number | null> {
  if (result.submitId < 0) {
    const outcome = await completeTestJudge(await deps.testJudges(), -result.submitId, result);
    if (outcome === 'rejected') logRejected(deps, result, null);
    return null;
  }
  const sequence = jobSequenceOf(delivery.msgId, result.submitId);
  const outcome = await applyJudgeResult(tx, result, sequence);
  // In the result's transaction: the verdict and its event commit together.
  if (outcome.kind === 'applied') await recordJudgedEvent(tx, deps.natsNames, outcome.event, outcome.msgId);
  if (outcome.kind === 'stale') deps.log.info({ submitId: result.submitId, jobSequence: sequence }, 'stale judge result ignored');
  if (outcome.kind === 'rejected') logRejected(deps, result, sequence);
  return outcome.kind === 'applied' ? outcome.event.cid : null;
}

/**
 * The durable consumer of the results stream, on service-kit's stream consumer in `shared` mode:
 * every dispatch instance reads from it, and applying is idempotent by itself (a result counts
 * only while the judge row waits for that job), so no cursor and no global order are needed, and
 * instances apply results in parallel. Each message is checked against its contract schema; the ack
 * comes after the commit and after the relay's attempt to publish the verdict's event.
 */
export function resultsConsumer(deps: Deps): StreamConsumer<JudgeMessage> {
  const { settings } = deps;
  const { subjects, streams } = deps.natsNames;
  const isProgress = (subject: string): boolean => subject.startsWith(subjects.judgeProgress(''));
  const isResult = (subject: string): boolean => subject.startsWith(subjects.judgeResult(''));
  // The contest of the verdict the message in hand recorded, if any (the consumer handles one message at a time).
  let judgedCid: number | null = null;
  return new StreamConsumer<JudgeMessage>(deps.events, {
    name: RESULTS_CONSUMER,
    stream: streams.judgeResults.name,
    mode: 'shared',
    schema: (subject) => (isProgress(subject) ? JudgeProgressSchema : isResult(subject) ? JudgeResultSchema : null),
    apply: async (tx, message, delivery) => {
      judgedCid = null;
      if (!isProgress(delivery.subject)) {
        judgedCid = await applyResult(deps, tx, message as JudgeResult, delivery);
        return;
      }
      // Test-judge runs (negative ids) show no progress.
      if (message.submitId > 0) await applyProgress(tx, message as JudgeProgress);
    },
    // Progress records nothing: only a verdict's event is worth a relay pass before the ack. The
    // status list's pages of its contest go at once (Compiling and Judging show within their 1 s).
    afterCommit: () => {
      if (judgedCid === null) return Promise.resolve();
      deps.rowChanges.changed(judgedCid);
      return deps.outbox.flush();
    },
    setUp: async () => {
      await ensureJudgeStreams(deps.jsm(), deps.natsNames);
    },
    ackWaitMs: settings.resultsAckWaitMs,
    pullExpiresMs: settings.pullExpiresMs,
    retryDelayMs: RETRY_DELAY_MS,
    whenFailing: 'redeliver',
  });
}
