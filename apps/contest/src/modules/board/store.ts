/**
 * The boards of one contest-service instance, in memory (docs/architecture.md, "Scoreboards in
 * memory"): built from the database on first need, then kept up to date from `submission judged`
 * events. Boards of running contests stay; boards of ended ones are dropped when unused.
 */
import type { DataSource } from 'typeorm';
import { LessThanOrEqual, MoreThan } from 'typeorm';
import type { SubmissionJudgedEvent } from '@oj/contracts';
import { ContestEntity } from '@oj/db';
import type { ContestRow } from '@oj/db';
import type { EventLog } from '@oj/service-kit/events';
import { contestAnnouncements } from '../contest/queries/announcements.ts';
import { findContest, isRegistered } from '../contest/queries/contests.ts';
import type { AnnouncementList } from './kept-announcements.ts';
import { BoardEntry } from './entry.ts';
import { boardContestOf, boardUsers, problemsKeyOf, readBoardData, readContest, settingsKeyOf } from './source.ts';

/** Limits of the store. */
export const BOARD_STORE_LIMITS = {
  /** Boards of ended contests kept at most (least recently used dropped first). */
  endedBoards: 20,
  /** A board of an ended contest unused this long is dropped. */
  endedIdleMs: 30 * 60_000,
  /** A forced refresh within this time of the last forced one reuses its build. */
  forcedRebuildMinMs: 10_000,
  /** Profiles of new participants are fetched in batches this often. */
  profileBatchMs: 200,
} as const;

export interface BoardStoreOptions {
  db: () => DataSource;
  log: EventLog;
  /**
   * The events stream's last sequence, taken just before a build reads the database; null while
   * the event feed is not reading (a board built then is rebuilt once it reads).
   */
  streamSequence: () => Promise<number | null>;
  /** A board changed (the live push). */
  onChange: (entry: BoardEntry) => void;
  clock?: () => number;
}

interface Delivered {
  event: SubmissionJudgedEvent;
  sequence: number;
}

interface Build {
  /** Events of the contest that arrive while the build reads the database. */
  buffer: Delivered[];
  done: Promise<BoardEntry | null>;
}

export class BoardStore {
  readonly #options: BoardStoreOptions;
  readonly #clock: () => number;
  readonly #entries = new Map<number, BoardEntry>();
  readonly #builds = new Map<number, Build>();
  readonly #newUsers = new Map<number, Set<string>>();
  readonly #forcedAt = new Map<number, number>();
  #profileTimer: NodeJS.Timeout | undefined;
  #feedReading = false;
  #closed = false;

  constructor(options: BoardStoreOptions) {
    this.#options = options;
    this.#clock = options.clock ?? Date.now;
  }

  /** The loaded board of a contest, if any (no build). */
  loaded(cid: number): BoardEntry | undefined {
    return this.#entries.get(cid);
  }

  /** How many boards are in memory. */
  get size(): number {
    return this.#entries.size;
  }

  /** The contest row: the loaded board's (kept in step by `refresh`), else the database's. */
  async contestRow(cid: number): Promise<ContestRow | null> {
    return this.#entries.get(cid)?.contest ?? (await findContest(this.#options.db(), cid));
  }

  /**
   * Whether the user registered for the contest. A registration is never taken back (only the
   * contest's deletion removes them, and drops its board), so the loaded board keeps every "yes" it
   * read and asks the database only about users it has not seen registered.
   */
  async isRegistered(cid: number, uid: string): Promise<boolean> {
    if (this.#entries.get(cid)?.registered.has(uid) === true) return true;
    const registered = await isRegistered(this.#options.db(), cid, uid);
    if (registered) this.#entries.get(cid)?.registered.add(uid);
    return registered;
  }

  /**
   * The contest's visible announcements, newest first: kept with its loaded board until the contest's next
   * change (`refresh`), else read from the database.
   */
  announcements(cid: number): AnnouncementList | Promise<AnnouncementList> {
    const read = () => contestAnnouncements(this.#options.db(), cid);
    const entry = this.#entries.get(cid);
    return entry ? entry.announcements.get(read) : read();
  }

  /** The board of a contest, built on first need; null when the contest does not exist. */
  async board(cid: number): Promise<BoardEntry | null> {
    const entry = this.#entries.get(cid);
    if (entry) {
      entry.lastUsedMs = this.#clock();
      return entry;
    }
    return this.#builds.get(cid)?.done ?? this.#build(cid);
  }

  /**
   * Rebuilds a board from the database (an admin's forced refresh). A build under way is shared, and
   * a forced rebuild within a few seconds of the last one reuses it: admins' pages on auto-refresh
   * with the force switch on do not rebuild a large board for each of them.
   */
  async rebuild(cid: number): Promise<BoardEntry | null> {
    const building = this.#builds.get(cid);
    if (building) return building.done;
    const entry = this.#entries.get(cid);
    const now = this.#clock();
    if (entry && now - (this.#forcedAt.get(cid) ?? Number.NEGATIVE_INFINITY) < BOARD_STORE_LIMITS.forcedRebuildMinMs) {
      entry.lastUsedMs = now;
      return entry;
    }
    this.#forcedAt.set(cid, now);
    return this.#build(cid);
  }

  /** Applies one event of the feed (events of contests without a board are not needed). */
  applyEvent(event: SubmissionJudgedEvent, sequence: number): void {
    if (event.cid === 0) return;
    this.#builds.get(event.cid)?.buffer.push({ event, sequence });
    const entry = this.#entries.get(event.cid);
    if (entry) this.#apply(entry, { event, sequence });
  }

  /**
   * After a contest's settings, problems, star users or announcements changed (here or on another
   * instance): the loaded board takes them and forgets its kept announcements; a new contest problem
   * means a rebuild from the database.
   */
  async refresh(cid: number): Promise<void> {
    this.#entries.get(cid)?.announcements.forget();
    // A build under way may have read the tables before the change: look again after it.
    await this.#builds.get(cid)?.done.catch(() => null);
    const entry = this.#entries.get(cid);
    if (!entry) return;
    const db = this.#options.db();
    const snapshot = await readContest(db, cid);
    if (!snapshot) {
      this.drop(cid);
      return;
    }
    const known = new Set(entry.problems.map((problem) => problem.id));
    if (snapshot.problems.some((problem) => !known.has(problem.id))) {
      await this.#build(cid);
      return;
    }
    if (settingsKeyOf(snapshot.contest) === entry.settingsKey && problemsKeyOf(snapshot.problems) === entry.problemsKey) {
      entry.contest = snapshot.contest;
      entry.problems = snapshot.problems;
      return;
    }
    entry.reconfigure(snapshot, await boardContestOf(db, snapshot.contest));
    this.#options.onChange(entry);
  }

  /** Forgets a contest's board (the contest was deleted). */
  drop(cid: number): void {
    this.#entries.delete(cid);
    this.#newUsers.delete(cid);
    this.#forcedAt.delete(cid);
  }

  /** Builds the boards of the contests running now that are not loaded. Returns how many it built. */
  async loadRunning(): Promise<number> {
    const now = new Date(this.#clock());
    const running = await this.#options
      .db()
      .getRepository(ContestEntity)
      .find({ where: { startTime: LessThanOrEqual(now), endTime: MoreThan(now) }, select: { id: true }, order: { id: 'ASC' } });
    let built = 0;
    for (const { id } of running) {
      if (this.#closed) break;
      if (this.#entries.has(id) || this.#builds.has(id)) continue;
      if (await this.#build(id)) built += 1;
    }
    return built;
  }

  /**
   * The event feed reads (again): boards built while it did not may miss events, and are rebuilt;
   * `all` rebuilds every board (the stream was reset, so sequences start over).
   */
  async feedStarted(all: boolean): Promise<void> {
    this.#feedReading = true;
    for (const entry of [...this.#entries.values()]) {
      if (this.#closed) return;
      if (all || entry.unsequenced) await this.#build(entry.cid);
    }
  }

  /** The event feed stopped reading (NATS lost for good, or a shutdown). */
  feedStopped(): void {
    this.#feedReading = false;
  }

  /** Drops boards of ended contests unused for a while, and the least recently used beyond the cap. */
  sweep(): void {
    const now = this.#clock();
    const ended = [...this.#entries.values()].filter((entry) => entry.hasEndedAt(now)).sort((a, b) => a.lastUsedMs - b.lastUsedMs);
    let kept = ended.length;
    for (const entry of ended) {
      if (kept > BOARD_STORE_LIMITS.endedBoards || now - entry.lastUsedMs > BOARD_STORE_LIMITS.endedIdleMs) {
        this.drop(entry.cid);
        kept -= 1;
      }
    }
  }

  /** Waits for builds under way and stops the profile batches. */
  async close(): Promise<void> {
    this.#closed = true;
    clearTimeout(this.#profileTimer);
    await Promise.all([...this.#builds.values()].map((build) => build.done.catch(() => null)));
  }

  #build(cid: number): Promise<BoardEntry | null> {
    const build: Build = { buffer: [], done: Promise.resolve(null) };
    this.#builds.set(cid, build);
    build.done = this.#read(cid, build).finally(() => {
      if (this.#builds.get(cid) === build) this.#builds.delete(cid);
    });
    return build.done;
  }

  async #read(cid: number, build: Build): Promise<BoardEntry | null> {
    const db = this.#options.db();
    // Taken before reading: every event at or below it is in what the reads see, the feed brings the rest.
    const sequence = await this.#options.streamSequence();
    const snapshot = await readContest(db, cid);
    if (!snapshot) {
      this.drop(cid);
      return null;
    }
    const [settings, data] = await Promise.all([boardContestOf(db, snapshot.contest), readBoardData(db, cid)]);
    const previous = this.#entries.get(cid);
    const entry = new BoardEntry(snapshot, settings, data, { sequence, nowMs: this.#clock(), previousVersion: previous?.version ?? 0 });
    for (const delivered of build.buffer) this.#apply(entry, delivered, false);
    if (this.#closed) return entry;
    this.#entries.set(cid, entry);
    this.sweep();
    this.#options.log.info({ cid, submissions: data.submissions.length, users: data.users.length, sequence }, 'scoreboard built');
    if (previous) this.#options.onChange(entry);
    // The feed began reading during this build: events between the reads and its start may be missing.
    if (entry.unsequenced && this.#feedReading)
      void this.#build(cid).catch((error: unknown) => {
        this.#options.log.warn({ err: error, cid }, 'scoreboard rebuild failed');
      });
    return entry;
  }

  #apply(entry: BoardEntry, delivered: Delivered, notify = true): void {
    const outcome = entry.applyEvent(delivered.event, delivered.sequence);
    if (outcome.newUser !== null) this.#queueProfile(entry.cid, outcome.newUser);
    if (outcome.changed && notify) this.#options.onChange(entry);
  }

  #queueProfile(cid: number, uid: string): void {
    let uids = this.#newUsers.get(cid);
    if (!uids) {
      uids = new Set();
      this.#newUsers.set(cid, uids);
    }
    uids.add(uid);
    if (this.#profileTimer !== undefined || this.#closed) return;
    this.#profileTimer = setTimeout(() => {
      this.#profileTimer = undefined;
      void this.#fetchProfiles();
    }, BOARD_STORE_LIMITS.profileBatchMs);
    this.#profileTimer.unref();
  }

  async #fetchProfiles(): Promise<void> {
    const batches = [...this.#newUsers];
    this.#newUsers.clear();
    for (const [cid, uids] of batches) {
      try {
        const users = await boardUsers(this.#options.db(), [...uids]);
        const entry = this.#entries.get(cid);
        if (!entry || users.length === 0) continue;
        entry.upsertUsers(users);
        this.#options.onChange(entry);
      } catch (error) {
        this.#options.log.warn({ err: error, cid }, 'participant profiles not read; the board shows their usernames');
      }
    }
  }
}
