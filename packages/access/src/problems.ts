import { ProblemAuth } from '@oj/contracts';
import type { Viewer } from './viewer.ts';

/** What the visibility rules read of a problem. */
export interface ProblemFacts {
  /** ProblemAuth: public, private or contest. */
  auth: number;
  isGroup: boolean;
  /** The group that owns the problem, or null. */
  gid: number | null;
}

/**
 * Where a problem is being opened. Only the group id today; the contest a problem is opened in
 * comes here when contests arrive, so callers that pass no place stay unchanged.
 */
export interface AccessPlace {
  /** Opened from a group's problem list (a problem of another group is not there). */
  gid?: number | null;
}

/**
 * The facts of a problem every viewer may open: public and not a group's. The SQL forms of
 * `canViewProblem` (problem list counts, submission lists, home statistics) compare with these.
 */
export const OPEN_PROBLEM = { auth: ProblemAuth.Public, isGroup: false } as const;

/**
 * Whether the viewer may open (and so submit to) a problem outside a contest: admin roles every
 * problem, others public problems of the main bank. Group problems wait for group membership
 * (community service); contest problems are reached through the contest's own calls.
 */
export function canViewProblem(problem: ProblemFacts, viewer: Viewer, place: AccessPlace = {}): boolean {
  if (place.gid !== undefined && place.gid !== null && problem.gid !== place.gid) return false;
  if (viewer.isAdmin) return true;
  return problem.auth === OPEN_PROBLEM.auth && problem.isGroup === OPEN_PROBLEM.isGroup;
}

/** Problem auth values the problem list and lookups show to this viewer (contest problems never). */
export function listedProblemAuths(viewer: Viewer): number[] {
  return viewer.isAdmin ? [ProblemAuth.Public, ProblemAuth.Private] : [ProblemAuth.Public];
}
