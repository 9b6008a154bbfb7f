import fp from 'fastify-plugin';
import type { EntityManager } from 'typeorm';
import { DOMAIN_EVENT_SCHEMAS } from '@oj/contracts';
import type { SubmissionJudgedEvent } from '@oj/contracts';
import { StreamConsumer, ensureEventsStream } from '@oj/service-kit/events';
import { recordJudgedSubmission } from './stats.ts';

/** Durable consumer of `submission judged` events that keeps the problem statistics; also its cursor's name. */
export const SUBMISSION_STATS_CONSUMER = 'gateway-submission-stats';

/** Timings of the consumer; tests shorten them. */
export interface SubmissionJudgedEventsOptions {
  ackWaitMs?: number;
  pullExpiresMs?: number;
  /** Attempts at one event before it is logged and skipped, so one bad event cannot stall the rest. */
  maxAttempts?: number;
  retryDelayMs?: number;
}

/** Books one event into problem_count and user_acproblem (the consumer's cursor keeps it to once). */
export async function applySubmissionJudged(tx: EntityManager, event: SubmissionJudgedEvent): Promise<void> {
  await recordJudgedSubmission(tx, {
    pid: event.pid,
    uid: event.uid,
    submitId: event.submitId,
    oldStatus: event.oldStatus,
    newStatus: event.newStatus,
    cid: event.cid,
  });
}

/**
 * The gateway's reader of `submission judged` events (published by judge-dispatch through its
 * outbox): an ordered consumer (service-kit), one event at a time in stream order, whose cursor in
 * `consumer_cursor` moves in the same transaction as the counters, so a redelivered event is never
 * counted twice. Keeps each problem's per-verdict counters and each user's solved list in step
 * with the judge rows.
 */
export const submissionJudgedEvents = fp<SubmissionJudgedEventsOptions>(
  (app, options, done) => {
    const consumer = new StreamConsumer<SubmissionJudgedEvent>(app, {
      name: SUBMISSION_STATS_CONSUMER,
      stream: app.natsNames.streams.events.name,
      filterSubject: app.natsNames.subjects.submissionJudged,
      mode: 'ordered',
      schema: DOMAIN_EVENT_SCHEMAS.submissionJudged,
      apply: applySubmissionJudged,
      setUp: async () => {
        await ensureEventsStream(app.jsm, app.natsNames);
      },
      ackWaitMs: options.ackWaitMs ?? 30_000,
      pullExpiresMs: options.pullExpiresMs ?? 2_000,
      maxAttempts: options.maxAttempts ?? 10,
      retryDelayMs: options.retryDelayMs ?? 1_000,
      whenFailing: 'skip',
    });
    app.addHook('onReady', () => {
      consumer.start();
      return Promise.resolve();
    });
    // preClose runs before any onClose, so the event in hand settles while NATS and the database are up.
    app.addHook('preClose', () => consumer.stop());
    done();
  },
  { name: 'oj-submission-judged-events', fastify: '5.x', dependencies: ['oj-database', 'oj-nats'] },
);
