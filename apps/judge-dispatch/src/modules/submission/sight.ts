import type { FastifyInstance } from 'fastify';
import { fail } from '@oj/service-kit';
import type { CaseResultAccess, ProblemVisibility, Viewer } from './access.ts';
import { canSeeCode, canSeeSubmission, isOwner } from './access.ts';
import { othersSubmissionSight } from '@oj/access';
import { contestListAccess, displayIdsOf, isMasked, resultMaskOf } from './contest-rules.ts';
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
  app: FastifyInstance,
  row: SubmissionRow,
  viewer: Viewer,
  problem: ProblemVisibility | null,
  codeShare: boolean,
  nowMs: number,
): Promise<SubmissionSight> {
  if (row.cid === 0 || isOwner(row, viewer)) {
    if (!canSeeSubmission(row, viewer, problem)) throw refused();
    const displayIds = row.cid === 0 ? null : await contestDisplayIds(app, row.cid);
    return { hidden: false, code: canSeeCode(row, viewer, codeShare), cases: null, displayIds };
  }
  // A contest's submissions are for signed-in users, as its list is.
  if (viewer.uid === null) throw refused();
  const view = await readContestView(app, row.cid, viewer.uid);
  if (!view) {
    // A contest the gate no longer knows has no seal left to keep: admin roles read it (spec 01 §6).
    if (!viewer.isAdmin) throw refused();
    return { hidden: false, code: canSeeCode(row, viewer, codeShare), cases: null, displayIds: null };
  }
  const access = contestListAccess(view, viewer, nowMs);
  const displayIds = displayIdsOf(view.state);
  const hidden = isMasked(row, resultMaskOf(view.state, viewer, access, nowMs));
  const sight = othersSubmissionSight(view.state, access, hidden, nowMs);
  if (sight === null) throw refused();
  return { hidden, code: sight.code, cases: sight.cases === 'core' ? null : sight.cases, displayIds };
}

/** The contest's display ids for its owner's or an admin's view; null when the gate cannot say (never an error). */
async function contestDisplayIds(app: FastifyInstance, cid: number): Promise<ReadonlyMap<number, string> | null> {
  try {
    const view = await readContestView(app, cid, null);
    return view ? displayIdsOf(view.state) : null;
  } catch {
    return null;
  }
}
