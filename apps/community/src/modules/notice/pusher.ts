/**
 * The hourly push job of one community instance (spec 03 §9): every `intervalMs` it pushes the
 * unpushed notices (push.ts; safe with any number of instances running it; each push records the
 * recipients' `unread changed` events, which the outbox relay then publishes). Also run on demand (the back office's "push now").
 */
import { NOTICE_PUSH_INTERVAL_MS } from '@oj/contracts';
import type { NoticePushResultDto } from '@oj/contracts';
import type { ServiceDeps } from '@oj/service-kit';
import { pushDueNotices } from './push.ts';
import type { OutboxRelay } from '@oj/service-kit/events';

export type NoticePusherDeps = Pick<ServiceDeps, 'db' | 'natsNames' | 'log'> & { outbox: Pick<OutboxRelay, 'flush'> };

export class NoticePusher {
  readonly #deps: NoticePusherDeps;
  readonly #intervalMs: number;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<unknown> = Promise.resolve();
  #closed = false;

  /** `intervalMs`: 0 turns the timer off (pushes on demand only). */
  constructor(deps: NoticePusherDeps, intervalMs: number = NOTICE_PUSH_INTERVAL_MS) {
    this.#deps = deps;
    this.#intervalMs = intervalMs;
  }

  start(): void {
    if (this.#intervalMs <= 0) return;
    this.#timer = setInterval(() => {
      void this.pushNow().catch((error: unknown) => {
        this.#deps.log.warn({ err: error }, 'notice push failed; next time');
      });
    }, this.#intervalMs);
    this.#timer.unref();
  }

  /** Pushes what is due now (one run at a time on this instance). */
  pushNow(): Promise<NoticePushResultDto> {
    const run = this.#running
      .catch(() => undefined)
      .then(async () => {
        if (this.#closed) return { notices: 0, deliveries: 0 };
        const outcome = await pushDueNotices(this.#deps.db, this.#deps.natsNames);
        if (outcome.notices > 0) {
          this.#deps.log.info({ notices: outcome.notices, deliveries: outcome.deliveries }, 'admin notices pushed');
          await this.#deps.outbox.flush();
        }
        return { notices: outcome.notices, deliveries: outcome.deliveries };
      });
    this.#running = run;
    return run;
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearInterval(this.#timer);
    await this.#running.catch(() => undefined);
  }
}
