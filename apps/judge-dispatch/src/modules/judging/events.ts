import type { EntityManager } from 'typeorm';
import type { NatsNames, SubmissionJudgedEvent } from '@oj/contracts';
import { addToOutbox } from '@oj/service-kit/events';

/**
 * Records a `submission judged` event in the transaction of the change it announces; the outbox
 * relay publishes it after the commit. Events of one submission get increasing outbox ids, because
 * each change locks the judge row, and the relay publishes in id order: they arrive in the order
 * of the changes.
 */
export async function recordJudgedEvent(tx: EntityManager, names: NatsNames, event: SubmissionJudgedEvent, msgId: string): Promise<void> {
  await addToOutbox(tx, { subject: names.subjects.submissionJudged, msgId, payload: event });
}
