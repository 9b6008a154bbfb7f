/**
 * The group a group contest call names, and the caller's standing in it (spec 03 §6), read through
 * the community service's published reads (`@oj/db/reads` groups.ts), never its tables.
 */
import type { DataSource } from 'typeorm';
import { ContestAdminMessage as M } from '@oj/contracts';
import { canCreateGroupContest, contestViewerOf, inContestGroup } from '@oj/access';
import type { ContestViewer } from '@oj/access';
import { groupMembership } from '@oj/db/reads';
import type { AuthUser } from '@oj/service-kit';
import { fail } from '@oj/service-kit';

/** The caller as the contest policy reads them in group `gid`; 404 when there is no such group. */
export async function viewerInGroup(db: DataSource, gid: number, user: AuthUser): Promise<ContestViewer> {
  const membership = await groupMembership(db, gid, user.uid);
  if (!membership) throw fail(M.groupNotExists);
  return inContestGroup(contestViewerOf({ uid: user.uid, roles: user.roles }), membership.group, membership.memberLevel);
}

/** The members' list: the group must show its content to the caller (a public group's to everyone signed in). */
export async function requireGroupContent(db: DataSource, gid: number, user: AuthUser): Promise<void> {
  if ((await viewerInGroup(db, gid, user)).groupContentOpen !== true) throw fail(M.notGroupMember);
}

/** Creating contests and the admins' list: the group's admins (level 4 or 5). */
export async function requireGroupContestAdmin(db: DataSource, gid: number, user: AuthUser): Promise<void> {
  if (!canCreateGroupContest(await viewerInGroup(db, gid, user))) throw fail(M.notGroupAdmin);
}
