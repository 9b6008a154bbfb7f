// Who sees what of the site's outlines: lessons and tidan (spec 02 §2 "Lessons", "Tidan list").
import { canViewProblem } from './problems.ts';
import type { ProblemFacts } from './problems.ts';
import type { Viewer } from './viewer.ts';

const ANYONE: Viewer = { uid: null, isAdmin: false };

/**
 * Whether a problem may stand in a tidan: only problems every visitor may open (public, not a
 * group's). Binding refuses the others, and the outline leaves out a bound problem that has since
 * been made private, so an outline never names a problem its readers cannot open.
 */
export function isTidanProblem(problem: ProblemFacts): boolean {
  return canViewProblem(problem, ANYONE);
}

/**
 * What the user side shows of a lesson or a tidan and of a lesson item: visible ones only, to every
 * caller, admins included (the back office is where hidden ones are seen and edited).
 */
export function isShownOutline(entry: { visible: boolean }): boolean {
  return entry.visible;
}
