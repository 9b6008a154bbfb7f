/**
 * The AC info page: the contest's accepted submissions (judge-dispatch's published read), each with
 * its display id and first-blood mark from the board, the user's real name (the gateway's published
 * read) and the admin's check mark (contest_ac_check).
 */
import type { DataSource } from 'typeorm';
import { In } from 'typeorm';
import type { ContestAcInfoDto } from '@oj/contracts';
import { ContestAcCheckEntity } from '@oj/db';
import { contestAcceptedSubmissions, userProfiles } from '@oj/db/reads';
import type { Paging } from '../../paging.ts';
import type { BoardEntry } from '../board/entry.ts';

export async function acInfoPage(db: DataSource, entry: BoardEntry, paging: Paging): Promise<{ total: number; records: ContestAcInfoDto[] }> {
  const { total, records } = await contestAcceptedSubmissions(db, entry.cid, paging);
  const ids = records.map((record) => record.submitId);
  const [profiles, checks] = await Promise.all([
    userProfiles(
      db,
      records.map((record) => record.uid),
    ),
    ids.length === 0 ? [] : db.getRepository(ContestAcCheckEntity).find({ where: { submitId: In(ids) }, select: { submitId: true, checked: true } }),
  ]);
  const checked = new Set(checks.filter((check) => check.checked).map((check) => check.submitId));
  const byCpid = new Map(entry.problems.map((problem) => [problem.id, problem.displayId]));
  const byPid = new Map(entry.problems.map((problem) => [problem.pid, problem.displayId]));
  const firstBlood = new Set(entry.board.firstBloodSubmissions().values());
  return {
    total,
    records: records.map((record) => ({
      id: record.submitId,
      cid: entry.cid,
      submitTime: record.submitTime.toISOString(),
      displayId: byCpid.get(record.cpid) ?? byPid.get(record.pid) ?? '',
      firstBlood: firstBlood.has(record.submitId),
      username: record.username,
      realname: profiles.get(record.uid)?.realname ?? null,
      checked: checked.has(record.submitId),
    })),
  };
}

/** Sets the check mark of one accepted submission. */
export async function setAcChecked(db: DataSource, cid: number, submitId: number, checked: boolean): Promise<void> {
  await db.getRepository(ContestAcCheckEntity).upsert({ submitId, cid, checked }, ['submitId']);
}
