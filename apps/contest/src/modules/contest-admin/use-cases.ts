/** Contest changes of the back office besides the form: visibility, clone and delete. */
import type { DataSource } from 'typeorm';
import { CONTEST_TITLE_MAX } from '@oj/contracts';
import { ContestAcCheckEntity, ContestAnnouncementEntity, ContestEntity, ContestPrintEntity, ContestProblemEntity, ContestRegisterEntity } from '@oj/db';
import type { AuthUser } from '@oj/service-kit';
import type { ContestGateSync } from '../contest-gate/index.ts';
import { manageableContest } from './queries.ts';
import type { ContestScope } from './queries.ts';

const COPY_SUFFIX = ' (copy)';

/** Shows or hides a contest (a hidden one is gone from the list, and the gate admits only its admins and registered users). */
export async function changeContestVisible(
  db: DataSource,
  gate: ContestGateSync,
  cid: number,
  visible: boolean,
  admin: AuthUser,
  scope: ContestScope = 'site',
): Promise<void> {
  const contest = await manageableContest(db, cid, admin, scope);
  await gate.changeContest(contest.id, (tx) => tx.getRepository(ContestEntity).update({ id: contest.id }, { visible }));
}

/**
 * Copies a contest with its problems and announcements, hidden, titled "<title> (copy)", authored
 * by the admin who copies it, without registrations. Returns the copy's id.
 */
export async function cloneContest(db: DataSource, gate: ContestGateSync, cid: number, admin: AuthUser): Promise<number> {
  const source = await manageableContest(db, cid, admin);
  return gate.createContest(async (manager) => {
    const { id: _id, gmtCreate: _created, gmtModified: _modified, ...columns } = source;
    const title = `${source.title.slice(0, CONTEST_TITLE_MAX - COPY_SUFFIX.length)}${COPY_SUFFIX}`;
    const inserted = await manager.getRepository(ContestEntity).insert({ ...columns, title, visible: false, uid: admin.uid, author: admin.username });
    const newId = Number(inserted.identifiers[0]?.id);
    const problems = await manager.getRepository(ContestProblemEntity).find({ where: { cid }, order: { id: 'ASC' } });
    if (problems.length > 0) {
      await manager
        .getRepository(ContestProblemEntity)
        .insert(
          problems.map((problem) => ({ cid: newId, pid: problem.pid, displayId: problem.displayId, displayTitle: problem.displayTitle, color: problem.color })),
        );
    }
    const announcements = await manager.getRepository(ContestAnnouncementEntity).find({ where: { cid }, order: { id: 'ASC' } });
    if (announcements.length > 0) {
      await manager
        .getRepository(ContestAnnouncementEntity)
        .insert(
          announcements.map((row) => ({ cid: newId, title: row.title, content: row.content, uid: row.uid, username: row.username, visible: row.visible })),
        );
    }
    return newId;
  });
}

/**
 * Deletes a contest with its problems, registrations, announcements, print requests and AC checks
 * in one transaction (its submissions stay: they are judge-dispatch's), then withdraws it from the gate.
 */
export async function deleteContest(db: DataSource, gate: ContestGateSync, cid: number, admin: AuthUser, scope: ContestScope = 'site'): Promise<void> {
  const contest = await manageableContest(db, cid, admin, scope);
  await gate.deleteContest(contest.id, async (manager) => {
    for (const entity of [ContestProblemEntity, ContestRegisterEntity, ContestAnnouncementEntity, ContestPrintEntity, ContestAcCheckEntity]) {
      await manager.getRepository(entity).delete({ cid: contest.id });
    }
    await manager.getRepository(ContestEntity).delete({ id: contest.id });
  });
}
