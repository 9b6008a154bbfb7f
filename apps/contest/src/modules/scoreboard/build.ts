/**
 * Cells from the stored lists, and views built from them in one pass over the users: the full
 * rebuild, or a view's first request.
 */
import type { ContestRule, ScoredCell, StoredSubmission, ViewWindow } from './rule.ts';
import { isInOrder, sortInOrder } from './users.ts';
import type { UserEntry } from './users.ts';
import { addCell, newViewRow } from './view.ts';
import type { BoardView, ViewRow } from './view.ts';

/** Computes a list's cell per view, once for all views while nothing in it is hidden or after the end. */
export class CellMaker<C extends ScoredCell> {
  readonly #rule: ContestRule<C>;
  readonly #realWindow: ViewWindow;
  readonly #sharedBefore: number;

  constructor(rule: ContestRule<C>, realWindow: ViewWindow, sharedBefore: number) {
    this.#rule = rule;
    this.#realWindow = realWindow;
    this.#sharedBefore = sharedBefore;
  }

  /** The cell every view shares, or undefined when views differ on this list. */
  shared(list: readonly StoredSubmission[]): C | null | undefined {
    const last = list.at(-1);
    if (last === undefined) return null;
    return last.submitTimeMs < this.#sharedBefore ? this.#rule.cell(list, this.#realWindow) : undefined;
  }

  /** The cell in one view, given what `shared` said. */
  cell(list: readonly StoredSubmission[], window: ViewWindow, shared: C | null | undefined): C | null {
    return shared !== undefined ? shared : this.#rule.cell(list, window);
  }
}

/**
 * Fills these views from every user's lists (sorting any list a bulk load left out of order);
 * `eachList` sees every non-empty list (first blood).
 */
export function buildViews<C extends ScoredCell>(
  views: readonly BoardView<C>[],
  users: Iterable<UserEntry>,
  problemCount: number,
  cells: CellMaker<C>,
  eachList?: (user: UserEntry, problem: number, list: readonly StoredSubmission[]) => void,
): void {
  const rowsByView: ViewRow<C>[][] = views.map(() => []);
  const rows: (ViewRow<C> | null)[] = views.map(() => null);
  for (const user of users) {
    rows.fill(null);
    for (let problem = 0; problem < problemCount; problem += 1) {
      const list = user.submissions[problem] as StoredSubmission[];
      if (list.length === 0) continue;
      if (!isInOrder(list)) sortInOrder(list);
      const shared = cells.shared(list);
      views.forEach((view, at) => {
        const cell = cells.cell(list, view.window, shared);
        if (cell === null) return;
        const row = rows[at] ?? newViewRow<C>(user, problemCount);
        rows[at] = row;
        addCell(row, problem, cell);
      });
      eachList?.(user, problem, list);
    }
    rows.forEach((row, at) => {
      if (row !== null) rowsByView[at]?.push(row);
    });
  }
  views.forEach((view, at) => {
    view.fill(rowsByView[at] ?? []);
  });
}
