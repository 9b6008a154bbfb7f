import type { FastifyRequest } from 'fastify';
import { canViewProblem, viewerOf as accessViewerOf } from '@oj/access';
import type { ProblemFacts, Viewer } from '@oj/access';
import { currentUser } from '@oj/service-kit';

// The rules live in @oj/access, shared with judge-dispatch; the problem module names them for its
// callers and builds the viewer from the request.
export { listedProblemAuths as listedAuths } from '@oj/access';
export type { Viewer } from '@oj/access';

/** The viewer of a request (after `authenticate` / `authenticateOptional`). */
export function viewerOf(request: FastifyRequest): Viewer {
  return accessViewerOf(currentUser(request));
}

/** Whether the viewer may open a problem outside a contest (`canViewProblem`), from the group `gid` when given. */
export function canView(problem: ProblemFacts, viewer: Viewer, gid?: number | null): boolean {
  return canViewProblem(problem, viewer, { gid });
}
