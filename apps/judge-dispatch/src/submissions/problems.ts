import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { OWN_PROBLEM_BANK } from '@oj/contracts';
import { LanguageEntity, ProblemEntity, ProblemLanguageEntity } from '@oj/db';
import type { ProblemRow } from '@oj/db';
import { findLanguage } from '@oj/judge-core';
import { ConflictError } from '@oj/service-kit';
import { SubmissionMessage } from '../messages.ts';
import { JUDGED_PROBLEM_COLUMNS } from '../queue/jobs.ts';
import type { JudgedProblem } from '../queue/jobs.ts';
import type { Viewer } from './access.ts';
import { canViewProblem } from './access.ts';
import { selectOf } from './rows.ts';

/** What submit and test judge read of a problem. */
export type SubmittableProblem = JudgedProblem & Pick<ProblemRow, 'problemId' | 'title' | 'auth' | 'isGroup' | 'gid' | 'isRemote' | 'difficulty'>;

const SUBMITTABLE_SELECT = selectOf<ProblemRow>([
  ...JUDGED_PROBLEM_COLUMNS,
  'problemId',
  'title',
  'auth',
  'isGroup',
  'gid',
  'isRemote',
  'difficulty',
]);

/** Names of the languages a problem accepts (own-bank rows of `language`). */
export async function allowedLanguages(db: DataSource, pid: number): Promise<string[]> {
  const links = await db.getRepository(ProblemLanguageEntity).find({ where: { pid }, select: { lid: true } });
  if (links.length === 0) return [];
  const languages = await db
    .getRepository(LanguageEntity)
    .find({ where: { id: In(links.map((link) => link.lid)), oj: OWN_PROBLEM_BANK }, select: { id: true, name: true } });
  return languages.map((language) => language.name);
}

/**
 * The problem a user submits to, after the checks every submission shares: it exists and the user
 * may open it (or `openedByContest`: the contest gate found it in a contest the user may submit
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
  const problem = await db.getRepository(ProblemEntity).findOne({ where: { id: pid }, select: SUBMITTABLE_SELECT });
  if (!problem || (!openedByContest && !canViewProblem(problem, viewer, gid))) throw new ConflictError(SubmissionMessage.problemNotExists);
  if (problem.isRemote) throw new ConflictError(SubmissionMessage.remoteNotSupported);
  const languages = await allowedLanguages(db, pid);
  if (!languages.includes(language) || !findLanguage(language)) throw new ConflictError(SubmissionMessage.languageNotAllowed);
  return problem;
}
