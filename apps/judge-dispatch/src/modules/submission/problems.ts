import type { DataSource } from 'typeorm';
import type { ProblemRow } from '@oj/db';
import { findProblem, groupSight, problemLanguageNames } from '@oj/db/reads';
import { findLanguage } from '@oj/judge-core';
import { fail } from '@oj/service-kit';
import { JUDGED_PROBLEM_COLUMNS } from '../judging/jobs.ts';
import type { JudgedProblem } from '../judging/jobs.ts';
import type { Viewer } from './access.ts';
import { canViewProblem } from './access.ts';
import { SubmissionMessage } from '@oj/contracts';

/** What submit and test judge read of a problem. */
export type SubmittableProblem = JudgedProblem & Pick<ProblemRow, 'problemId' | 'title' | 'auth' | 'isGroup' | 'gid' | 'isRemote' | 'difficulty'>;

const SUBMITTABLE_COLUMNS: readonly (keyof SubmittableProblem)[] = [
  ...JUDGED_PROBLEM_COLUMNS,
  'problemId',
  'title',
  'auth',
  'isGroup',
  'gid',
  'isRemote',
  'difficulty',
];

/**
 * The problem a user submits to, after the checks every submission shares: it exists and the user
 * may open it, in group `gid` when given (or `openedByContest`: the contest gate found it in a contest the user may submit
 * to), it is judged here (not remotely), and it accepts the language. One message for missing and
 * hidden problems, so existence is never revealed.
 */
export async function problemToJudge(
  db: DataSource,
  pid: number,
  language: string,
  viewer: Viewer,
  gid: number | null,
  openedByContest = false,
): Promise<SubmittableProblem> {
  // Both read at once (a submission's answer waits for every read in turn), checked in the same order as before.
  const [problem, languages] = await Promise.all([findProblem(db, pid, SUBMITTABLE_COLUMNS), problemLanguageNames(db, pid)]);
  // In a group, its problems open to its members (the group rules read the submitter's member row).
  const group = !openedByContest && problem?.isGroup === true && gid !== null ? await groupSight(db, gid, viewer) : null;
  if (!problem || (!openedByContest && !canViewProblem(problem, viewer, { gid, group }))) throw fail(SubmissionMessage.problemNotExists);
  if (problem.isRemote) throw fail(SubmissionMessage.remoteNotSupported);
  if (!languages.includes(language) || !findLanguage(language)) throw fail(SubmissionMessage.languageNotAllowed);
  return problem;
}
