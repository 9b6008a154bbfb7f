// Published by judge-dispatch, owner of the submission tables: a user's standing on problems, for
// the problem list and pages (the gateway's my-status).
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { NOT_ATTEMPTED, Verdict } from '@oj/contracts';
import type { ProblemStatusDto } from '@oj/contracts';
import { JudgeEntity } from '../entities/judge.ts';

/** Which submissions count: those of one contest (cid, 0 = outside contests), optionally one group. */
export interface ProblemStatusScope {
  cid: number;
  gid?: number | null;
}

/**
 * The user's standing on each problem: Accepted (with that submission's score) when any submission
 * was accepted, else the latest submission's status and score; -10 for problems never tried.
 * Two queries whatever the number of problems.
 */
export async function problemStatuses(db: DataSource, uid: string, pids: readonly number[], scope: ProblemStatusScope): Promise<Map<number, ProblemStatusDto>> {
  const statuses = new Map<number, ProblemStatusDto>(pids.map((pid) => [pid, { status: NOT_ATTEMPTED, score: null }]));
  if (pids.length === 0) return statuses;
  const query = db
    .createQueryBuilder()
    .select('j.pid', 'pid')
    .addSelect('MIN(CASE WHEN j.status = :accepted THEN j.submitId END)', 'acceptedId')
    .addSelect('MAX(j.submitId)', 'latestId')
    .from(JudgeEntity, 'j')
    .where('j.uid = :uid', { uid })
    .andWhere('j.pid IN (:...pids)', { pids: [...pids] })
    .andWhere('j.cid = :cid', { cid: scope.cid })
    .setParameter('accepted', Verdict.Accepted)
    .groupBy('j.pid');
  if (scope.gid !== undefined && scope.gid !== null) query.andWhere('j.gid = :gid', { gid: scope.gid });
  const picks = await query.getRawMany<{ pid: number | string; acceptedId: number | string | null; latestId: number | string }>();
  const chosen = new Map(picks.map((row) => [Number(row.acceptedId ?? row.latestId), Number(row.pid)]));
  if (chosen.size === 0) return statuses;
  const rows = await db.getRepository(JudgeEntity).find({ where: { submitId: In([...chosen.keys()]) }, select: { submitId: true, status: true, score: true } });
  for (const row of rows) {
    const pid = chosen.get(row.submitId);
    if (pid !== undefined) statuses.set(pid, { status: row.status, score: row.score });
  }
  return statuses;
}

/** Code and language of the user's latest accepted submission of a problem, or null. */
export async function lastAcceptedCode(db: DataSource, uid: string, pid: number, cid: number): Promise<{ code: string; language: string } | null> {
  const row = await db.getRepository(JudgeEntity).findOne({
    where: { uid, pid, cid, status: Verdict.Accepted },
    order: { submitId: 'DESC' },
    select: { submitId: true, code: true, language: true },
  });
  return row ? { code: row.code, language: row.language } : null;
}
