import type { FastifyRequest } from 'fastify';
import { viewerOf as accessViewerOf } from '@oj/access';
import type { Viewer as AccessViewer } from '@oj/access';
import { Role, SUBMIT_BARRED_ROLES } from '@oj/contracts';
import { currentUser } from '@oj/service-kit';

// The rules themselves live in @oj/access, shared with the gateway; this module adds what
// submissions need to know of a viewer.
export { canSeeCode, canSeeSubmission, canViewProblem, caseResultAccess, isOwner } from '@oj/access';
export type { CaseResultAccess, ProblemFacts as ProblemVisibility } from '@oj/access';

/** Who is asking, as far as submissions care. */
export interface Viewer extends AccessViewer {
  username: string | null;
  /** The role codes the token carries: current, as a role change signs the user out everywhere. */
  roles: readonly number[];
  isSuperAdmin: boolean;
  /** Holds a role barred from submitting (1003, 1006, 1007). */
  submitBarred: boolean;
}

/** The viewer of a request (after `authenticate` / `authenticateOptional`). */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = currentUser(request);
  const roles = user?.roles ?? [];
  return {
    ...accessViewerOf(user),
    username: user?.username ?? null,
    roles,
    isSuperAdmin: roles.includes(Role.SuperAdmin),
    submitBarred: roles.some((role) => SUBMIT_BARRED_ROLES.includes(role as (typeof SUBMIT_BARRED_ROLES)[number])),
  };
}
