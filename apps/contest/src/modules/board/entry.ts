/**
 * One contest's board in the store: the engine's ContestBoard, the contest and problem rows it was
 * built from (for access checks and the scroll board), where in the event stream its data stands,
 * and the `at` time of the last event applied to each submission.
 */
import type { ScoreboardPageDto, SubmissionJudgedEvent } from '@oj/contracts';
import type { ContestProblemRow, ContestRow } from '@oj/db';
import { localiseEnvelope, ok } from '@oj/service-kit';
import type { ServerLanguage } from '@oj/service-kit';
import { ContestBoard, normalisePageQuery } from '../scoreboard/index.ts';
import type { BoardContest, BoardPageQuery, BoardUser, BoardViewer } from '../scoreboard/index.ts';
import { KeptAnnouncements } from './kept-announcements.ts';
import { PageBodies } from './page-bodies.ts';
import type { PageBody } from './page-bodies.ts';
import { boardProblemsOf, problemsKeyOf, settingsKeyOf } from './source.ts';
import type { BoardData, ContestSnapshot } from './source.ts';

/**
 * Versions per stream sequence: a board whose data stands at sequence `s` has at least `s × STEP`,
 * so two instances that applied the same last event show the same version (a client that got a page
 * from one ignores the other's push of it); changes without an event (settings, profiles) add one.
 */
const VERSION_STEP = 1000;

/** What applying an event did. */
export interface EventOutcome {
  changed: boolean;
  /** A uid the board had no profile of (the store fetches it). */
  newUser: string | null;
}

export class BoardEntry {
  readonly cid: number;
  readonly board: ContestBoard;
  contest: ContestRow;
  problems: ContestProblemRow[];
  settingsKey: string;
  problemsKey: string;
  /** Every event at or below this stream sequence is in the data read from the database (0: unknown). */
  readonly builtAtSequence: number;
  /** Built while the event feed was not reading: rebuilt once it reads. */
  readonly unsequenced: boolean;
  lastUsedMs: number;
  /** Users known to have registered (registrations are never taken back): see `BoardStore.isRegistered`. */
  readonly registered = new Set<string>();
  /** The contest's visible announcements, read once and kept until the contest's next change (`BoardStore.refresh`). */
  readonly announcements = new KeptAnnouncements();
  #version: number;
  readonly #appliedAt = new Map<number, number>();
  readonly #knownUids = new Set<string>();
  readonly #bodies = new PageBodies();

  constructor(snapshot: ContestSnapshot, settings: BoardContest, data: BoardData, built: { sequence: number | null; nowMs: number; previousVersion: number }) {
    this.cid = snapshot.contest.id;
    this.contest = snapshot.contest;
    this.problems = snapshot.problems;
    this.settingsKey = settingsKeyOf(snapshot.contest);
    this.problemsKey = problemsKeyOf(snapshot.problems);
    this.board = new ContestBoard(settings, boardProblemsOf(snapshot.problems));
    this.board.load(data.users, data.submissions);
    for (const user of data.users) this.#knownUids.add(user.uid);
    this.builtAtSequence = built.sequence ?? 0;
    this.unsequenced = built.sequence === null;
    this.lastUsedMs = built.nowMs;
    this.#version = Math.max(built.previousVersion + 1, this.builtAtSequence * VERSION_STEP);
  }

  /** Grows with every change of the board (see VERSION_STEP). */
  get version(): number {
    return this.#version;
  }

  /**
   * Applies a `submission judged` event read at stream sequence `sequence`. Nothing changes for an
   * event the database read already held, or one older (by `at`) than the last applied to its
   * submission, so a redelivered or late event is harmless.
   */
  applyEvent(event: SubmissionJudgedEvent, sequence: number): EventOutcome {
    const unchanged: EventOutcome = { changed: false, newUser: null };
    if (sequence <= this.builtAtSequence) return unchanged;
    const atMs = Date.parse(event.at);
    const last = this.#appliedAt.get(event.submitId);
    if (last !== undefined && !(atMs >= last)) return unchanged;
    this.#appliedAt.set(event.submitId, Number.isNaN(atMs) ? (last ?? 0) : atMs);
    const changed = this.board.applySubmission({
      submitId: event.submitId,
      uid: event.uid,
      username: event.username,
      pid: event.pid,
      status: event.newStatus,
      score: event.score,
      submitTimeMs: Date.parse(event.submitTime),
    });
    if (!changed) return unchanged;
    this.#version = Math.max(this.#version + 1, sequence * VERSION_STEP);
    const newUser = this.#knownUids.has(event.uid) ? null : event.uid;
    if (newUser !== null) this.#knownUids.add(newUser);
    return { changed: true, newUser };
  }

  /** Profiles fetched after their users' first submissions. */
  upsertUsers(users: readonly BoardUser[]): void {
    for (const user of users) this.board.upsertUser(user);
    if (users.length > 0) this.#version += 1;
  }

  /** New settings and problem columns over the same submissions (no new contest problem). */
  reconfigure(snapshot: ContestSnapshot, settings: BoardContest): void {
    this.contest = snapshot.contest;
    this.problems = snapshot.problems;
    this.settingsKey = settingsKeyOf(snapshot.contest);
    this.problemsKey = problemsKeyOf(snapshot.problems);
    this.board.configure(settings, boardProblemsOf(snapshot.problems));
    this.#version += 1;
  }

  /** A page as the viewer sees it; the version is the entry's (see VERSION_STEP). */
  page(query: BoardPageQuery, viewer: BoardViewer, nowMs: number): ScoreboardPageDto {
    return { ...this.board.page(query, viewer, nowMs), version: this.#version };
  }

  /**
   * The answer of a page request, serialised (page-bodies.ts): identical requests of one audience
   * (the contest's admins, or everyone else: rows differ in real names) between two changes of the
   * board share one body, made once. Requests with a concerned list (one per user) are made
   * each time.
   */
  pageBody(query: BoardPageQuery, viewer: BoardViewer, nowMs: number, language: ServerLanguage): PageBody {
    const request = normalisePageQuery(query);
    const key =
      request.concerned === null
        ? JSON.stringify([
            viewer.isAdmin,
            this.board.isSealedFor(viewer, nowMs),
            language,
            request.currentPage,
            request.limit,
            request.keyword,
            request.removeStar,
            request.containsEnd,
          ])
        : null;
    return this.#bodies.get(this.#version, key, () => JSON.stringify(localiseEnvelope(ok(this.page(query, viewer, nowMs)), language)));
  }

  /** Whether the contest ended before `nowMs` (its board may then be evicted when unused). */
  hasEndedAt(nowMs: number): boolean {
    return nowMs >= this.contest.endTime.getTime();
  }
}
