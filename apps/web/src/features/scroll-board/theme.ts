import type { Medal } from './medals.ts';

/** The scroll board's dark theme (white text at WCAG AA on every coloured cell). */
export const SCROLL_THEME = {
  background: '#0d1117',
  rowEven: '#161b22',
  rowOdd: '#11161d',
  focusRow: '#1f2a44',
  text: '#e6edf3',
  secondary: '#9da7b3',
  border: '#30363d',
  selected: '#f2cc60',
  cell: {
    firstAc: '#0b4f6c',
    ac: '#1f7a35',
    failed: '#b42318',
    pending: '#7d5300',
  },
  medal: { gold: '#e3b341', silver: '#b8c2cc', bronze: '#c98a55' } satisfies Record<Medal, string>,
  medalText: '#0d1117',
} as const;

/** Row height (px): rows are placed at index × this, so a move animates as a slide. */
export const SCROLL_ROW_HEIGHT = 56;
/** How long a row takes to slide to its new place. */
export const SCROLL_MOVE_MS = 1000;
