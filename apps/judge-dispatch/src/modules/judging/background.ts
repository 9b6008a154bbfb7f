import { setTimeout as sleep } from 'node:timers/promises';
import type { StreamConsumer } from '@oj/service-kit/events';
import type { Deps } from '../../deps.ts';
import { sweepLostJobs } from './dispatch.ts';
import { resultsConsumer } from './consumer.ts';
import type { JudgeMessage } from './consumer.ts';

/**
 * The work judge-dispatch does besides answering calls: reading results (service-kit's stream
 * consumer, which sets up the judge streams and its durable consumer once NATS is reached), and,
 * once it reads, sweeping for lost jobs at start and then periodically. Every instance may run it:
 * the consumer is shared and the sweep's writes are compare-and-set.
 */
export class DispatchBackground {
  readonly #deps: Deps;
  readonly #stop = new AbortController();
  readonly consumer: StreamConsumer<JudgeMessage>;
  #sweeps: Promise<void> = Promise.resolve();
  /** Resolves once the results consumer reads (never, if stopped before NATS was reached). */
  readonly ready: Promise<void>;

  constructor(deps: Deps) {
    this.#deps = deps;
    this.consumer = resultsConsumer(deps);
    this.ready = this.consumer.ready;
  }

  /** Starts in the background; returns at once. */
  start(): void {
    this.consumer.start();
    this.#sweeps = this.#sweepLoop().catch((error: unknown) => {
      if (!this.#stop.signal.aborted) this.#deps.log.error({ err: error }, 'judge-dispatch sweep stopped');
    });
  }

  /** Stops reading and sweeping; the message in hand is finished first. */
  async stop(): Promise<void> {
    this.#stop.abort();
    await this.consumer.stop();
    await this.#sweeps;
  }

  async #sweepLoop(): Promise<void> {
    const { log, settings } = this.#deps;
    const signal = this.#stop.signal;
    // The streams exist once the consumer reads; stopping first leaves this wait for good.
    const stopped = new Promise<void>((resolve) => {
      signal.addEventListener(
        'abort',
        () => {
          resolve();
        },
        { once: true },
      );
    });
    await Promise.race([this.ready, stopped]);
    while (!signal.aborted) {
      try {
        const enqueued = await sweepLostJobs(this.#deps);
        if (enqueued > 0) log.info({ enqueued }, 'lost judge jobs enqueued again');
      } catch (error) {
        log.warn({ err: error }, 'sweeping for lost judge jobs failed');
      }
      if (settings.sweepIntervalMs <= 0) return;
      await sleep(settings.sweepIntervalMs, undefined, { signal }).catch(() => undefined);
    }
  }
}
