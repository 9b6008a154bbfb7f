// Published by judge-dispatch, owner of the submission tables: what other services may read of them.
import type { DataSource, SelectQueryBuilder } from 'typeorm';
import { JudgeEntity } from '../entities/judge.ts';
import type { JudgeRow } from '../entities/judge.ts';
import { ProblemEntity } from '../entities/problem.ts';
import { openProblemWhere } from '@oj/access';

/** Which of a user's submissions to count. */
export interface SubmissionScope {
  /**
   * Only those of problems everyone may open (see `openProblemSql`); a submission whose problem
   * row is gone names nothing and still counts. False for viewers who may open every problem.
   */
  openProblemsOnly: boolean;
}

function inScope<T extends object>(query: SelectQueryBuilder<T>, scope: SubmissionScope): SelectQueryBuilder<T> {
  if (!scope.openProblemsOnly) return query;
  const open = openProblemWhere('p');
  return query.leftJoin(ProblemEntity.options.name, 'p', 'p.id = j.pid').andWhere(`(p.id IS NULL OR ${open.sql})`, open.params);
}

/** How many submissions a user made, within the scope. */
export async function countUserSubmissions(db: DataSource, uid: string, scope: SubmissionScope): Promise<number> {
  if (!scope.openProblemsOnly) return db.getRepository(JudgeEntity).count({ where: { uid } });
  const query = db.createQueryBuilder().select('COUNT(*)', 'total').from(JudgeEntity, 'j').where('j.uid = :uid', { uid });
  const row = await inScope(query, scope).getRawOne<{ total: number | string }>();
  return Number(row?.total ?? 0);
}

/** How many submissions were made since `since`, by everyone (the admin dashboard's "today"). */
export function countSubmissionsSince(db: DataSource, since: Date): Promise<number> {
  return db.getRepository(JudgeEntity).createQueryBuilder('j').where('j.submitTime >= :since', { since }).getCount();
}

/**
 * A user's submissions per day since `start`, within the scope, days counted in the zone
 * `offsetMinutes` east of UTC ('YYYY-MM-DD'); days without submissions are left out.
 */
export async function userSubmissionsPerDay(
  db: DataSource,
  uid: string,
  start: Date,
  offsetMinutes: number,
  scope: SubmissionScope,
): Promise<{ date: string; count: number }[]> {
  const query = db
    .createQueryBuilder()
    .select(`DATE_FORMAT(DATE_ADD(j.submitTime, INTERVAL :offset MINUTE), '%Y-%m-%d')`, 'date')
    .addSelect('COUNT(*)', 'count')
    .from(JudgeEntity, 'j')
    .where('j.uid = :uid', { uid })
    .andWhere('j.submitTime >= :start', { start });
  const rows = await inScope(query, scope)
    .setParameter('offset', offsetMinutes)
    .groupBy('date')
    .orderBy('date', 'ASC')
    .getRawMany<{ date: string; count: number | string }>();
  return rows.map((row) => ({ date: row.date, count: Number(row.count) }));
}

/** What the AI helpers read of a submission: its code and compiler output included. */
export type HelperSubmission = Pick<JudgeRow, 'submitId' | 'pid' | 'uid' | 'cid' | 'status' | 'code' | 'language' | 'errorMessage'>;

/** A submission for the AI helpers, or null. */
export async function findHelperSubmission(db: DataSource, submitId: number): Promise<HelperSubmission | null> {
  return db.getRepository(JudgeEntity).findOne({
    where: { submitId },
    select: { submitId: true, pid: true, uid: true, cid: true, status: true, code: true, language: true, errorMessage: true },
  });
}
