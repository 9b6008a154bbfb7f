/** Reads of the timed-work tables for the user side. */
import type { DataSource } from 'typeorm';
import { ContestStatus } from '@oj/contracts';
import type { TimedWorkDto, TimedWorkListDto, TimedWorkListQueryDto } from '@oj/contracts';
import { TimedWorkEntity, TimedWorkProblemEntity, TimedWorkRecordEntity } from '@oj/db';
import type { TimedWorkProblemRow, TimedWorkRecordRow, TimedWorkRow } from '@oj/db';
import { canSeeTimedWork, timedWorkStatusAt } from '@oj/access';
import type { ContestViewer } from '@oj/access';
import { fail } from '@oj/service-kit';
import { likeContains, pagingOf } from '../../paging.ts';
import { timedWorkFactsOf } from './facts.ts';
import { TimedWorkMessage } from '@oj/contracts';

/** The timed work, when the viewer may know it exists (hidden ones are the admin roles'); else 404. */
export async function seeableTimedWork(db: DataSource, tid: number, viewer: ContestViewer): Promise<TimedWorkRow> {
  const work = await db.getRepository(TimedWorkEntity).findOne({ where: { id: tid } });
  if (!work || !canSeeTimedWork(work, viewer)) throw fail(TimedWorkMessage.notExists);
  return work;
}

/** The user's record of the timed work, or null. */
export function findRecord(db: DataSource, tid: number, uid: string | null): Promise<TimedWorkRecordRow | null> {
  if (uid === null) return Promise.resolve(null);
  return db.getRepository(TimedWorkRecordEntity).findOne({ where: { twid: tid, uid } });
}

/** The timed work's problems in display-id order. */
export function timedWorkProblemRows(db: DataSource, tid: number): Promise<TimedWorkProblemRow[]> {
  return db.getRepository(TimedWorkProblemEntity).find({ where: { twid: tid }, order: { displayId: 'ASC', id: 'ASC' } });
}

/** A row of the list: the work's own status from its times. */
export function toTimedWorkDto(work: TimedWorkRow, nowMs: number): TimedWorkDto {
  return {
    id: work.id,
    title: work.title,
    auth: work.auth,
    gid: work.gid,
    startTime: work.startTime.toISOString(),
    endTime: work.endTime.toISOString(),
    duration: work.duration,
    status: timedWorkStatusAt(timedWorkFactsOf(work), nowMs),
    author: work.author,
  };
}

/**
 * get-timed-work-list (spec 02 §2): visible timed works, running first, then scheduled, then ended;
 * newest start first within each; filtered by status and a title keyword.
 */
export async function listTimedWorks(db: DataSource, query: TimedWorkListQueryDto, pageSize: number, nowMs: number): Promise<TimedWorkListDto> {
  const { limit, offset } = pagingOf(query.currentPage, query.limit, pageSize);
  const now = new Date(nowMs);
  const builder = db.getRepository(TimedWorkEntity).createQueryBuilder('t').where('t.visible = :visible', { visible: true });
  if (query.status === ContestStatus.Scheduled) builder.andWhere('t.startTime > :now', { now });
  else if (query.status === ContestStatus.Running) builder.andWhere('t.startTime <= :now AND t.endTime > :now', { now });
  else if (query.status === ContestStatus.Ended) builder.andWhere('t.endTime <= :now', { now });
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') builder.andWhere('t.title LIKE :keyword', { keyword: likeContains(keyword) });
  const [rows, total] = await builder
    .addSelect('CASE WHEN t.startTime <= :now AND t.endTime > :now THEN 0 WHEN t.startTime > :now THEN 1 ELSE 2 END', 'phase')
    .setParameter('now', now)
    .orderBy('phase', 'ASC')
    .addOrderBy('t.startTime', 'DESC')
    .addOrderBy('t.id', 'DESC')
    .skip(offset)
    .take(limit)
    .getManyAndCount();
  return { total, records: rows.map((row) => toTimedWorkDto(row, nowMs)) };
}
