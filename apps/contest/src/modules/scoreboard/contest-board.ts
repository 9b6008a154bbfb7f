/** ContestBoard: the engine's one entry point, a board of the contest's rule that can be reset. */
import { ContestType } from '@oj/contracts';
import { RuleBoard } from './board.ts';
import type { BoardEngine } from './board.ts';
import { acmRule } from './rules/acm.ts';
import { oiHighestRule, oiRecentRule } from './rules/oi.ts';
import { isSealedFor } from './seal.ts';
import type {
  BoardContest,
  BoardPage,
  BoardPageQuery,
  BoardProblem,
  BoardSubmission,
  BoardUser,
  BoardViewer,
  ScrollBoardData,
  ScrollBoardOptions,
  SubmissionRef,
} from './types.ts';

function createEngine(contest: BoardContest, problems: readonly BoardProblem[]): BoardEngine {
  if (contest.type === ContestType.OI) return new RuleBoard(contest.oiRankScoreType === 'Highest' ? oiHighestRule : oiRecentRule, contest, problems);
  return new RuleBoard(acmRule, contest, problems);
}

/** One contest's scoreboard in memory; see index.ts for the API and its rules. */
export class ContestBoard {
  #engine: BoardEngine;
  /** Versions of boards replaced by reset or configure, so `version` never goes back. */
  #versionBase = 0;

  constructor(contest: BoardContest, problems: readonly BoardProblem[]) {
    this.#engine = createEngine(contest, problems);
  }

  get contest(): BoardContest {
    return this.#engine.contest;
  }

  get problems(): readonly BoardProblem[] {
    return this.#engine.problems;
  }

  /** Grows with every change; a cache or a live push can compare it. */
  get version(): number {
    return this.#versionBase + this.#engine.version;
  }

  /** Starts over: no users, no submissions. */
  reset(contest: BoardContest, problems: readonly BoardProblem[]): void {
    this.#versionBase = this.version + 1;
    this.#engine = createEngine(contest, problems);
  }

  /**
   * New settings (times, seal, rule, stars, awards, problems) over the same users and submissions:
   * a full rebuild. Submissions to a problem no longer in the contest are dropped.
   */
  configure(contest: BoardContest, problems: readonly BoardProblem[] = this.problems): void {
    const users = this.#engine.profiles();
    const submissions = this.#engine.storedSubmissions();
    this.reset(contest, problems);
    this.#engine.load(users, submissions);
  }

  upsertUser(user: BoardUser): void {
    this.#engine.upsertUser(user);
  }

  /** Bulk load (users and submissions from the database), then one rebuild of every view. */
  load(users: Iterable<BoardUser>, submissions: Iterable<BoardSubmission>): void {
    this.#engine.load(users, submissions);
  }

  applySubmission(submission: BoardSubmission): boolean {
    return this.#engine.applySubmission(submission);
  }

  /** Takes a submission off the board (deleted, or moved out of the contest). */
  removeSubmission(submission: SubmissionRef): boolean {
    return this.#engine.removeSubmission(submission);
  }

  isSealedFor(viewer: BoardViewer, nowMs: number): boolean {
    return isSealedFor(this.contest, viewer, nowMs);
  }

  page(query: BoardPageQuery, viewer: BoardViewer, nowMs: number): BoardPage {
    return this.#engine.page(query, viewer, nowMs);
  }

  /**
   * First blood as the real board has it: the submitId holding it, per display id (star users and
   * post-contest ACs never hold it). The AC info marks these submissions.
   */
  firstBloodSubmissions(): Map<string, number> {
    const holders = new Map<string, number>();
    this.problems.forEach((problem, index) => {
      const holder = this.#engine.firstBlood.of(index);
      if (holder !== null) holders.set(problem.displayId, holder.submitId);
    });
    return holders;
  }

  scrollBoard(options: ScrollBoardOptions = {}): ScrollBoardData {
    return this.#engine.scrollBoard(options);
  }
}
