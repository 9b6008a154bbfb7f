import { setTimeout as sleep } from 'node:timers/promises';
import { ensureJudgeStreams } from '@oj/judge-queue';
import type { DispatchContext } from './context.ts';
import { sweepLostJobs } from './queue/dispatch.ts';
import { RESULTS_CONSUMER, ensureDurableConsumer, ensureEventsStream } from './queue/streams.ts';
import { ResultsConsumer } from './results/consumer.ts';

const SETUP_RETRY_DELAY_MS = 2_000;

/**
 * The work judge-dispatch does besides answering calls: once NATS is reached it sets up the
 * streams and its durable results consumer, reads results, and sweeps for lost jobs at start and
 * then periodically. Every instance may run it: the consumer is shared and the sweep's writes are
 * compare-and-set.
 */
export class DispatchBackground {
  readonly #ctx: DispatchContext;
  readonly #stop = new AbortController();
  readonly consumer: ResultsConsumer;
  #run: Promise<void> = Promise.resolve();
  #ready: () => void = () => undefined;
  /** Resolves once the results consumer reads (never, if closed before NATS was reached). */
  readonly ready: Promise<void>;

  constructor(ctx: DispatchContext) {
    this.#ctx = ctx;
    this.consumer = new ResultsConsumer(ctx);
    this.ready = new Promise((resolve) => {
      this.#ready = resolve;
    });
  }

  /** Starts in the background; returns at once. */
  start(): void {
    this.#run = this.#main().catch((error: unknown) => {
      if (!this.#stopping()) this.#ctx.app.log.error({ err: error }, 'judge-dispatch background work stopped');
    });
  }

  /** Stops reading and sweeping; the message in hand is finished first. */
  async stop(): Promise<void> {
    this.#stop.abort();
    await this.consumer.stop();
    await this.#run;
    this.#ctx.events.close();
  }

  // A method, not a getter: the flag changes while the loop awaits, which narrowing cannot see.
  #stopping(): boolean {
    return this.#stop.signal.aborted;
  }

  async #pause(ms: number): Promise<void> {
    await sleep(ms, undefined, { signal: this.#stop.signal }).catch(() => undefined);
  }

  async #main(): Promise<void> {
    const { app, settings } = this.#ctx;
    await app.waitForNats(this.#stop.signal);
    while (!this.#stopping()) {
      try {
        await ensureJudgeStreams(app.jsm, app.natsNames);
        await ensureEventsStream(app.jsm, app.natsNames);
        await ensureDurableConsumer(app.jsm, app.natsNames.streams.judgeResults.name, RESULTS_CONSUMER, { ackWaitMs: settings.resultsAckWaitMs });
        break;
      } catch (error) {
        app.log.error({ err: error }, 'setting up the judge streams failed; retrying');
        await this.#pause(SETUP_RETRY_DELAY_MS);
      }
    }
    if (this.#stopping()) return;
    this.consumer.start();
    this.#ready();
    while (!this.#stopping()) {
      try {
        const enqueued = await sweepLostJobs(this.#ctx);
        if (enqueued > 0) app.log.info({ enqueued }, 'lost judge jobs enqueued again');
        await this.#ctx.events.flush();
      } catch (error) {
        app.log.warn({ err: error }, 'sweeping for lost judge jobs failed');
      }
      if (settings.sweepIntervalMs <= 0) return;
      await this.#pause(settings.sweepIntervalMs);
    }
  }
}
