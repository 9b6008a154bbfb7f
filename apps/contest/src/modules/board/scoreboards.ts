/**
 * The scoreboards of one contest-service instance, put together: the store, its event feed, the
 * notices between instances and the live push (docs/architecture.md, "Scoreboards in memory").
 * `contestChanged` and `contestDeleted` are what the contest admin's changes call.
 */
import type { FastifyInstance } from 'fastify';
import { JudgedFeed } from './feed.ts';
import { BoardLivePush } from './live.ts';
import { ContestChangeNotices } from './notices.ts';
import { BoardStore } from './store.ts';

/** How often running contests without a board get one, and unused ended boards are dropped. */
const HOUSEKEEPING_MS = 60_000;

export class Scoreboards {
  readonly store: BoardStore;
  readonly #app: FastifyInstance;
  readonly #feed: JudgedFeed;
  readonly #notices: ContestChangeNotices;
  readonly #live: BoardLivePush;
  #timer: NodeJS.Timeout | undefined;
  #closed = false;

  constructor(app: FastifyInstance) {
    this.#app = app;
    const log = app.log;
    this.#live = new BoardLivePush({ nats: () => app.nats, names: app.natsNames, entryOf: (cid) => this.store.loaded(cid), log });
    this.#feed = new JudgedFeed({
      host: app,
      names: app.natsNames,
      onEvent: (event, sequence) => {
        this.store.applyEvent(event, sequence);
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
      db: () => app.db,
      log,
      streamSequence: () => this.#feed.streamSequence(),
      onChange: (entry) => {
        this.#live.push(entry);
      },
    });
    this.#notices = new ContestChangeNotices({
      waitForNats: (signal) => app.waitForNats(signal),
      names: app.natsNames,
      log,
      onNotice: (cid) => {
        this.#refresh(cid);
      },
    });
  }

  /** Starts the feed, the notices and the housekeeping (at the app's onReady). */
  start(): void {
    this.#feed.start();
    this.#notices.start();
    this.#timer = setInterval(() => {
      this.store.sweep();
      void this.store.loadRunning().catch((error: unknown) => {
        this.#app.log.warn({ err: error }, 'running contests’ scoreboards not built');
      });
    }, HOUSEKEEPING_MS);
    this.#timer.unref();
  }

  /**
   * After a committed change of a contest, its problems or its star users: this instance's board
   * takes it before the call returns, and the other instances are told. Never throws.
   */
  async contestChanged(cid: number): Promise<void> {
    this.#notices.publish(cid);
    await this.store.refresh(cid).catch((error: unknown) => {
      this.#app.log.warn({ err: error, cid }, 'scoreboard not refreshed after a contest change');
    });
  }

  /** After a contest was deleted. */
  contestDeleted(cid: number): void {
    this.#notices.publish(cid);
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
    this.#notices.stop();
    this.#live.close();
    await this.#feed.stop();
    await this.store.close();
  }

  #refresh(cid: number): void {
    void this.store.refresh(cid).catch((error: unknown) => {
      this.#app.log.warn({ err: error, cid }, 'scoreboard not refreshed after a contest change');
    });
  }
}
