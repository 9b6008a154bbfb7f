import type { Deps } from '../../deps.ts';
import fp from 'fastify-plugin';
import type { EntityManager } from 'typeorm';
import { DOMAIN_EVENT_SCHEMAS } from '@oj/contracts';
import type { SubmissionJudgedEvent } from '@oj/contracts';
import { StreamConsumer, deadLetterCounter, ensureDeadLetterStream, ensureEventsStream, pause } from '@oj/service-kit/events';
import { reconcileProblemStats } from './reconcile.ts';
import { recordJudgedSubmission } from './stats.ts';

/** Durable consumer of `submission judged` events that keeps the problem statistics; also its cursor's name. */
export const SUBMISSION_STATS_CONSUMER = 'gateway-submission-stats';

/** How often the statistics are rebuilt from the judge rows, and how old a change must be to be rebuilt (docs/operations.md). */
export const STATS_SWEEP = { intervalMs: 30 * 60_000, horizonMs: 10 * 60_000 } as const;

/** Timings of the consumer and the sweep; tests shorten them. */
export interface SubmissionJudgedEventsOptions {
  deps: Deps;
  ackWaitMs?: number;
  pullExpiresMs?: number;
  /** Attempts at one event before it goes to the dead-letter stream, so one bad event cannot stall the rest. */
  maxAttempts?: number;
  retryDelayMs?: number;
  /** 0: no sweep. */
  sweepIntervalMs?: number;
  sweepHorizonMs?: number;
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
 * with the judge rows. An event that fails `maxAttempts` times goes to the dead-letter stream
 * (metered as `oj_dead_letters_total`), and the reconciling sweep (reconcile.ts) rebuilds the
 * statistics from the judge rows every `STATS_SWEEP.intervalMs`, so a lost event costs at most
 * one interval of drift.
 */
export const submissionJudgedEvents = fp<SubmissionJudgedEventsOptions>(
  async (app, options) => {
    const { deps } = options;
    const deadLettered = deadLetterCounter(app.metrics);
    const consumer = new StreamConsumer<SubmissionJudgedEvent>(deps.events, {
      name: SUBMISSION_STATS_CONSUMER,
      stream: deps.natsNames.streams.events.name,
      filterSubject: deps.natsNames.subjects.submissionJudged,
      mode: 'ordered',
      schema: DOMAIN_EVENT_SCHEMAS.submissionJudged,
      apply: applySubmissionJudged,
      setUp: async () => {
        await ensureEventsStream(deps.jsm(), deps.natsNames);
        await ensureDeadLetterStream(deps.jsm(), deps.natsNames);
      },
      ackWaitMs: options.ackWaitMs ?? 30_000,
      pullExpiresMs: options.pullExpiresMs ?? 2_000,
      maxAttempts: options.maxAttempts ?? 10,
      retryDelayMs: options.retryDelayMs ?? 1_000,
      whenFailing: 'dead-letter',
      deadLetter: {
        subject: deps.natsNames.subjects.deadLetter(SUBMISSION_STATS_CONSUMER),
        onSent: () => {
          deadLettered(SUBMISSION_STATS_CONSUMER);
        },
      },
    });

    const stop = new AbortController();
    const intervalMs = options.sweepIntervalMs ?? STATS_SWEEP.intervalMs;
    const horizonMs = options.sweepHorizonMs ?? STATS_SWEEP.horizonMs;
    /** One sweep, when the consumer has caught up (events still waiting would count twice on the rebuilt values). */
    const sweep = async (): Promise<void> => {
      const info = await deps.jsm().consumers.info(deps.natsNames.streams.events.name, SUBMISSION_STATS_CONSUMER);
      if (info.num_pending > 0 || info.num_ack_pending > 0) {
        app.log.info({ pending: info.num_pending }, 'problem statistics sweep put off: events still waiting');
        return;
      }
      const outcome = await reconcileProblemStats(deps.db, { consumer: SUBMISSION_STATS_CONSUMER, horizonMs }, stop.signal);
      // A repair means an event was lost or dead-lettered: worth a look (the dead-letter stream says which).
      const level = outcome.countersRepaired + outcome.solvedRepaired > 0 ? 'warn' : 'info';
      app.log[level](outcome, 'problem statistics reconciled with the judge rows');
    };
    // A function, not the flag read twice: it changes while the loop awaits, which narrowing cannot see.
    const stopping = (): boolean => stop.signal.aborted;
    const stopped = new Promise<void>((resolve) => {
      stop.signal.addEventListener(
        'abort',
        () => {
          resolve();
        },
        { once: true },
      );
    });
    const sweeping = async (): Promise<void> => {
      // The consumer's readiness never comes when it is stopped first.
      await Promise.race([consumer.ready, stopped]);
      while (!stopping()) {
        await pause(intervalMs, stop.signal);
        if (stopping()) break;
        await sweep().catch((error: unknown) => {
          app.log.warn({ err: error }, 'problem statistics sweep failed; next time');
        });
      }
    };
    let sweeps: Promise<void> | null = null;

    app.addHook('onReady', () => {
      consumer.start();
      if (intervalMs > 0) sweeps = sweeping();
      return Promise.resolve();
    });
    // preClose runs before any onClose, so the event in hand settles while NATS and the database are up.
    app.addHook('preClose', async () => {
      stop.abort();
      await consumer.stop();
      await sweeps;
    });
  },
  { name: 'oj-submission-judged-events', fastify: '5.x', dependencies: ['oj-database', 'oj-nats', 'oj-metrics'] },
);
