/**
 * One view of a board (real or sealed, with or without post-contest submissions): its rows kept
 * sorted as cells change, and its ranks and awards recomputed lazily after a change.
 */
import { compareRows, insertRow, lowerBound, rankRows, removeRow } from './ranking.ts';
import type { AwardPlan, Ranking } from './ranking.ts';
import type { ScoredCell, ViewWindow } from './rule.ts';
import type { UserEntry } from './users.ts';

/** A user's row in one view: a cell per problem column and the cells' sums. */
export interface ViewRow<C extends ScoredCell> {
  readonly user: UserEntry;
  readonly cells: (C | null)[];
  primary: number;
  secondary: number;
  accepted: number;
  cellCount: number;
}

export class BoardView<C extends ScoredCell> {
  readonly window: ViewWindow;
  /** Best first. */
  readonly rows: ViewRow<C>[] = [];
  readonly #byUid = new Map<string, ViewRow<C>>();
  readonly #problemCount: number;
  readonly #plan: AwardPlan;
  #ranking: Ranking | null = null;

  constructor(window: ViewWindow, problemCount: number, plan: AwardPlan) {
    this.window = window;
    this.#problemCount = problemCount;
    this.#plan = plan;
  }

  rowOf(uid: string): ViewRow<C> | undefined {
    return this.#byUid.get(uid);
  }

  /** The position of a user's row, or -1 when the view has none. */
  positionOf(user: UserEntry): number {
    const row = this.#byUid.get(user.uid);
    if (row === undefined) return -1;
    const position = lowerBound(this.rows, row);
    return this.rows[position] === row ? position : this.rows.indexOf(row);
  }

  /** Sets one cell of a user's row and moves the row to its new place when its sums changed. */
  setCell(user: UserEntry, problem: number, cell: C | null): void {
    let row = this.#byUid.get(user.uid);
    if (row === undefined) {
      if (cell === null) return;
      row = this.#newRow(user);
      addCell(row, problem, cell);
      this.#byUid.set(user.uid, row);
      insertRow(this.rows, row);
      this.#ranking = null;
      return;
    }
    const old = row.cells[problem] ?? null;
    if (old === cell) return;
    const moves = (cell?.primary ?? 0) !== (old?.primary ?? 0) || (cell?.secondary ?? 0) !== (old?.secondary ?? 0);
    if (moves) removeRow(this.rows, row);
    if (old !== null) removeCell(row, problem, old);
    if (cell !== null) addCell(row, problem, cell);
    if (row.cellCount === 0) {
      if (!moves) removeRow(this.rows, row);
      this.#byUid.delete(user.uid);
    } else if (moves) {
      insertRow(this.rows, row);
    } else {
      return;
    }
    this.#ranking = null;
  }

  /** Takes a user's row out of the order, before what orders it (the name) changes; see attach. */
  detach(user: UserEntry): void {
    const row = this.#byUid.get(user.uid);
    if (row !== undefined) removeRow(this.rows, row);
  }

  /** Puts a detached row back at its place. */
  attach(user: UserEntry): void {
    const row = this.#byUid.get(user.uid);
    if (row !== undefined) insertRow(this.rows, row);
    this.#ranking = null;
  }

  /** Replaces every row (a full rebuild); each row given has at least one cell. */
  fill(rows: ViewRow<C>[]): void {
    this.#byUid.clear();
    for (const row of rows) this.#byUid.set(row.user.uid, row);
    rows.sort(compareRows);
    this.rows.length = 0;
    for (const row of rows) this.rows.push(row);
    this.#ranking = null;
  }

  /** Ranks and awards, recomputed when the order changed since the last call. */
  ranking(): Ranking {
    this.#ranking ??= rankRows(this.rows, this.#plan);
    return this.#ranking;
  }

  #newRow(user: UserEntry): ViewRow<C> {
    return newViewRow<C>(user, this.#problemCount);
  }
}

export function newViewRow<C extends ScoredCell>(user: UserEntry, problemCount: number): ViewRow<C> {
  return { user, cells: new Array<C | null>(problemCount).fill(null), primary: 0, secondary: 0, accepted: 0, cellCount: 0 };
}

export function addCell<C extends ScoredCell>(row: ViewRow<C>, problem: number, cell: C): void {
  row.cells[problem] = cell;
  row.primary += cell.primary;
  row.secondary += cell.secondary;
  row.accepted += cell.accepted;
  row.cellCount += 1;
}

function removeCell<C extends ScoredCell>(row: ViewRow<C>, problem: number, cell: C): void {
  row.cells[problem] = null;
  row.primary -= cell.primary;
  row.secondary -= cell.secondary;
  row.accepted -= cell.accepted;
  row.cellCount -= 1;
}
