/** add-contest-problem-from-group: a problem of the contest's group, named by its display id. */
import type { DataSource } from 'typeorm';
import { ContestAdminMessage as M } from '@oj/contracts';
import type { AddGroupContestProblemRequestDto } from '@oj/contracts';
import { problemBriefs, problemIdOf } from '@oj/db/reads';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';
import type { ContestGateSync } from '../contest-gate/index.ts';
import { addContestProblem, manageableContest } from '../contest-admin/index.ts';

/**
 * Adds the group problem `problemId` to the group contest under a display id (the contest
 * problems' own add, so its rules and the gate apply once): 404 when the group has no problem of
 * that display id.
 */
export async function addGroupProblem(db: DataSource, gate: ContestGateSync, body: AddGroupContestProblemRequestDto, user: AuthUser): Promise<void> {
  const contest = await manageableContest(db, body.cid, user, 'group');
  const pid = await problemIdOf(db, body.problemId.trim());
  const brief = pid === null ? undefined : (await problemBriefs(db, [pid])).get(pid);
  if (pid === null || !brief?.isGroup || brief.gid !== contest.gid) throw fail(M.groupProblemNotExists);
  await addContestProblem(
    db,
    gate,
    { cid: contest.id, pid, displayId: body.displayId, displayTitle: body.displayTitle ?? null, color: body.color ?? null },
    user,
    'group',
  );
}
