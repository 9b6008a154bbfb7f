import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Consumer, JsMsg } from '@nats-io/jetstream';
import { Value } from '@sinclair/typebox/value';
import type { EntityManager } from 'typeorm';
import { SubmissionJudgedEventSchema } from '@oj/contracts';
import type { SubmissionJudgedEvent } from '@oj/contracts';
import { ensureDurableConsumer, ensureEventsStream } from '@oj/judge-dispatch';
import { recordJudgedSubmission } from '../modules/problem/index.ts';

/** Durable consumer of `submission judged` events that keeps the problem statistics. */
export const SUBMISSION_STATS_CONSUMER = 'gateway-submission-stats';

/**
 * The last event applied, kept in the gateway's own key/value table and written in the same
 * transaction as the statistics: a redelivered event is recognised exactly, even after a crash
 * between commit and ack. (Names outside the website config keys are never read as config.)
 */
export const SUBMISSION_STATS_CURSOR = 'cursor.submission-judged';

/** Timings of the consumer; tests shorten them. */
export interface SubmissionJudgedEventsOptions {
  ackWaitMs?: number;
  pullExpiresMs?: number;
  /** Attempts at one event before it is logged and skipped, so one bad event cannot stall the rest. */
  maxAttempts?: number;
  retryDelayMs?: number;
}

const SETUP_RETRY_DELAY_MS = 2_000;

/** Applies one event unless the cursor shows it applied; true when it changed the statistics. */
export async function applySubmissionJudged(manager: EntityManager, event: SubmissionJudgedEvent, sequence: number): Promise<boolean> {
  await manager.query('INSERT IGNORE INTO website_config (name, value) VALUES (?, ?)', [SUBMISSION_STATS_CURSOR, '0']);
  const rows: unknown = await manager.query('SELECT value FROM website_config WHERE name = ? FOR UPDATE', [SUBMISSION_STATS_CURSOR]);
  const stored = Array.isArray(rows) ? Number((rows[0] as { value?: unknown } | undefined)?.value) : 0;
  if (Number.isFinite(stored) && sequence <= stored) return false;
  await recordJudgedSubmission(manager, {
    pid: event.pid,
    uid: event.uid,
    submitId: event.submitId,
    oldStatus: event.oldStatus,
    newStatus: event.newStatus,
    cid: event.cid,
  });
  await manager.query('UPDATE website_config SET value = ? WHERE name = ?', [String(sequence), SUBMISSION_STATS_CURSOR]);
  return true;
}

/**
 * Reads `submission judged` events one at a time, strictly in stream order (one unacked event at
 * a time, failures retried in place), and books each into problem_count and user_acproblem.
 */
class SubmissionStatsConsumer {
  readonly #app: FastifyInstance;
  readonly #options: Required<SubmissionJudgedEventsOptions>;
  readonly #stop = new AbortController();
  #run: Promise<void> = Promise.resolve();

  constructor(app: FastifyInstance, options: Required<SubmissionJudgedEventsOptions>) {
    this.#app = app;
    this.#options = options;
  }

  start(): void {
    this.#run = this.#main().catch((error: unknown) => {
      if (!this.#stopping()) this.#app.log.error({ err: error }, 'submission statistics consumer stopped');
    });
  }

  async stop(): Promise<void> {
    this.#stop.abort();
    await this.#run;
  }

  #stopping(): boolean {
    return this.#stop.signal.aborted;
  }

  async #pause(ms: number): Promise<void> {
    await sleep(ms, undefined, { signal: this.#stop.signal }).catch(() => undefined);
  }

  async #setUp(): Promise<void> {
    const app = this.#app;
    await app.waitForNats(this.#stop.signal);
    while (!this.#stopping()) {
      try {
        await ensureEventsStream(app.jsm, app.natsNames);
        await ensureDurableConsumer(app.jsm, app.natsNames.streams.events.name, SUBMISSION_STATS_CONSUMER, {
          ackWaitMs: this.#options.ackWaitMs,
          filterSubject: app.natsNames.subjects.submissionJudged,
          maxAckPending: 1,
        });
        return;
      } catch (error) {
        app.log.error({ err: error }, 'setting up the submission event consumer failed; retrying');
        await this.#pause(SETUP_RETRY_DELAY_MS);
      }
    }
  }

  async #main(): Promise<void> {
    await this.#setUp();
    const app = this.#app;
    let consumer: Consumer | null = null;
    while (!this.#stopping()) {
      try {
        consumer ??= await app.js.consumers.get(app.natsNames.streams.events.name, SUBMISSION_STATS_CONSUMER);
        const message = await consumer.next({ expires: this.#options.pullExpiresMs });
        if (message) await this.#handle(message);
      } catch (error) {
        consumer = null;
        app.log.warn({ err: error }, 'reading submission events failed; retrying');
        await this.#pause(SETUP_RETRY_DELAY_MS);
      }
    }
  }

  async #handle(message: JsMsg): Promise<void> {
    const app = this.#app;
    let event: unknown = null;
    try {
      event = message.json<unknown>();
    } catch {
      // reported below
    }
    if (!Value.Check(SubmissionJudgedEventSchema, event)) {
      app.log.error({ sequence: message.info.streamSequence }, 'malformed submission event dropped');
      message.term();
      return;
    }
    for (let attempt = 1; ; attempt += 1) {
      try {
        await app.db.transaction((manager) => applySubmissionJudged(manager, event, message.info.streamSequence));
        break;
      } catch (error) {
        if (attempt >= this.#options.maxAttempts || this.#stopping()) {
          if (this.#stopping()) return; // unacked: delivered again after ack wait, to this or another gateway
          app.log.error({ err: error, submitId: event.submitId }, 'submission event could not be applied; skipped');
          message.term();
          return;
        }
        app.log.warn({ err: error, submitId: event.submitId, attempt }, 'applying a submission event failed; retrying');
        message.working();
        await this.#pause(this.#options.retryDelayMs);
      }
    }
    await message.ackAck().catch((error: unknown) => {
      // A lost ack costs one redelivery, which the cursor recognises.
      app.log.warn({ err: error, submitId: event.submitId }, 'submission event ack not confirmed');
    });
  }
}

/**
 * The gateway's reader of `submission judged` events (published by judge-dispatch): keeps each
 * problem's per-verdict counters and each user's solved list in step with the judge rows.
 */
export const submissionJudgedEvents = fp<SubmissionJudgedEventsOptions>(
  (app, options, done) => {
    const consumer = new SubmissionStatsConsumer(app, {
      ackWaitMs: options.ackWaitMs ?? 30_000,
      // The client refuses pulls shorter than a second.
      pullExpiresMs: Math.max(1_000, options.pullExpiresMs ?? 2_000),
      maxAttempts: options.maxAttempts ?? 10,
      retryDelayMs: options.retryDelayMs ?? 1_000,
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
