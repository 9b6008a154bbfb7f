import type { FastifyRequest } from 'fastify';
import { ProblemAuth, Role, SUBMIT_BARRED_ROLES, isAdminRole } from '@oj/contracts';
import type { ProblemRow } from '@oj/db';
import { currentUser } from '@oj/service-kit';
import type { SubmissionRow } from './rows.ts';

/** Who is asking, as far as submissions care. */
export interface Viewer {
  /** null when anonymous. */
  uid: string | null;
  username: string | null;
  isAdmin: boolean;
  isSuperAdmin: boolean;
  /** Holds a role barred from submitting (1003, 1006, 1007). */
  submitBarred: boolean;
}

/** The viewer of a request (after `authenticate` / `authenticateOptional`). */
export function viewerOf(request: FastifyRequest): Viewer {
  const user = currentUser(request);
  const roles = user?.roles ?? [];
  return {
    uid: user?.uid ?? null,
    username: user?.username ?? null,
    isAdmin: roles.some(isAdminRole),
    isSuperAdmin: roles.includes(Role.SuperAdmin),
    submitBarred: roles.some((role) => SUBMIT_BARRED_ROLES.includes(role as (typeof SUBMIT_BARRED_ROLES)[number])),
  };
}

/**
 * Whether the viewer may open (and so submit to) a problem outside a contest: admin roles every
 * problem, others public problems of the main bank. Group problems wait for group membership
 * (community service); contest problems are reached through the contest's own calls.
 */
export function canViewProblem(problem: Pick<ProblemRow, 'auth' | 'isGroup' | 'gid'>, viewer: Viewer, gid: number | null): boolean {
  if (gid !== null && problem.gid !== gid) return false;
  if (viewer.isAdmin) return true;
  return problem.auth === ProblemAuth.Public && !problem.isGroup;
}

/** The viewer's own submission. */
export function isOwner(row: Pick<SubmissionRow, 'uid'>, viewer: Viewer): boolean {
  return viewer.uid !== null && viewer.uid === row.uid;
}

/**
 * Whether the viewer may see a submission at all. Main-bank submissions are public (the status
 * list shows them); contest and group submissions, whose rules live with the contest and group
 * services, only to their owner and admin roles for now.
 */
export function canSeeSubmission(row: Pick<SubmissionRow, 'uid' | 'cid' | 'gid'>, viewer: Viewer): boolean {
  if (row.cid === 0 && row.gid === null) return true;
  return viewer.isAdmin || isOwner(row, viewer);
}

/**
 * Spec 01 §6: the code is visible to its owner, to admin roles, and to anyone when the owner shared
 * it while the problem allows sharing. Contest code follows the contest's rules (later): until
 * then only owner and admins.
 */
export function canSeeCode(row: Pick<SubmissionRow, 'uid' | 'cid' | 'share'>, viewer: Viewer, problemCodeShare: boolean): boolean {
  if (viewer.isAdmin || isOwner(row, viewer)) return true;
  return row.cid === 0 && row.share && problemCodeShare;
}
