// Published by judge-dispatch, owner of the submission tables: what the contest service's trainings
// read of judge rows (their problems' counts, a user's solved problems, the training rank). Training
// work is judged outside contests (cid 0), so these read only such rows.
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { Verdict } from '@oj/contracts';
import { JudgeEntity } from '../entities/judge.ts';

/** How many submissions of one status a problem has in one training. */
export interface TrainingStatusCount {
  pid: number;
  status: number;
  count: number;
}

/** A training's submissions (judge rows with its tid) counted per problem and status, one query. */
export async function trainingStatusCounts(db: DataSource, tid: number): Promise<TrainingStatusCount[]> {
  const rows = await db
    .createQueryBuilder()
    .select('j.pid', 'pid')
    .addSelect('j.status', 'status')
    .addSelect('COUNT(*)', 'count')
    .from(JudgeEntity, 'j')
    .where('j.tid = :tid', { tid })
    .andWhere('j.cid = 0')
    .groupBy('j.pid')
    .addGroupBy('j.status')
    .getRawMany<{ pid: number | string; status: number | string; count: number | string }>();
  return rows.map((row) => ({ pid: Number(row.pid), status: Number(row.status), count: Number(row.count) }));
}

/** Which of these problems the user has solved outside contests (any accepted submission). */
export async function solvedProblems(db: DataSource, uid: string, pids: readonly number[]): Promise<Set<number>> {
  if (pids.length === 0) return new Set();
  const rows = await db
    .createQueryBuilder()
    .select('DISTINCT j.pid', 'pid')
    .from(JudgeEntity, 'j')
    .where('j.uid = :uid', { uid })
    .andWhere('j.pid IN (:...pids)', { pids: [...new Set(pids)] })
    .andWhere('j.cid = 0')
    .andWhere('j.status = :accepted', { accepted: Verdict.Accepted })
    .getRawMany<{ pid: number | string }>();
  return new Set(rows.map((row) => Number(row.pid)));
}

/** One user's standing on one problem, as the training rank shows it. */
export interface TrainingRankCell {
  uid: string;
  pid: number;
  /** Accepted when any submission was, else the latest submission's status. */
  status: number;
  /** The fastest accepted run (ms), or null when not solved. */
  runTime: number | null;
}

/** The cells of the training rank: these users' submissions to these problems outside contests. Two queries. */
export async function trainingRankCells(db: DataSource, pids: readonly number[], uids: readonly string[]): Promise<TrainingRankCell[]> {
  if (pids.length === 0 || uids.length === 0) return [];
  const groups = await db
    .createQueryBuilder()
    .select('j.uid', 'uid')
    .addSelect('j.pid', 'pid')
    .addSelect('MAX(j.submitId)', 'latestId')
    .addSelect('MIN(CASE WHEN j.status = :accepted THEN COALESCE(j.time, 0) END)', 'bestTime')
    .from(JudgeEntity, 'j')
    .where('j.pid IN (:...pids)', { pids: [...new Set(pids)] })
    .andWhere('j.uid IN (:...uids)', { uids: [...new Set(uids)] })
    .andWhere('j.cid = 0')
    .setParameter('accepted', Verdict.Accepted)
    .groupBy('j.uid')
    .addGroupBy('j.pid')
    .getRawMany<{ uid: string; pid: number | string; latestId: number | string; bestTime: number | string | null }>();
  const latest = groups.filter((row) => row.bestTime === null).map((row) => Number(row.latestId));
  const statusOf = new Map<number, number>();
  if (latest.length > 0) {
    const rows = await db.getRepository(JudgeEntity).find({ where: { submitId: In(latest) }, select: { submitId: true, status: true } });
    for (const row of rows) statusOf.set(row.submitId, row.status);
  }
  return groups.map((row) =>
    row.bestTime === null
      ? { uid: row.uid, pid: Number(row.pid), status: statusOf.get(Number(row.latestId)) ?? Verdict.Pending, runTime: null }
      : { uid: row.uid, pid: Number(row.pid), status: Verdict.Accepted, runTime: Number(row.bestTime) },
  );
}
