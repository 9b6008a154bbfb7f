/** Reads of the contest and contest_register tables for the user side. */
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import { ContestMessage, ContestStatus } from '@oj/contracts';
import type { ContestListDto, ContestListQueryDto } from '@oj/contracts';
import { ContestEntity, ContestRegisterEntity } from '@oj/db';
import type { ContestRow } from '@oj/db';
import { fail } from '@oj/service-kit';
import { likeContains, pagingOf } from '../../../paging.ts';
import { toListRecord } from '../dto.ts';
import { canSeeContest } from '@oj/access';
import { contestFactsOf, inContest, policyViewerOf } from '../rules.ts';
import type { ContestViewer } from '../rules.ts';

/** The contest with this id, or null. */
export function findContest(db: DataSource, cid: number): Promise<ContestRow | null> {
  return db.getRepository(ContestEntity).findOne({ where: { id: cid } });
}

/**
 * The contest, when the viewer may know it exists (hidden ones are their admins', a group's those
 * its group shows its content to), with the viewer as they ask about it (`inContest`); else 404.
 */
export async function seeableContest(db: DataSource, cid: number, viewer: ContestViewer): Promise<{ contest: ContestRow; asker: ContestViewer }> {
  const contest = await findContest(db, cid);
  const asker = await inContest(db, contest, viewer);
  if (!contest || !canSeeContest(contestFactsOf(contest), policyViewerOf(asker))) throw fail(ContestMessage.contestNotExists);
  return { contest, asker };
}

/** Registrations per contest (contests without any are absent). */
export async function registrationCounts(db: DataSource, cids: readonly number[]): Promise<Map<number, number>> {
  if (cids.length === 0) return new Map();
  const rows = await db
    .getRepository(ContestRegisterEntity)
    .createQueryBuilder('r')
    .select('r.cid', 'cid')
    .addSelect('COUNT(*)', 'count')
    .where({ cid: In([...cids]) })
    .groupBy('r.cid')
    .getRawMany<{ cid: number | string; count: number | string }>();
  return new Map(rows.map((row) => [Number(row.cid), Number(row.count)]));
}

/** Whether the user registered for the contest. */
export async function isRegistered(db: DataSource, cid: number, uid: string | null): Promise<boolean> {
  if (uid === null) return false;
  return (await db.getRepository(ContestRegisterEntity).countBy({ cid, uid })) > 0;
}

/**
 * The contest list (spec 02 §2): visible contests, running first, then scheduled, then ended;
 * newest start first within each. Status is compared with `nowMs`, the service's clock. Site-wide
 * (@oj/access `listedSiteWide`) the contests without a group; with `gid`, that group's (spec 03 §2.11).
 */
export async function listContests(
  db: DataSource,
  query: ContestListQueryDto,
  pageSize: number,
  nowMs: number,
  gid: number | null = null,
): Promise<ContestListDto> {
  const { limit, offset } = pagingOf(query.currentPage, query.limit, pageSize);
  const now = new Date(nowMs);
  const builder = db.getRepository(ContestEntity).createQueryBuilder('c').where('c.visible = :visible', { visible: true });
  if (gid === null) builder.andWhere('(c.gid IS NULL OR c.gid = 0)');
  else builder.andWhere('c.gid = :gid', { gid });
  if (query.status === ContestStatus.Scheduled) builder.andWhere('c.startTime > :now', { now });
  else if (query.status === ContestStatus.Running) builder.andWhere('c.startTime <= :now AND c.endTime > :now', { now });
  else if (query.status === ContestStatus.Ended) builder.andWhere('c.endTime <= :now', { now });
  if (query.type !== undefined && query.type !== null) builder.andWhere('c.type = :type', { type: query.type });
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') builder.andWhere('c.title LIKE :keyword', { keyword: likeContains(keyword) });
  const [rows, total] = await builder
    .addSelect('CASE WHEN c.startTime <= :now AND c.endTime > :now THEN 0 WHEN c.startTime > :now THEN 1 ELSE 2 END', 'phase')
    .setParameter('now', now)
    .orderBy('phase', 'ASC')
    .addOrderBy('c.startTime', 'DESC')
    .addOrderBy('c.id', 'DESC')
    .skip(offset)
    .take(limit)
    .getManyAndCount();
  const counts = await registrationCounts(
    db,
    rows.map((row) => row.id),
  );
  return { total, records: rows.map((row) => toListRecord(row, counts.get(row.id) ?? 0, nowMs)) };
}
