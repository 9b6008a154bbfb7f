import type { DataSource } from 'typeorm';
import { SubmissionMessage, Verdict } from '@oj/contracts';
import { JudgeEntity } from '@oj/db';
import { findProblem } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import type { Viewer } from './access.ts';
import { canSeeSubmission, isOwner } from './access.ts';
import { SUMMARY_SELECT } from '../judge-rows/rows.ts';
import type { SubmissionRow } from '../judge-rows/rows.ts';

/**
 * The submission a resubmit names, once every rule of spec 01 §4 holds: it exists and the viewer
 * may see it, it is the viewer's own (or the viewer holds an admin role), it went to a remote judge
 * and its status is Submitted Failed. Each broken rule throws its own error.
 */
export async function resubmittableSubmission(db: DataSource, submitId: number, viewer: Viewer): Promise<SubmissionRow> {
  const row = await db.getRepository(JudgeEntity).findOne({ where: { submitId }, select: { ...SUMMARY_SELECT, isRemote: true } });
  if (!row) throw fail(SubmissionMessage.submissionNotExists);
  const problem = await findProblem(db, row.pid, ['id', 'isRemote', 'auth', 'isGroup', 'gid']);
  if (!canSeeSubmission(row, viewer, problem)) throw fail(SubmissionMessage.submissionHidden);
  if (!viewer.isAdmin && !isOwner(row, viewer)) throw fail(SubmissionMessage.resubmitNotOwner);
  if (!row.isRemote && problem?.isRemote !== true) throw fail(SubmissionMessage.resubmitNotRemote);
  if (row.status !== Verdict.SubmittedFailed) throw fail(SubmissionMessage.resubmitNotFailed);
  return row;
}
