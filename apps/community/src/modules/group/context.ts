// One group as a request sees it: the row, the viewer's facts and the answers of the group policy
// (@oj/access). Every group use case starts here, so a rule is never restated in a use case.
import type { GroupFacts, GroupViewer } from '@oj/access';
import { canSeeGroupContent, groupAuthLevel, groupPageRefusal, isGroupAdmin, isGroupRoot } from '@oj/access';
import { GroupMessage, ServiceMessage } from '@oj/contracts';
import { GroupEntity } from '@oj/db';
import type { GroupRow } from '@oj/db';
import { groupMemberLevel } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import type { Deps } from '../../deps.ts';

/** What the group use cases need of the service's deps. */
// kept, natsNames and outbox: disbanding announces its discussions' end (discussion/changes.ts).
export type GroupDeps = Pick<Deps, 'db' | 'config' | 'kept' | 'natsNames' | 'outbox'>;

/** The signed-in user as the token names them. */
export interface GroupUser {
  uid: string;
  username: string;
  roles: readonly number[];
}

/** A group and the viewer's place in it. */
export interface GroupContext {
  row: GroupRow;
  facts: GroupFacts;
  viewer: GroupViewer;
  level: number;
}

/** The policy's view of a group row. */
export function factsOf(row: GroupRow): GroupFacts {
  return { ownerUid: row.owner, auth: row.auth, visible: row.visible };
}

/** The group and the viewer's level in it; 404 when there is no such group. */
export async function loadGroup({ db }: Pick<GroupDeps, 'db'>, gid: number, user: Pick<GroupUser, 'uid' | 'roles'> | null): Promise<GroupContext> {
  const row = await db.getRepository(GroupEntity).findOneBy({ id: gid });
  if (!row) throw fail(GroupMessage.notExists);
  const memberLevel = user ? await groupMemberLevel(db, gid, user.uid) : null;
  const viewer: GroupViewer = { uid: user?.uid ?? null, roles: user?.roles ?? [], memberLevel };
  const facts = factsOf(row);
  return { row, facts, viewer, level: groupAuthLevel(facts, viewer) };
}

/** Throws unless the viewer may open the group's page (hidden: 404, private: 403). */
export function requirePage(context: GroupContext): void {
  const refusal = groupPageRefusal(context.facts, context.viewer);
  if (refusal === 'signIn') throw fail(ServiceMessage.loginFirst);
  if (refusal === 'notFound') throw fail(GroupMessage.notExists);
  if (refusal === 'private') throw fail(GroupMessage.privateGroup);
}

/** Throws unless the group's content is open to the viewer. */
export function requireContent(context: GroupContext): void {
  requirePage(context);
  if (!canSeeGroupContent(context.facts, context.viewer)) throw fail(GroupMessage.membersOnly);
}

/** Throws unless the viewer is a group admin (4 or 5). */
export function requireAdmin(context: GroupContext): void {
  requirePage(context);
  if (!isGroupAdmin(context.facts, context.viewer)) throw fail(GroupMessage.adminOnly);
}

/** Throws unless the viewer is the group root (5). */
export function requireRoot(context: GroupContext): void {
  requirePage(context);
  if (!isGroupRoot(context.facts, context.viewer)) throw fail(GroupMessage.rootOnly);
}

/** The page window of a query (currentPage from 1). */
export function pageOf(query: { currentPage?: number | undefined; limit?: number | undefined }, defaultLimit: number): { skip: number; take: number } {
  const take = query.limit ?? defaultLimit;
  return { skip: ((query.currentPage ?? 1) - 1) * take, take };
}
