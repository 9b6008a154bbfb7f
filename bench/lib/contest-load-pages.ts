/**
 * The contestants' open contest pages, as the web app's pages behave (spec 02 §4, §9; docs/architecture.md,
 * "The live channel"), each signed in with its own token:
 * - live: the page keeps GET /api/live?topics=contest.<cid> open, uses each pushed board (a patch only when it
 *   shows the patch's base version or a later one, as board-push.ts; else it refetches), refetches the board
 *   after each `ready` and `resync`, and follows its own submissions by their pushed verdict (then checks their
 *   state once with check-contest-submissions-status, polling every 2 s only if that is not final yet);
 * - poll (the fallback when the stream is not live): no stream; after a submit the page polls its state every 2 s
 *   until it is final.
 * In both modes the page fetches the board (page 1, 50 rows, gzip as a browser asks) every 30 s, asks for unread
 * announcements every 60 s, and submits every 5 minutes (each page at its own phase, so the submissions are spread
 * evenly); each submission goes to a problem the contestant has not solved yet, accepted or wrong at random. Every
 * board version a page learns (pushed or fetched) is kept with the time it arrived, for the verdict-to-board figures.
 */
import { Agent } from 'node:http';
import { liveTopic, Verdict } from '@oj/contracts';
import { apiCall, boardEnvelope } from './contest-load-http.ts';
import type { CallStats, Envelope } from './contest-load-http.ts';
import type { Contestant, LoadContest } from './contest-load-setup.ts';
import { LANGUAGE, WRONG } from './contest-load-sources.ts';
import { LiveStream } from './contest-load-sse.ts';

export type Mode = 'live' | 'poll';

/** The pages' timings (ms) and choices. */
export interface PageSchedule {
  boardMs: number;
  announcementsMs: number;
  statusMs: number;
  submitMs: number;
  /** Pages open one after another over this time at the start. */
  rampMs: number;
  /** Share of submissions that send the accepted source, in percent. */
  acPercent: number;
  timeoutMs: number;
}

/** One submission a page made. */
export interface SubmitRecord {
  page: number;
  sentAtMs: number;
  submitId: number | null;
  problem: number;
  accepted: boolean;
  /** When a state check first answered a final status. */
  finalSeenAtMs: number | null;
}

const MOVING: readonly number[] = [Verdict.Pending, Verdict.Compiling, Verdict.Judging, Verdict.Submitting];

/** One open page: what board versions it learnt and when. */
export class Page {
  readonly index: number;
  readonly contestant: Contestant;
  token: string;
  /** Board versions as they rose, and when each arrived (Date.now()). */
  readonly versions: number[] = [];
  readonly versionAtMs: number[] = [];
  /** The first board answer: from then on every verdict must reach this page. */
  openedAtMs: number | null = null;
  /** A board call under way (a refetch then waits for it, as RTK Query's does). */
  boardInFlight = false;
  stream: LiveStream | null = null;
  readonly solved = new Set<number>();
  readonly waiting = new Map<number, SubmitRecord>();
  /** When each verdict push of this user's submissions first arrived (it may come before the submit's answer). */
  readonly verdictPushes = new Map<number, number>();

  constructor(index: number, contestant: Contestant) {
    this.index = index;
    this.contestant = contestant;
    this.token = contestant.token;
  }

  learn(version: number, atMs: number): void {
    if (!Number.isFinite(version) || version <= (this.versions[this.versions.length - 1] ?? -1)) return;
    this.versions.push(version);
    this.versionAtMs.push(atMs);
  }

  /** When this page first knew a version of at least `version` (null: never). */
  knewAt(version: number): number | null {
    let low = 0;
    let high = this.versions.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((this.versions[middle] ?? 0) >= version) high = middle;
      else low = middle + 1;
    }
    return low < this.versions.length ? (this.versionAtMs[low] ?? null) : null;
  }
}

/** What the pages did besides calls. */
export interface PageCounters {
  boardPushes: number;
  /** Pushes carrying a patch (the rest carry the whole page). */
  boardPatches: number;
  /** Patches of a version newer than the page showed (it missed a push): the page refetched. */
  patchRefetches: number;
  /** Bytes the streams received (frames, heartbeats, HTTP chunk framing). */
  streamBytes: number;
  verdictPushes: number;
  resyncs: number;
  reconnects: number;
}

export class ContestPages {
  readonly pages: Page[];
  readonly submissions: SubmitRecord[] = [];
  readonly counters: PageCounters = { boardPushes: 0, boardPatches: 0, patchRefetches: 0, streamBytes: 0, verdictPushes: 0, resyncs: 0, reconnects: 0 };
  readonly #baseUrl: string;
  readonly #contest: LoadContest;
  readonly #mode: Mode;
  readonly #schedule: PageSchedule;
  readonly #stats: CallStats;
  readonly #api = new Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
  readonly #timers = new Set<NodeJS.Timeout>();
  readonly #inFlight = new Set<Promise<unknown>>();
  #submitUntilMs = Number.POSITIVE_INFINITY;
  #stopped = false;

  constructor(options: { baseUrl: string; contest: LoadContest; contestants: readonly Contestant[]; mode: Mode; schedule: PageSchedule; stats: CallStats }) {
    this.#baseUrl = options.baseUrl;
    this.#contest = options.contest;
    this.#mode = options.mode;
    this.#schedule = options.schedule;
    this.#stats = options.stats;
    this.pages = options.contestants.map((contestant, index) => new Page(index, contestant));
  }

  /** Opens the pages over the ramp and starts their timers; submissions from `startMs` until `submitUntilMs`. */
  start(startMs: number, submitUntilMs: number): void {
    this.#submitUntilMs = submitUntilMs;
    const count = this.pages.length;
    for (const page of this.pages) {
      const share = page.index / count;
      this.#at(startMs + share * this.#schedule.rampMs, () => {
        this.#open(page);
      });
      this.#at(startMs + share * this.#schedule.submitMs, () => {
        this.#submitLoop(page, startMs + share * this.#schedule.submitMs);
      });
    }
  }

  /** Stops submitting (the pages stay open). */
  stopSubmitting(): void {
    this.#submitUntilMs = 0;
  }

  /** Pages whose stream is live now. */
  liveNow(): number {
    return this.pages.filter((page) => page.stream?.live === true).length;
  }

  /** Closes every page and waits for the calls under way. */
  async stop(): Promise<void> {
    if (this.#stopped) return;
    this.#stopped = true;
    for (const timer of this.#timers) clearTimeout(timer);
    this.#timers.clear();
    for (const page of this.pages) {
      this.counters.reconnects += page.stream?.reconnects ?? 0;
      this.counters.streamBytes += page.stream?.bytes ?? 0;
      page.stream?.close();
    }
    await Promise.all(this.#inFlight);
    this.#api.destroy();
  }

  #at(atMs: number, run: () => void): void {
    this.#after(atMs - Date.now(), run);
  }

  #after(delayMs: number, run: () => void): void {
    if (this.#stopped) return;
    const timer = setTimeout(
      () => {
        this.#timers.delete(timer);
        if (!this.#stopped) run();
      },
      Math.max(0, delayMs),
    );
    this.#timers.add(timer);
  }

  /** Repeats `run` every `everyMs` from now, timed from each start (a page's timer). */
  #every(everyMs: number, run: () => Promise<unknown>): void {
    const startedMs = Date.now();
    void this.#track(run()).finally(() => {
      this.#after(startedMs + everyMs - Date.now(), () => {
        this.#every(everyMs, run);
      });
    });
  }

  /** Keeps a page's work until it settles (stop waits for it); a bug that throws counts as an error, never an unhandled rejection. */
  #track<T>(work: Promise<T>): Promise<T | undefined> {
    const settled = work.catch((error: unknown) => {
      this.#stats.failed('bench', (error as Error).message);
      return undefined;
    });
    this.#inFlight.add(settled);
    void settled.finally(() => this.#inFlight.delete(settled));
    return settled;
  }

  #url(path: string): string {
    return `${this.#baseUrl}/api/${path}`;
  }

  #call<T>(
    page: Page,
    kind: 'board' | 'announcements' | 'submit' | 'status',
    path: string,
    body: unknown,
    read: { gzip?: boolean; parse?: (text: string) => Envelope<T> | null } = {},
  ): Promise<T | null> {
    return apiCall<T>(this.#stats, kind, this.#api, this.#url(path), {
      body,
      token: page.token,
      ...read,
      timeoutMs: this.#schedule.timeoutMs,
      onToken: (token) => {
        page.token = token;
      },
    });
  }

  #open(page: Page): void {
    const { boardMs, announcementsMs } = this.#schedule;
    const startTimers = () => {
      this.#every(boardMs, () => this.#fetchBoard(page));
      this.#every(announcementsMs, () =>
        this.#call(page, 'announcements', 'get-contest-not-read-announcement', { cid: this.#contest.cid, readAnnouncementList: [] }),
      );
    };
    if (this.#mode === 'poll') {
      startTimers();
      return;
    }
    let first = true;
    page.stream = new LiveStream({
      baseUrl: this.#baseUrl,
      path: `/api/live?topics=${liveTopic.contest(this.#contest.cid)}`,
      token: () => page.token,
      listener: {
        ready: (connectMs) => {
          this.#stats.ok('live connect', connectMs);
          // The page loads the board at its first ready (then every 30 s); after a reconnect it refetches it and
          // checks its submissions still judging (pushes sent meanwhile were missed).
          if (first) startTimers();
          else {
            void this.#track(this.#fetchBoard(page));
            for (const record of page.waiting.values()) void this.#track(this.#checkStatus(page, record, false));
          }
          first = false;
        },
        board: (version, baseVersion, atMs) => {
          this.counters.boardPushes += 1;
          if (baseVersion !== null) {
            this.counters.boardPatches += 1;
            // The web page's digest check is not simulated: a patch of the shown version or an older one applies.
            const shown = page.versions[page.versions.length - 1];
            if ((shown === undefined || shown < baseVersion) && version > (shown ?? -1)) {
              this.counters.patchRefetches += 1;
              if (!page.boardInFlight) void this.#track(this.#fetchBoard(page));
              return;
            }
          }
          page.learn(version, atMs);
        },
        verdict: (submitId, atMs) => {
          this.counters.verdictPushes += 1;
          if (!page.verdictPushes.has(submitId)) page.verdictPushes.set(submitId, atMs);
          // A contest verdict is pushed without its result: the page asks for it (use-submit.ts).
          const record = page.waiting.get(submitId);
          if (record) void this.#track(this.#checkStatus(page, record, false));
        },
        resync: () => {
          this.counters.resyncs += 1;
          void this.#track(this.#fetchBoard(page));
        },
        trouble: (kind) => {
          this.#stats.failed('live stream', kind);
        },
      },
    });
    page.stream.open();
  }

  async #fetchBoard(page: Page): Promise<void> {
    // As a browser asks it (gzip), read without parsing its rows.
    page.boardInFlight = true;
    const data = await this.#call(
      page,
      'board',
      'get-contest-rank',
      { cid: this.#contest.cid, currentPage: 1, limit: 50 },
      { gzip: true, parse: boardEnvelope },
    ).finally(() => {
      page.boardInFlight = false;
    });
    if (!data) return;
    const atMs = Date.now();
    page.learn(data.version, atMs);
    page.openedAtMs ??= atMs;
  }

  #submitLoop(page: Page, dueMs: number): void {
    if (dueMs >= this.#submitUntilMs) return;
    void this.#track(this.#submit(page));
    const next = dueMs + this.#schedule.submitMs;
    this.#at(next, () => {
      this.#submitLoop(page, next);
    });
  }

  async #submit(page: Page): Promise<void> {
    const problems = this.#contest.problems;
    const open = problems.map((_, index) => index).filter((index) => !page.solved.has(index));
    const choices = open.length ? open : problems.map((_, index) => index);
    const problemIndex = choices[Math.floor(Math.random() * choices.length)] ?? 0;
    const problem = problems[problemIndex];
    if (!problem) return;
    const accepted = Math.random() * 100 < this.#schedule.acPercent;
    const record: SubmitRecord = {
      page: page.index,
      sentAtMs: Date.now(),
      submitId: null,
      problem: problemIndex,
      accepted,
      finalSeenAtMs: null,
    };
    this.submissions.push(record);
    const body = { pid: problem.pid, language: LANGUAGE, code: accepted ? problem.accepted : WRONG, cid: this.#contest.cid };
    const data = await this.#call<{ submitId: number }>(page, 'submit', 'submit-problem-judge', body);
    if (!data) return;
    record.submitId = data.submitId;
    if (accepted) page.solved.add(problemIndex);
    page.waiting.set(data.submitId, record);
    // As use-submit.ts: live, one check now (a fast judge may be done already), then the pushed verdict asks again;
    // not live (the poll mode, or a stream down), a check every 2 s until final.
    if (page.stream?.live === true) void this.#track(this.#checkStatus(page, record, false));
    else this.#after(this.#schedule.statusMs, () => void this.#track(this.#checkStatus(page, record, true)));
  }

  /** Asks the submission's state; with `poll`, until it is final, again every 2 s (timed from this ask's start). */
  async #checkStatus(page: Page, record: SubmitRecord, poll: boolean): Promise<void> {
    const id = record.submitId;
    if (id === null || !page.waiting.has(id)) return;
    const startedMs = Date.now();
    const data = await this.#call<Record<string, { status: number }>>(page, 'status', 'check-contest-submissions-status', {
      submitIds: [id],
      cid: this.#contest.cid,
    });
    const status = data?.[String(id)]?.status;
    if (status !== undefined && !MOVING.includes(status)) {
      record.finalSeenAtMs ??= Date.now();
      page.waiting.delete(id);
      return;
    }
    // A failed check stops the poll (spec 02 §8); a moving one asks again.
    if (data === null || !poll) return;
    this.#after(startedMs + this.#schedule.statusMs - Date.now(), () => void this.#track(this.#checkStatus(page, record, true)));
  }
}
