import { ProblemAuth } from '@oj/contracts';
import type { Viewer } from './viewer.ts';
import type { GroupProblemSight } from './group/problems.ts';
import { NO_GROUP_SIGHT, canOpenGroupProblem } from './group/problems.ts';

/** What the visibility rules read of a problem. */
export interface ProblemFacts {
  /** ProblemAuth: public, private or contest. */
  auth: number;
  isGroup: boolean;
  /** The group that owns the problem, or null. */
  gid: number | null;
}

/**
 * Where a problem is being opened: outside contests, the main bank (no gid) or a group's pages
 * (its id, and how the viewer stands in that group, read by the caller).
 */
export interface AccessPlace {
  /** Opened from a group's problem list (a problem of another group is not there). */
  gid?: number | null;
  /** The viewer's sight of group `gid` (`groupProblemSight`); absent or null: none. */
  group?: GroupProblemSight | null;
}

/**
 * The facts of a problem every viewer may open: public and not a group's. The SQL forms of
 * `canViewProblem` (problem list counts, submission lists, home statistics) compare with these.
 */
export const OPEN_PROBLEM = { auth: ProblemAuth.Public, isGroup: false } as const;

/**
 * Whether the viewer may open (and so submit to) a problem outside a contest: admin roles every
 * problem; others public problems of the main bank, and a group's problem only inside its group
 * (place.gid, with the viewer's sight of it: `canOpenGroupProblem`). Outside its group a group
 * problem is no one's but admin roles'. Contest problems are reached through the contest's own calls.
 */
export function canViewProblem(problem: ProblemFacts, viewer: Viewer, place: AccessPlace = {}): boolean {
  const gid = place.gid ?? null;
  if (gid !== null && problem.gid !== gid) return false;
  if (viewer.isAdmin) return true;
  if (problem.isGroup) return gid !== null && canOpenGroupProblem(problem.auth, place.group ?? NO_GROUP_SIGHT);
  return problem.auth === OPEN_PROBLEM.auth;
}

/** Problem auth values the problem list and lookups show to this viewer (contest problems never). */
export function listedProblemAuths(viewer: Viewer): number[] {
  return viewer.isAdmin ? [ProblemAuth.Public, ProblemAuth.Private] : [ProblemAuth.Public];
}
