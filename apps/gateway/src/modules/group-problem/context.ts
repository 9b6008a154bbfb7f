// One group as a group-problem request sees it: the community's published facts of the group, the
// viewer's member row (`@oj/db/reads` groups.ts) and the answers of the group rules (@oj/access).
// Every group problem call starts here, so a rule is never restated in a use case.
import type { GroupFacts, GroupProblemActor, GroupProblemSight } from '@oj/access';
import { canAdministerGroupProblem, groupPageRefusal, groupProblemSight } from '@oj/access';
import { GroupMessage, ServiceMessage } from '@oj/contracts';
import type { DataSource } from 'typeorm';
import { ProblemEntity } from '@oj/db';
import type { ProblemRow } from '@oj/db';
import { groupMembership } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import type { AuthUser } from '@oj/service-kit';

/** A group and the viewer's place in it. */
export interface GroupProblemContext {
  gid: number;
  /** The short name: the prefix of the group's problem display ids. */
  shortName: string;
  facts: GroupFacts;
  actor: GroupProblemActor;
  sight: GroupProblemSight;
}

/** The group `gid` and the viewer in it; 404 when there is no such group. */
export async function loadGroupContext(db: DataSource, gid: number, user: AuthUser | null): Promise<GroupProblemContext> {
  const membership = await groupMembership(db, gid, user?.uid ?? null);
  if (!membership) throw fail(GroupMessage.notExists);
  const { group, memberLevel } = membership;
  const facts: GroupFacts = { ownerUid: group.ownerUid, auth: group.auth, visible: group.visible };
  const actor: GroupProblemActor = { uid: user?.uid ?? null, username: user?.username ?? null, roles: user?.roles ?? [], memberLevel };
  return { gid, shortName: group.shortName, facts, actor, sight: groupProblemSight(facts, actor) };
}

/** Throws unless the group's content is open to the viewer (a hidden group: 404, else 403). */
export function requireContent(context: GroupProblemContext): void {
  if (context.sight.content) return;
  const refusal = groupPageRefusal(context.facts, context.actor);
  if (refusal === 'signIn') throw fail(ServiceMessage.loginFirst);
  if (refusal === 'notFound') throw fail(GroupMessage.notExists);
  throw fail(refusal === 'private' ? GroupMessage.privateGroup : GroupMessage.membersOnly);
}

/** Throws unless the viewer is a group admin (4 or 5). */
export function requireGroupAdmin(context: GroupProblemContext): void {
  requireContent(context);
  if (!context.sight.admin) throw fail(GroupMessage.adminOnly);
}

/**
 * The problem `pid` when the viewer administers it in this group (the root, or its author while a
 * group admin; never a problem of another group): else 404 for a problem missing or outside the
 * group, 403 for one the viewer may not touch.
 */
export async function administeredProblem(db: DataSource, context: GroupProblemContext, pid: number): Promise<ProblemRow> {
  requireGroupAdmin(context);
  const problem = await db.getRepository(ProblemEntity).findOne({ where: { id: pid } });
  if (!problem || problem.gid !== context.gid) throw fail(GroupMessage.problemNotExists);
  if (!canAdministerGroupProblem(context.facts, context.gid, context.actor, problem)) throw fail(GroupMessage.problemAdminOnly);
  return problem;
}
