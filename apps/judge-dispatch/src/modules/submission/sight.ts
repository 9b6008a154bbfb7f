import type { Deps } from '../../deps.ts';
import { fail } from '@oj/service-kit';
import type { CaseResultAccess, ProblemVisibility, Viewer } from './access.ts';
import { canSeeCode, canSeeSubmission, isOwner } from './access.ts';
import { othersSubmissionSight } from '@oj/access';
import { contestListAccess, displayIdsOf, isMasked, resultMaskOf } from './contest-rules.ts';
import type { ResultMask } from './contest-rules.ts';
import { TIMED_WORK_CID_OFFSET } from '@oj/contracts';
import { groupSight } from '@oj/db/reads';
import { readContestView } from './contest-view.ts';
import type { SubmissionRow } from '../judge-rows/rows.ts';
import { SubmissionMessage } from '@oj/contracts';

/** How much of one submission a viewer gets (get-submission-detail, get-all-case-result). */
export interface SubmissionSight {
  /** The board's seal hides the result: status -5, no time, memory or score. */
  hidden: boolean;
  /** The code and the compiler output. */
  code: boolean;
  /** The case results: this much, or null for the core rule (`caseResultAccess`). */
  cases: CaseResultAccess | null;
  /** A contest submission's display ids (pid → display id), when known. */
  displayIds: ReadonlyMap<number, string> | null;
}

const refused = () => fail(SubmissionMessage.submissionHidden);

/**
 * What `viewer` may see of `row` at `nowMs`, or 403 "Sorry, you can not view this submission".
 * Outside contests, and for the owner, the core rules (@oj/access). Another user's contest
 * submission follows the contest policy (contest-rules.ts), for admin roles too (F9: an admin or
 * problem admin who does not run the contest is a participant while it runs or stays sealed): in
 * full to those who see the whole contest; to participants without the code, with no case results
 * until the end, and with the result hidden while the seal covers it.
 */
export async function submissionSight(
  deps: Pick<Deps, 'db' | 'js' | 'natsNames'>,
  row: SubmissionRow,
  viewer: Viewer,
  problem: ProblemVisibility | null,
  codeShare: boolean,
  nowMs: number,
): Promise<SubmissionSight> {
  if (row.cid === 0 || isOwner(row, viewer)) {
    // A group's submission shows to whoever may open its problem in the group.
    const group = row.cid === 0 && row.gid !== null && !viewer.isAdmin && !isOwner(row, viewer) ? await groupSight(deps.db, row.gid, viewer) : null;
    if (!canSeeSubmission(row, viewer, problem, group)) throw refused();
    if (row.cid === 0) return { hidden: false, code: canSeeCode(row, viewer, codeShare), cases: null, displayIds: null };
    // The owner's own row: in a timed work that runs for them its final result is hidden (-5), with
    // its case results and compiler output (spec 02 §4); the code stays theirs.
    const own = await ownContestView(deps, row.cid, viewer, nowMs);
    const hidden = isMasked(row, own?.mask ?? null);
    return { hidden, code: canSeeCode(row, viewer, codeShare), cases: hidden ? 'none' : null, displayIds: own?.displayIds ?? null };
  }
  // A contest's submissions are for signed-in users, as its list is.
  if (viewer.uid === null) throw refused();
  const view = await readContestView(deps, row.cid, viewer.uid);
  if (!view) {
    // A contest the gate no longer knows has no seal left to keep: admin roles read it (spec 01 §6).
    if (!viewer.isAdmin) throw refused();
    return { hidden: false, code: canSeeCode(row, viewer, codeShare), cases: null, displayIds: null };
  }
  const access = contestListAccess(view, viewer, nowMs);
  const displayIds = displayIdsOf(view.state);
  const hidden = isMasked(row, resultMaskOf(view, viewer, access, nowMs));
  const sight = othersSubmissionSight(view.state, access, hidden, nowMs);
  if (sight === null) throw refused();
  return { hidden, code: sight.code, cases: sight.cases === 'core' ? null : sight.cases, displayIds };
}

/**
 * The contest's display ids and the mask its owner sees their own rows through; null when the gate
 * cannot say. A contest's own results never depend on the gate (an error reads as null); a timed
 * work's do, so for its ids (cid above the offset) an unreadable gate is the 503, never a result
 * shown unchecked.
 */
export async function ownContestView(
  deps: Pick<Deps, 'db' | 'js' | 'natsNames'>,
  cid: number,
  viewer: Viewer,
  nowMs: number,
): Promise<{ displayIds: ReadonlyMap<number, string>; mask: ResultMask | null } | null> {
  try {
    const view = await readContestView(deps, cid, viewer.uid);
    if (!view) return null;
    return { displayIds: displayIdsOf(view.state), mask: resultMaskOf(view, viewer, contestListAccess(view, viewer, nowMs), nowMs) };
  } catch (error) {
    if (cid > TIMED_WORK_CID_OFFSET) throw error;
    return null;
  }
}
