/** The ids with the one at `index` moved one place up (-1) or down (1); null when it cannot move. */
export function moved(ids: readonly number[], index: number, by: -1 | 1): number[] | null {
  const target = index + by;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  const current = next[index];
  const other = next[target];
  if (current === undefined || other === undefined) return null;
  next[index] = other;
  next[target] = current;
  return next;
}
