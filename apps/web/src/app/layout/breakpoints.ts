import { Grid } from 'antd';

/** Below this width a drawer and app bar replace the top menu (spec 01 §9). */
export const LAYOUT_BREAKPOINT_PX = 992;
/** Below this width the interface counts as mobile (spec 01 §9). */
export const MOBILE_BREAKPOINT_PX = 768;

/** Layout class of a viewport width. */
export type ViewportClass = 'desktop' | 'compact' | 'mobile';

/** Classifies a width: desktop ≥ 992, compact (drawer) ≥ 768, mobile below. */
export function viewportClass(widthPx: number): ViewportClass {
  if (widthPx >= LAYOUT_BREAKPOINT_PX) return 'desktop';
  return widthPx >= MOBILE_BREAKPOINT_PX ? 'compact' : 'mobile';
}

/** The current layout class, from antd's breakpoints (lg = 992 px, md = 768 px, the spec's own values). */
export function useViewportClass(): ViewportClass {
  const screens = Grid.useBreakpoint();
  if (screens.lg) return 'desktop';
  return screens.md ? 'compact' : 'mobile';
}
