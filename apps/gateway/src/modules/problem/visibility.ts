import type { FastifyRequest } from 'fastify';
import { ProblemAuth, isAdminRole } from '@oj/contracts';
import type { ProblemRow } from '@oj/db';
import { currentUser } from '@oj/service-kit';

/** Who is asking: what decides which problems they may see. */
export interface Viewer {
  /** null when anonymous. */
  uid: string | null;
  isAdmin: boolean;
}

/** The viewer of a request (after `authenticate` / `authenticateOptional`). */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = currentUser(request);
  return { uid: user?.uid ?? null, isAdmin: user !== null && user.roles.some(isAdminRole) };
}

/** Problem auth values the problem list and lookups show to this viewer (contest problems never). */
export function listedAuths(viewer: Viewer): number[] {
  return viewer.isAdmin ? [ProblemAuth.Public, ProblemAuth.Private] : [ProblemAuth.Public];
}

/**
 * Whether the viewer may open a problem outside a contest. Admin roles see every problem; others
 * see public problems of the main bank. Group problems wait for group membership (community
 * service); contest problems are reached through the contest's own calls.
 */
export function canView(problem: Pick<ProblemRow, 'auth' | 'isGroup' | 'gid'>, viewer: Viewer, gid?: number | null): boolean {
  if (gid !== undefined && gid !== null && problem.gid !== gid) return false;
  if (viewer.isAdmin) return true;
  return problem.auth === ProblemAuth.Public && !problem.isGroup;
}
