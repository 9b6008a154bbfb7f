/**
 * The scoreboards of one contest-service instance, put together: the store, its event feed (judged
 * submissions and contest changes, from the events stream) and the live push (docs/architecture.md,
 * "Scoreboards in memory"). `contestChanged` and `contestDeleted` are what the contest gate's sync
 * calls after a change of this instance committed; the other instances hear of it in their feed.
 */
import type { ContestChangedEvent, SubmissionJudgedEvent } from '@oj/contracts';
import type { ServiceDeps } from '@oj/service-kit';
import type { StreamConsumer } from '@oj/service-kit/events';
import { boardFeed } from './feed.ts';
import { BoardLivePush } from './live.ts';
import { BoardStore } from './store.ts';

/** How often running contests without a board get one, and unused ended boards are dropped. */
const HOUSEKEEPING_MS = 60_000;

export class Scoreboards {
  readonly store: BoardStore;
  readonly #log: ServiceDeps['log'];
  readonly #feed: StreamConsumer<SubmissionJudgedEvent | ContestChangedEvent>;
  readonly #live: BoardLivePush;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(deps: Pick<ServiceDeps, 'db' | 'nats' | 'natsNames' | 'log' | 'events'>) {
    const log = deps.log;
    this.#log = log;
    this.#live = new BoardLivePush({ nats: deps.nats, names: deps.natsNames, entryOf: (cid) => this.store.loaded(cid), log });
    this.#feed = boardFeed({
      host: deps.events,
      names: deps.natsNames,
      onJudged: (event, sequence) => {
        this.store.applyEvent(event, sequence);
      },
      onContestChanged: (cid) => {
        this.#refresh(cid);
      },
      onReading: async (reset) => {
        await this.store.feedStarted(reset);
        await this.store.loadRunning();
      },
      onStopped: () => {
        this.store.feedStopped();
      },
    });
    this.store = new BoardStore({
      db: () => deps.db,
      log,
      streamSequence: () => this.#feed.streamSequence(),
      onChange: (entry) => {
        this.#live.push(entry);
      },
    });
  }

  /** Starts the feed and the housekeeping (at the app's onReady). */
  start(): void {
    this.#feed.start();
    this.#timer = setInterval(() => {
      this.store.sweep();
      void this.store.loadRunning().catch((error: unknown) => {
        this.#log.warn({ err: error }, 'running contests’ scoreboards not built');
      });
    }, HOUSEKEEPING_MS);
    this.#timer.unref();
  }

  /**
   * After a committed change of a contest, its problems or its star users: this instance's board
   * takes it before the call returns (the other instances read the change's `contest changed`
   * event, which the outbox publishes). Never throws.
   */
  async contestChanged(cid: number): Promise<void> {
    await this.store.refresh(cid).catch((error: unknown) => {
      this.#log.warn({ err: error, cid }, 'scoreboard not refreshed after a contest change');
    });
  }

  /** After a contest was deleted. */
  contestDeleted(cid: number): void {
    this.store.drop(cid);
  }

  /** Sends waiting pushes (preClose, while NATS is up). */
  flush(): void {
    this.#live.flush();
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    this.#closed = true;
    clearInterval(this.#timer);
    this.#live.close();
    await this.#feed.stop();
    await this.store.close();
  }

  #refresh(cid: number): void {
    void this.store.refresh(cid).catch((error: unknown) => {
      this.#log.warn({ err: error, cid }, 'scoreboard not refreshed after a contest change');
    });
  }
}
