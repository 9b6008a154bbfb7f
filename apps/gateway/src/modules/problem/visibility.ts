import type { FastifyRequest } from 'fastify';
import type { DataSource } from 'typeorm';
import { canViewProblem, viewerOf as accessViewerOf } from '@oj/access';
import type { AccessPlace, ProblemFacts, Viewer } from '@oj/access';
import { groupSight } from '@oj/db/reads';
import { currentUser } from '@oj/service-kit';

// The rules live in @oj/access, shared with judge-dispatch; the problem module names them for its
// callers and builds the viewer and the place from the request.
export { listedProblemAuths as listedAuths } from '@oj/access';
export type { AccessPlace, Viewer } from '@oj/access';

/** The viewer of a request (after `authenticate` / `authenticateOptional`). */
export function viewerOf(request: FastifyRequest): Viewer {
  return accessViewerOf(currentUser(request));
}

/**
 * Where the request opens a problem: the main bank, or group `gid` with the viewer's sight of it
 * (the community's published facts and the viewer's member row; none when the group is gone).
 */
export async function placeOf(db: DataSource, request: FastifyRequest, gid: number | null | undefined): Promise<AccessPlace> {
  if (gid === null || gid === undefined) return {};
  const user = currentUser(request);
  return { gid, group: await groupSight(db, gid, { uid: user?.uid ?? null, roles: user?.roles ?? [] }) };
}

/** Whether the viewer may open a problem outside a contest (`canViewProblem`), at `place` (the main bank by default). */
export function canView(problem: ProblemFacts, viewer: Viewer, place: AccessPlace = {}): boolean {
  return canViewProblem(problem, viewer, place);
}
