// Published by the community service, owner of the group tables: what other services (contest,
// gateway, judge-dispatch) need to enforce group visibility. The rules themselves are @oj/access's
// (`group/`): these only read the facts they take.
import type { DataSource } from 'typeorm';
import { inContestGroup } from '@oj/access';
import type { ContestViewer } from '@oj/access';
import { NO_GROUP_SIGHT, groupProblemSight } from '@oj/access';
import type { GroupProblemSight } from '@oj/access';
import { In, MoreThanOrEqual } from 'typeorm';
import { GroupEntity, GroupMemberEntity } from '../entities/group.ts';

/** A group as the access rules read it. */
export interface GroupRecord {
  id: number;
  ownerUid: string;
  /** GroupAuth: 1 public, 2 protected, 3 private. */
  auth: number;
  visible: boolean;
  status: number;
  /** The short name: a group problem's display id is stored with it as a prefix (spec 03 §3). */
  shortName: string;
}

/** The lowest member level of a member proper (3 member, 4 admin, 5 root); 1 and 2 are applications. */
const MEMBER_LEVEL = 3;

/** The group's facts, or null when there is no such group. */
export async function groupFacts(db: DataSource, gid: number): Promise<GroupRecord | null> {
  const row = await db.getRepository(GroupEntity).findOne({
    where: { id: gid },
    select: { id: true, owner: true, auth: true, visible: true, status: true, shortName: true },
  });
  return row ? { id: row.id, ownerUid: row.owner, auth: row.auth, visible: row.visible, status: row.status, shortName: row.shortName } : null;
}

/** The user's member row level in the group (1 applying … 5 root), or null when there is none. */
export async function groupMemberLevel(db: DataSource, gid: number, uid: string): Promise<number | null> {
  const row = await db.getRepository(GroupMemberEntity).findOne({ where: { gid, uid }, select: { id: true, auth: true } });
  return row ? row.auth : null;
}

/** A group and the user's relation to it: what a group page, a group problem or a group contest asks first. */
export interface GroupMembership {
  group: GroupRecord;
  /** The member row level (1 … 5), or null; apply `groupAuthLevel` of @oj/access for the effective level. */
  memberLevel: number | null;
}

/** The group and the user's member row level in it (uid null: anonymous), or null when there is no such group. */
export async function groupMembership(db: DataSource, gid: number, uid: string | null): Promise<GroupMembership | null> {
  const [group, memberLevel] = await Promise.all([groupFacts(db, gid), uid === null ? Promise.resolve(null) : groupMemberLevel(db, gid, uid)]);
  return group ? { group, memberLevel } : null;
}

/** The groups the user is a member of (level 3 and above, applications left out), with the level in each. */
export async function groupsOfUser(db: DataSource, uid: string): Promise<Map<number, number>> {
  const rows = await db
    .getRepository(GroupMemberEntity)
    .find({ where: { uid, auth: MoreThanOrEqual(MEMBER_LEVEL) }, select: { id: true, gid: true, auth: true } });
  return new Map(rows.map((row) => [row.gid, row.auth]));
}

/** The members proper of these groups, by group id: uid → level. */
export async function groupMembers(db: DataSource, gids: readonly number[]): Promise<Map<number, Map<string, number>>> {
  const found = new Map<number, Map<string, number>>();
  if (gids.length === 0) return found;
  const rows = await db
    .getRepository(GroupMemberEntity)
    .find({ where: { gid: In([...new Set(gids)]), auth: MoreThanOrEqual(MEMBER_LEVEL) }, select: { id: true, gid: true, uid: true, auth: true } });
  for (const row of rows) {
    const members = found.get(row.gid) ?? new Map<string, number>();
    members.set(row.uid, row.auth);
    found.set(row.gid, members);
  }
  return found;
}

/**
 * The contest viewer with their standing in the contest's group (@oj/access `inContestGroup`: the
 * level and whether the group shows them its content), read once; unchanged for a contest without a
 * group. What the contest, judge-dispatch and community services hand the contest policy.
 */
export async function withContestGroup<V extends ContestViewer>(db: DataSource, gid: number | null, viewer: V): Promise<V> {
  if (gid === null || gid <= 0) return viewer;
  const membership = await groupMembership(db, gid, viewer.uid);
  return inContestGroup(viewer, membership?.group ?? null, membership?.memberLevel ?? null);
}

/**
 * How a viewer (uid null: anonymous; roles: the token's) stands in group `gid` as its problems and
 * submissions see it (@oj/access `groupProblemSight`): no sight when there is no such group. What
 * the gateway's problem page and judge-dispatch's submit and lists ask for a group context.
 */
export async function groupSight(db: DataSource, gid: number, viewer: { uid: string | null; roles: readonly number[] }): Promise<GroupProblemSight> {
  const membership = await groupMembership(db, gid, viewer.uid);
  if (!membership) return NO_GROUP_SIGHT;
  const { group, memberLevel } = membership;
  return groupProblemSight({ ownerUid: group.ownerUid, auth: group.auth, visible: group.visible }, { uid: viewer.uid, roles: viewer.roles, memberLevel });
}
