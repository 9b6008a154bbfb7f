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

/** What the visibility rules read of a problem. */
export type ProblemVisibility = Pick<ProblemRow, 'auth' | 'isGroup' | 'gid'>;

/**
 * The SQL forms of `canViewProblem` for a non-admin outside contests and groups (`?` =
 * ProblemAuth.Public); a submission whose problem row is gone names nothing and stays listed.
 * Over the problem joined as `p`, for the list page, which reads its index in order and stops
 * after one page:
 */
export const JOINED_PROBLEM_VISIBLE_SQL = '(p.`id` IS NULL OR (p.`auth` = ? AND p.`isGroup` = 0))';

/**
 * ... and as the ids of the problems such a viewer may not open, for counts, which read every row:
 * hidden problems are few, so `pid NOT IN (...)` is one small materialised set probed per row,
 * cheaper than joining each row to its problem (14 ms against 30+ ms at 50k rows).
 */
export const HIDDEN_PROBLEM_IDS_SQL = 'SELECT h.`id` FROM `problem` h WHERE h.`auth` <> ? OR h.`isGroup` <> 0';

/** The viewer's own submission. */
export function isOwner(row: Pick<SubmissionRow, 'uid'>, viewer: Viewer): boolean {
  return viewer.uid !== null && viewer.uid === row.uid;
}

/**
 * Whether the viewer may see a submission at all. Main-bank submissions are public (the status
 * list shows them) while their problem is one the viewer may open: a private or group problem's
 * submissions, whose summary names the problem, show to admin roles only (its author included,
 * who cannot open the problem either). A submission whose problem row is gone names nothing and
 * stays public. Contest and group submissions, whose rules live with the contest and group
 * services, show only to their owner and admin roles for now.
 */
export function canSeeSubmission(row: Pick<SubmissionRow, 'uid' | 'cid' | 'gid'>, viewer: Viewer, problem: ProblemVisibility | null): boolean {
  if (viewer.isAdmin) return true;
  if (row.cid === 0 && row.gid === null) return problem === null || canViewProblem(problem, viewer, null);
  return isOwner(row, viewer);
}

/**
 * get-all-case-result: how much of the case results the viewer gets. Admin roles see everything,
 * always. Otherwise nothing while the problem keeps its case results closed (`openCaseResult`
 * off); when open, the owner sees each case in full and everyone else only its verdict, score,
 * time and memory: a case's file names and the program's output (for an accepted case, the
 * expected answer) are the owner's.
 */
export function caseResultAccess(row: Pick<SubmissionRow, 'uid'>, viewer: Viewer, openCaseResult: boolean): 'full' | 'verdicts' | 'none' {
  if (viewer.isAdmin) return 'full';
  if (!openCaseResult) return 'none';
  return isOwner(row, viewer) ? 'full' : 'verdicts';
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
