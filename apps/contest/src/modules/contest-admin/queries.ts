/** The back office's reads of contests, and the one check of who may manage a contest. */
import type { DataSource } from 'typeorm';
import { CONTEST_LIST_PAGE_SIZE, ContestAdminMessage as M } from '@oj/contracts';
import type { AdminContestDto, AdminContestListDto } from '@oj/contracts';
import { ContestEntity } from '@oj/db';
import type { ContestRow } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import { likeContains, pagingOf } from '../../paging.ts';
import { accountLimitRuleOf, toContestInfo, toListRecord } from '../contest/dto.ts';
import { registrationCounts } from '../contest/queries/contests.ts';
import { administeredContestsWhere, isContestAdmin } from '@oj/access';
import { contestFactsOf, inContest, policyViewerOf } from '../contest/rules.ts';

/**
 * Where a contest is managed: the back office (`site`: any contest its admins run) or a group's
 * contest page (`group`: that group's contests only; spec 03 §6 "Group content").
 */
export type ContestScope = 'site' | 'group';

/**
 * The contest, when the admin may manage it (the contest policy's contest admin: for a group's
 * contest its group's root or its author while a group admin): 404 when missing (or, in the group
 * scope, not a group's), 403 otherwise.
 */
export async function manageableContest(db: DataSource, cid: number, admin: AuthUser, scope: ContestScope = 'site'): Promise<ContestRow> {
  const contest = await db.getRepository(ContestEntity).findOne({ where: { id: cid } });
  if (!contest) throw fail(M.contestNotExists);
  const facts = contestFactsOf(contest);
  if (scope === 'group' && facts.gid === null) throw fail(M.contestNotExists);
  const asker = policyViewerOf(await inContest(db, contest, { uid: admin.uid, roles: admin.roles }));
  if (!isContestAdmin(facts, asker)) throw fail(M.notYourContest);
  return contest;
}

/** What the edit form loads: the contest's fields, never its password (only whether it has one). */
export async function adminContestOf(db: DataSource, contest: ContestRow, nowMs: number, admin: AuthUser): Promise<AdminContestDto> {
  const count = (await registrationCounts(db, [contest.id])).get(contest.id) ?? 0;
  const asker = await inContest(db, contest, { uid: admin.uid, roles: admin.roles });
  return {
    ...toContestInfo(contest, count, nowMs, policyViewerOf(asker)),
    visible: contest.visible,
    hasPassword: contest.pwdHash !== null,
    openAccountLimit: contest.openAccountLimit,
    accountLimitRule: accountLimitRuleOf(contest),
    uid: contest.uid,
  };
}

/**
 * The admin contest list, newest first: in the back office the contests the admin runs (the contest
 * policy's `administeredContestsWhere`); with `gid`, every contest of that group (its admins' list,
 * checked by the caller: who may change which row is the contest policy's, per row).
 */
export async function adminContestList(
  db: DataSource,
  query: { currentPage?: number; limit?: number; keyword?: string | null },
  admin: AuthUser,
  nowMs: number,
  gid: number | null = null,
): Promise<AdminContestListDto> {
  const { limit, offset } = pagingOf(query.currentPage, query.limit, CONTEST_LIST_PAGE_SIZE);
  const builder = db.getRepository(ContestEntity).createQueryBuilder('c');
  const administered = gid === null ? administeredContestsWhere('c', policyViewerOf(admin)) : { sql: 'c.gid = :gid', params: { gid } };
  if (administered !== null) builder.andWhere(administered.sql, administered.params);
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') {
    const id = /^\d{1,9}$/.test(keyword) ? Number(keyword) : 0;
    builder.andWhere('(c.title LIKE :keyword OR c.author LIKE :keyword OR c.id = :id)', { keyword: likeContains(keyword), id });
  }
  const [rows, total] = await builder.orderBy('c.id', 'DESC').skip(offset).take(limit).getManyAndCount();
  const counts = await registrationCounts(
    db,
    rows.map((row) => row.id),
  );
  return { total, records: rows.map((row) => ({ ...toListRecord(row, counts.get(row.id) ?? 0, nowMs), visible: row.visible, uid: row.uid })) };
}
