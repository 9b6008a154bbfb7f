// The batch page's chosen problems: pure helpers over an insertion-ordered map, tested alone.
import { MAX_BATCH_PROBLEMS } from '@oj/contracts';
import type { AdminProblemListRecordDto } from '@oj/contracts';

/** The chosen problems by primary key, in the order they were chosen. */
export type Selection = ReadonlyMap<number, AdminProblemListRecordDto>;

/**
 * The selection after the table reported `keys` for the page it shows: the page's rows are
 * replaced by what is ticked there, choices on other pages stay. Never more than `max`;
 * `truncated` says some ticks were dropped.
 */
export function mergePageSelection(
  selection: Selection,
  pageRows: readonly AdminProblemListRecordDto[],
  keys: readonly number[],
  max = MAX_BATCH_PROBLEMS,
): { selection: Selection; truncated: boolean } {
  const ticked = new Set(keys);
  const next = new Map(selection);
  for (const row of pageRows) if (!ticked.has(row.id)) next.delete(row.id);
  let truncated = false;
  for (const row of pageRows) {
    if (!ticked.has(row.id) || next.has(row.id)) continue;
    if (next.size >= max) {
      truncated = true;
      continue;
    }
    next.set(row.id, row);
  }
  return { selection: next, truncated };
}

/** Splits ids into runs of at most `size` (a call takes a bounded number of problems). */
export function chunks<T>(items: readonly T[], size: number): T[][] {
  const runs: T[][] = [];
  for (let start = 0; start < items.length; start += size) runs.push(items.slice(start, start + size));
  return runs;
}
