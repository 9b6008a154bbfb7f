/**
 * Keeps one instance's ranklists (store.ts) in step with the judge rows: a full build at start, again
 * whenever its event feed (a broadcast consumer of `submission judged` events: every instance reads
 * every event) starts reading, and every `rebuildIntervalMs` (profile changes, anything missed); in
 * between, the users whose non-contest submissions changed are read again in batches, at most every
 * `batchMs`. Reading a user again from their own judge rows (not adding the event's delta) makes the
 * order, copies and redeliveries of events harmless: two instances, or one restarted, converge on
 * the same lists.
 */
import { SubmissionJudgedEventSchema } from '@oj/contracts';
import type { NatsNames, SubmissionJudgedEvent } from '@oj/contracts';
import { allRankTallies, rankProfiles, rankTalliesOf } from '@oj/db/reads';
import { StreamConsumer, ensureEventsStream } from '@oj/service-kit/events';
import type { EventHost } from '@oj/service-kit/events';
import { RankLists, rankedUser } from './store.ts';
import type { RankedUser } from './store.ts';

/** Names of the feeds' consumers start with this (operators and tests recognise them). */
export const RANK_FEED_PREFIX = 'ranks';

/** Timings of the keeper; tests shorten them. */
export interface RankKeeperOptions {
  /** Users named by events are read again at most this often (default 250 ms). */
  batchMs?: number;
  /** A full rebuild this often (default 10 minutes; 0: only at start and when the feed starts reading). */
  rebuildIntervalMs?: number;
}

const FIRST_BUILD_RETRY_MS = 2_000;

export const RANK_KEEPER_DEFAULTS = { batchMs: 250, rebuildIntervalMs: 10 * 60_000 } as const;

export class RankKeeper {
  readonly lists = new RankLists();
  readonly #host: EventHost;
  readonly #feed: StreamConsumer<SubmissionJudgedEvent>;
  readonly #batchMs: number;
  readonly #rebuildIntervalMs: number;
  readonly #dirty = new Set<string>();
  #work: Promise<void> = Promise.resolve();
  #batchTimer: NodeJS.Timeout | undefined;
  #rebuildTimer: NodeJS.Timeout | undefined;
  #retryTimer: NodeJS.Timeout | undefined;
  #closed = false;
  #isBuilt = false;
  #built: () => void = () => undefined;
  /** Resolves once the first build is done (requests before it wait for it). */
  readonly built: Promise<void>;

  constructor(host: EventHost, names: NatsNames, options: RankKeeperOptions = {}) {
    this.#host = host;
    this.#batchMs = options.batchMs ?? RANK_KEEPER_DEFAULTS.batchMs;
    this.#rebuildIntervalMs = options.rebuildIntervalMs ?? RANK_KEEPER_DEFAULTS.rebuildIntervalMs;
    this.built = new Promise((resolve) => {
      this.#built = resolve;
    });
    this.#feed = new StreamConsumer<SubmissionJudgedEvent>(host, {
      name: RANK_FEED_PREFIX,
      stream: names.streams.events.name,
      mode: 'broadcast',
      filterSubjects: [names.subjects.submissionJudged],
      schema: () => SubmissionJudgedEventSchema,
      receive: (event) => {
        // Contest submissions leave the global lists alone.
        if (event.cid !== 0) return;
        this.#dirty.add(event.uid);
        this.#scheduleBatch();
      },
      setUp: async () => {
        await ensureEventsStream(host.jsm, names);
      },
      // Events before the feed read are not seen: a build after it starts covers them.
      onReading: () => this.rebuild(),
    });
  }

  /** Starts the first build, the feed and the periodic rebuild (at the app's onReady). */
  start(): void {
    void this.rebuild();
    this.#feed.start();
    if (this.#rebuildIntervalMs > 0) {
      this.#rebuildTimer = setInterval(() => {
        void this.rebuild();
      }, this.#rebuildIntervalMs);
      this.#rebuildTimer.unref();
    }
  }

  /** Builds the lists again from every judge row and profile (serialised with the batches); never throws. */
  rebuild(): Promise<void> {
    return this.#serialised('ranklists not rebuilt', async () => {
      const { db } = this.#host;
      // Users named while building are read again afterwards (their rows may have moved meanwhile).
      const [tallies, profiles] = await Promise.all([allRankTallies(db), rankProfiles(db, null)]);
      const users: RankedUser[] = [];
      for (const tally of tallies) {
        const profile = profiles.get(tally.uid);
        if (profile) users.push(rankedUser(profile, tally));
      }
      this.lists.replaceAll(users);
      this.#isBuilt = true;
      this.#built();
    }).then(() => {
      // Until a first build succeeds (the database was away), it is tried again shortly.
      if (!this.#isBuilt && !this.#closed) {
        this.#retryTimer = setTimeout(() => {
          void this.rebuild();
        }, FIRST_BUILD_RETRY_MS);
        this.#retryTimer.unref();
      }
    });
  }

  /** Reads the users named since the last batch again. */
  refreshNamed(): Promise<void> {
    return this.#serialised('ranklist users not read again', async () => {
      if (this.#dirty.size === 0) return;
      const uids = [...this.#dirty];
      this.#dirty.clear();
      try {
        const { db } = this.#host;
        const [tallies, profiles] = await Promise.all([rankTalliesOf(db, uids), rankProfiles(db, uids)]);
        const changes = new Map<string, RankedUser | null>();
        for (const uid of uids) {
          const tally = tallies.get(uid);
          const profile = profiles.get(uid);
          changes.set(uid, tally && profile ? rankedUser(profile, tally) : null);
        }
        this.lists.update(changes);
      } catch (error) {
        // Named again, so the next batch tries them.
        for (const uid of uids) this.#dirty.add(uid);
        this.#scheduleBatch();
        throw error;
      }
    });
  }

  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#batchTimer);
    clearInterval(this.#rebuildTimer);
    clearTimeout(this.#retryTimer);
    await this.#feed.stop();
    await this.#work;
  }

  #scheduleBatch(): void {
    if (this.#batchTimer !== undefined || this.#closed) return;
    this.#batchTimer = setTimeout(() => {
      this.#batchTimer = undefined;
      void this.refreshNamed();
    }, this.#batchMs);
    this.#batchTimer.unref();
  }

  #serialised(failure: string, step: () => Promise<void>): Promise<void> {
    const run = this.#work.then(async () => {
      if (this.#closed) return;
      await step().catch((error: unknown) => {
        this.#host.log.warn({ err: error }, failure);
      });
    });
    this.#work = run;
    return run;
  }
}
