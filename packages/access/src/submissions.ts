import type { GroupProblemSight } from './group/problems.ts';
import type { ProblemFacts } from './problems.ts';
import { canViewProblem } from './problems.ts';
import type { Viewer } from './viewer.ts';

/** What the submission rules read of a submission. */
export interface SubmissionFacts {
  /** The submitter. */
  uid: string;
  /** 0 outside contests. */
  cid: number;
  /** The group it was made in, or null. */
  gid: number | null;
  /** The owner shared the code. */
  share: boolean;
}

/** The viewer's own submission. */
export function isOwner(row: Pick<SubmissionFacts, 'uid'>, viewer: Viewer): boolean {
  return viewer.uid !== null && viewer.uid === row.uid;
}

/**
 * Whether the viewer may see a submission at all. Main-bank submissions are public (the status
 * list shows them) while their problem is one the viewer may open: a private or group problem's
 * submissions, whose summary names the problem, show to admin roles only (its author included,
 * who cannot open the problem either). A submission whose problem row is gone names nothing and
 * stays public. A group's submissions (gid) show, besides their owner, to whoever may open their
 * problem in that group (`group`: the viewer's sight of group `row.gid`, read by the caller).
 * Contest submissions, whose rules live with the contest service, show only to their owner and
 * admin roles here.
 */
export function canSeeSubmission(
  row: Pick<SubmissionFacts, 'uid' | 'cid' | 'gid'>,
  viewer: Viewer,
  problem: ProblemFacts | null,
  group: GroupProblemSight | null = null,
): boolean {
  if (viewer.isAdmin || (row.cid !== 0 && isOwner(row, viewer))) return true;
  if (row.cid !== 0) return false;
  if (row.gid === null) return problem === null || canViewProblem(problem, viewer);
  if (isOwner(row, viewer)) return true;
  return problem !== null && canViewProblem(problem, viewer, { gid: row.gid, group });
}

/** How much of a submission's case results a viewer gets. */
export type CaseResultAccess = 'full' | 'verdicts' | 'none';

/**
 * get-all-case-result: how much of the case results the viewer gets. Admin roles see everything,
 * always. Otherwise nothing while the problem keeps its case results closed (`openCaseResult`
 * off); when open, the owner sees each case in full and everyone else only its verdict, score,
 * time and memory: a case's file names and the program's output (for an accepted case, the
 * expected answer) are the owner's.
 */
export function caseResultAccess(row: Pick<SubmissionFacts, 'uid'>, viewer: Viewer, openCaseResult: boolean): CaseResultAccess {
  if (viewer.isAdmin) return 'full';
  if (!openCaseResult) return 'none';
  return isOwner(row, viewer) ? 'full' : 'verdicts';
}

/**
 * Spec 01 §6: the code is visible to its owner, to admin roles, and to anyone when the owner shared
 * it while the problem allows sharing. Contest code follows the contest's rules (later): until
 * then only owner and admins.
 */
export function canSeeCode(row: Pick<SubmissionFacts, 'uid' | 'cid' | 'share'>, viewer: Viewer, problemCodeShare: boolean): boolean {
  if (viewer.isAdmin || isOwner(row, viewer)) return true;
  return row.cid === 0 && row.share && problemCodeShare;
}

/**
 * Whether the viewer may have a submission's code sent to the AI helpers: `canSeeCode` without
 * sharing (a shared code may be read by anyone, but only its owner and admin roles use it so).
 */
export function canUseCode(row: Pick<SubmissionFacts, 'uid'>, viewer: Viewer): boolean {
  return viewer.isAdmin || isOwner(row, viewer);
}
