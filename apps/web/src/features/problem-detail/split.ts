/** A pane narrower than this after a drag collapses (spec 01 §9). */
export const COLLAPSE_BELOW_PX = 200;

/** Where the divider sits: the left pane's width, or a collapsed side. */
export type SplitState = { kind: 'split'; leftPx: number } | { kind: 'leftCollapsed' } | { kind: 'rightCollapsed' };

/**
 * The split after dragging the divider to `leftPx` inside a container `widthPx` wide: a side
 * left narrower than 200 px collapses; otherwise each side keeps at least its minimum width.
 */
export function splitAfterDrag(leftPx: number, widthPx: number, minLeftPx = COLLAPSE_BELOW_PX, minRightPx = COLLAPSE_BELOW_PX): SplitState {
  if (leftPx < COLLAPSE_BELOW_PX) return { kind: 'leftCollapsed' };
  if (widthPx - leftPx < COLLAPSE_BELOW_PX) return { kind: 'rightCollapsed' };
  const clamped = Math.min(Math.max(leftPx, minLeftPx), Math.max(minLeftPx, widthPx - minRightPx));
  return { kind: 'split', leftPx: clamped };
}

/** The left pane's width for a state (0 or the whole width when collapsed). */
export function leftWidthOf(state: SplitState, widthPx: number): number {
  if (state.kind === 'leftCollapsed') return 0;
  if (state.kind === 'rightCollapsed') return widthPx;
  return Math.min(state.leftPx, widthPx);
}
