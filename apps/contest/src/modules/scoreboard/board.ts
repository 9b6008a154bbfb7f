/**
 * One contest's board under one rule, kept up to date one submission at a time: each user keeps
 * their submissions per problem in submit order; a change recomputes that one cell in each view
 * (from the list, so a rejudge counts exactly as if the new verdict had come first) and moves
 * that one row. Ranks are derived lazily (view.ts); first blood is kept per problem.
 */
import { CellMaker, buildViews } from './build.ts';
import { FirstBlood } from './first-blood.ts';
import { servePage } from './page.ts';
import { Participants, positionOf } from './participants.ts';
import { awardPlanOf } from './ranking.ts';
import type { AwardPlan } from './ranking.ts';
import type { ContestRule, ScoredCell, StoredSubmission } from './rule.ts';
import { scrollBoardOf } from './scroll.ts';
import { sharedBeforeOf, viewSlot, viewWindows } from './seal.ts';
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
import { insertInOrder } from './users.ts';
import type { UserEntry } from './users.ts';
import { BoardView } from './view.ts';

/** What ContestBoard calls on a board of either rule. */
export interface BoardEngine {
  readonly contest: BoardContest;
  readonly problems: readonly BoardProblem[];
  readonly version: number;
  upsertUser(profile: BoardUser): void;
  load(users: Iterable<BoardUser>, submissions: Iterable<BoardSubmission>): void;
  applySubmission(submission: BoardSubmission): boolean;
  removeSubmission(submission: SubmissionRef): boolean;
  page(query: BoardPageQuery, viewer: BoardViewer, nowMs: number): BoardPage;
  scrollBoard(options: ScrollBoardOptions): ScrollBoardData;
  profiles(): BoardUser[];
  storedSubmissions(): BoardSubmission[];
  /** First blood per problem column (real view). */
  readonly firstBlood: FirstBlood;
}

export class RuleBoard<C extends ScoredCell> implements BoardEngine {
  readonly contest: BoardContest;
  readonly problems: readonly BoardProblem[];
  readonly rule: ContestRule<C>;
  readonly awardPlan: AwardPlan;
  readonly firstBlood: FirstBlood;
  readonly participants: Participants;
  readonly #views: BoardView<C>[];
  /**
   * Which views are kept up to date. The views with post-contest submissions are built on their
   * first request (the containsEnd switch is rare), then kept like the others.
   */
  readonly #built: boolean[];
  readonly #slots: readonly number[];
  readonly #cells: CellMaker<C>;
  readonly #byCpid = new Map<number, number>();
  readonly #byPid = new Map<number, number>();
  #version = 0;

  constructor(rule: ContestRule<C>, contest: BoardContest, problems: readonly BoardProblem[]) {
    this.rule = rule;
    this.contest = contest;
    this.problems = [...problems];
    this.awardPlan = awardPlanOf(contest);
    const { windows, slots } = viewWindows(contest);
    this.#views = windows.map((window) => new BoardView<C>(window, problems.length, this.awardPlan));
    this.#built = windows.map((window) => !window.containsEnd);
    this.#slots = slots;
    this.#cells = new CellMaker(rule, (this.#views[0] as BoardView<C>).window, sharedBeforeOf(contest));
    this.participants = new Participants(contest.starUids, problems.length);
    this.firstBlood = new FirstBlood(problems.length, (list) => rule.firstAccept(list, contest.endTimeMs));
    problems.forEach((problem, index) => {
      this.#byCpid.set(problem.cpid, index);
      this.#byPid.set(problem.pid, index);
    });
  }

  get version(): number {
    return this.#version;
  }

  /** The view a viewer gets (seal.ts decides `sealed`), built on its first request. */
  view(sealed: boolean, containsEnd: boolean): BoardView<C> {
    const index = this.#slots[viewSlot(sealed, containsEnd)] ?? 0;
    const view = this.#views[index] as BoardView<C>;
    if (this.#built[index] !== true) {
      buildViews([view], this.participants.values(), this.problems.length, this.#cells);
      this.#built[index] = true;
    }
    return view;
  }

  upsertUser(profile: BoardUser): void {
    const user = this.participants.get(profile.uid);
    if (user !== undefined && user.sortName !== profile.username) {
      for (const view of this.#views) view.detach(user);
      this.participants.put(profile);
      for (const view of this.#views) view.attach(user);
    } else {
      this.participants.put(profile);
    }
    this.#version += 1;
  }

  /**
   * Adds a submission or updates it (found by submitId among its user's submissions to its
   * problem: both never change). False when nothing changed or the problem is not in the contest.
   */
  applySubmission(input: BoardSubmission): boolean {
    const problem = this.#problemOf(input);
    if (problem === undefined) return false;
    const user = this.participants.entryFor(input.uid, input.username);
    const list = user.submissions[problem] as StoredSubmission[];
    const score = input.score ?? 0;
    const position = positionOf(list, input.submitId);
    const existing = list[position];
    if (existing !== undefined && existing.submitTimeMs === input.submitTimeMs) {
      if (existing.status === input.status && existing.score === score) return false;
      existing.status = input.status;
      existing.score = score;
    } else {
      if (existing !== undefined) list.splice(position, 1);
      insertInOrder(list, { submitId: input.submitId, uid: input.uid, problem, submitTimeMs: input.submitTimeMs, status: input.status, score });
    }
    this.#refresh(user, problem);
    return true;
  }

  removeSubmission(ref: SubmissionRef): boolean {
    const problem = this.#problemOf(ref);
    const user = this.participants.get(ref.uid);
    if (problem === undefined || user === undefined) return false;
    const list = user.submissions[problem] as StoredSubmission[];
    const position = positionOf(list, ref.submitId);
    if (position < 0) return false;
    list.splice(position, 1);
    this.#refresh(user, problem);
    return true;
  }

  /**
   * Adds users and submissions in bulk, then rebuilds the kept views at once (the full rebuild).
   * Into an empty board submitIds are taken as unique (the table's key); otherwise a submission
   * already there is replaced.
   */
  load(users: Iterable<BoardUser>, submissions: Iterable<BoardSubmission>): void {
    for (const profile of users) this.participants.put(profile);
    const replacing = this.#version > 0;
    for (const input of submissions) {
      const problem = this.#problemOf(input);
      if (problem === undefined) continue;
      const list = this.participants.entryFor(input.uid, input.username).submissions[problem] as StoredSubmission[];
      if (replacing) {
        const position = positionOf(list, input.submitId);
        if (position >= 0) list.splice(position, 1);
      }
      list.push({ submitId: input.submitId, uid: input.uid, problem, submitTimeMs: input.submitTimeMs, status: input.status, score: input.score ?? 0 });
    }
    this.firstBlood.clear();
    const kept = this.#views.filter((_, index) => this.#built[index] === true);
    buildViews(kept, this.participants.values(), this.problems.length, this.#cells, (user, problem, list) => {
      if (!user.isStar) this.firstBlood.offer(problem, this.rule.firstAccept(list, this.contest.endTimeMs));
    });
    this.#version += 1;
  }

  page(query: BoardPageQuery, viewer: BoardViewer, nowMs: number): BoardPage {
    return servePage(this, query, viewer, nowMs);
  }

  scrollBoard(options: ScrollBoardOptions): ScrollBoardData {
    return scrollBoardOf(this, options);
  }

  profiles(): BoardUser[] {
    return this.participants.profiles();
  }

  /** Every stored submission (submitId order), for a rebuild under new settings. */
  storedSubmissions(): BoardSubmission[] {
    const all: BoardSubmission[] = [];
    for (const user of this.participants.values()) {
      user.submissions.forEach((list, index) => {
        const problem = this.problems[index] as BoardProblem;
        for (const stored of list) {
          all.push({
            submitId: stored.submitId,
            uid: stored.uid,
            cpid: problem.cpid,
            pid: problem.pid,
            status: stored.status,
            score: stored.score,
            submitTimeMs: stored.submitTimeMs,
          });
        }
      });
    }
    return all.sort((a, b) => a.submitId - b.submitId);
  }

  #problemOf(input: SubmissionRef): number | undefined {
    const byCpid = input.cpid ? this.#byCpid.get(input.cpid) : undefined;
    return byCpid ?? (input.pid === undefined || input.pid === null ? undefined : this.#byPid.get(input.pid));
  }

  #refresh(user: UserEntry, problem: number): void {
    const list = user.submissions[problem] as StoredSubmission[];
    const shared = this.#cells.shared(list);
    this.#views.forEach((view, index) => {
      if (this.#built[index] === true) view.setCell(user, problem, this.#cells.cell(list, view.window, shared));
    });
    if (!user.isStar) this.firstBlood.update(user, problem, () => this.participants.values());
    this.#version += 1;
  }
}
