// The group itself (spec 03 §2.4, §2.5, §2.7, §4 "Disband", §5): list, detail, the viewer's access
// and level, create, update, disband. The community service owns the group tables.
import { Brackets, In, MoreThanOrEqual } from 'typeorm';
import type { EntityManager } from 'typeorm';
import { canDisbandGroup, holdsAdminRole, isSuperAdmin, isGroupAdmin, isGroupMember, isGroupOwner, isGroupRoot, canSeeGroupContent } from '@oj/access';
import { GROUP_LIMITS, GroupMemberAuth, GroupMessage } from '@oj/contracts';
import type { GroupAccessDto, GroupDto, GroupFormDto, GroupListQueryDto, GroupPageDto, GroupUpdateDto } from '@oj/contracts';
import { DiscussionEntity, GroupAnnouncementEntity, GroupEntity, GroupMemberEntity, loadSystemConfig } from '@oj/db';
import type { GroupRow } from '@oj/db';
import { authoredMarkdown } from '../../sanitize/index.ts';
import { acceptedProblemCount, groupsOfUser } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import { changeDiscussions } from '../discussion/changes.ts';
import type { GroupContext, GroupDeps, GroupUser } from './context.ts';
import { factsOf, loadGroup, pageOf, requirePage, requireRoot } from './context.ts';
import { toGroupDto, toGroupDtos } from './dto.ts';
import { checkedCreateForm, checkedText, checkedUpdate } from './form.ts';

const viewerIn = (user: GroupUser | null, levels: Map<number, number>, row: GroupRow) => ({
  uid: user?.uid ?? null,
  roles: user?.roles ?? [],
  memberLevel: levels.get(row.id) ?? null,
});

/**
 * get-group-list: visible groups (and the hidden ones the viewer belongs to), newest first,
 * filtered by keyword (name, short name or brief), auth, and onlyMine (the viewer's groups; ignored
 * for guests). Codes are shown to each group's admins.
 */
export async function groupList({ db }: Pick<GroupDeps, 'db'>, query: GroupListQueryDto, user: GroupUser | null): Promise<GroupPageDto> {
  const levels = user ? await groupsOfUser(db, user.uid) : new Map<number, number>();
  const mine = [...levels.keys()];
  // Super admins are root in every group, so they see the hidden ones too (canListGroup).
  const superAdmin = user !== null && isSuperAdmin({ uid: user.uid, roles: user.roles });
  const builder = db.getRepository(GroupEntity).createQueryBuilder('g');
  if (query.onlyMine === true && user) builder.andWhere(mine.length > 0 ? 'g.id IN (:...mine)' : '1 = 0', { mine });
  else if (!superAdmin)
    builder.andWhere(new Brackets((where) => where.where('g.visible = 1').orWhere(mine.length > 0 ? 'g.id IN (:...mine)' : '1 = 0', { mine })));
  if (query.auth !== undefined) builder.andWhere('g.auth = :auth', { auth: query.auth });
  const keyword = query.keyword?.trim() ?? '';
  if (keyword !== '') {
    const like = `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    builder.andWhere(new Brackets((where) => where.where('g.name LIKE :like', { like }).orWhere('g.shortName LIKE :like').orWhere('g.brief LIKE :like')));
  }
  const { skip, take } = pageOf(query, GROUP_LIMITS.listPageSize);
  const [rows, total] = await builder.orderBy('g.id', 'DESC').skip(skip).take(take).getManyAndCount();
  const records = await toGroupDtos(db, rows, (row) => isGroupAdmin(factsOf(row), viewerIn(user, levels, row)));
  return { total, records };
}

/** get-group-detail: the group for a viewer who may open it (code for its admins). */
export async function groupDetail(deps: Pick<GroupDeps, 'db'>, gid: number, user: GroupUser): Promise<GroupDto> {
  const context = await loadGroup(deps, gid, user);
  requirePage(context);
  return toGroupDto(deps.db, context.row, isGroupAdmin(context.facts, context.viewer));
}

function accessOf(context: GroupContext): GroupAccessDto {
  const { facts, viewer } = context;
  return {
    access: canSeeGroupContent(facts, viewer),
    level: context.level,
    isMember: isGroupMember(facts, viewer),
    isAdmin: isGroupAdmin(facts, viewer),
    isRoot: isGroupRoot(facts, viewer),
    isOwner: isGroupOwner(facts, viewer),
    canDisband: canDisbandGroup(facts, viewer),
  };
}

/** get-group-access: whether the content is open to the viewer, and their level (a hidden group: 404 outside it). */
export async function groupAccess(deps: Pick<GroupDeps, 'db'>, gid: number, user: GroupUser): Promise<GroupAccessDto> {
  const context = await loadGroup(deps, gid, user);
  if (!context.row.visible && !isGroupMember(context.facts, context.viewer)) throw fail(GroupMessage.notExists);
  return accessOf(context);
}

/** get-group-auth: the viewer's group auth level (0 none, 1 applying, 2 refused, 3–5; 5 for the owner and super admins). */
export async function groupAuth(deps: Pick<GroupDeps, 'db'>, gid: number, user: GroupUser): Promise<number> {
  const context = await loadGroup(deps, gid, user);
  if (!context.row.visible && !isGroupMember(context.facts, context.viewer)) throw fail(GroupMessage.notExists);
  return context.level;
}

const startOfToday = (): Date => {
  const day = new Date();
  day.setHours(0, 0, 0, 0);
  return day;
};

/**
 * The admin config's thresholds for ordinary users (spec 03 §6): accepted problems needed, groups
 * created per day and owned in all (0: no limit). Admin roles are exempt.
 */
async function checkCreationLimits(deps: GroupDeps, user: GroupUser): Promise<void> {
  if (holdsAdminRole({ uid: user.uid, roles: user.roles })) return;
  const config = await loadSystemConfig(deps.db, deps.config.jwt.secret);
  if ((await acceptedProblemCount(deps.db, user.uid)) < config.groupMinAccepted) throw fail(GroupMessage.notEnoughAccepted(config.groupMinAccepted));
  const groups = deps.db.getRepository(GroupEntity);
  if (config.groupDailyLimit > 0 && (await groups.countBy({ owner: user.uid, gmtCreate: MoreThanOrEqual(startOfToday()) })) >= config.groupDailyLimit) {
    throw fail(GroupMessage.dailyLimit(config.groupDailyLimit));
  }
  if (config.groupTotalLimit > 0 && (await groups.countBy({ owner: user.uid })) >= config.groupTotalLimit)
    throw fail(GroupMessage.totalLimit(config.groupTotalLimit));
}

async function checkUnique(
  deps: Pick<GroupDeps, 'db'>,
  fields: { name?: string | undefined; shortName?: string | undefined },
  exceptId: number | null,
): Promise<void> {
  const groups = deps.db.getRepository(GroupEntity);
  const clash = async (where: { name: string } | { shortName: string }) => {
    const found = await groups.findOne({ where, select: { id: true } });
    return found !== null && found.id !== exceptId;
  };
  if (fields.name !== undefined && (await clash({ name: fields.name }))) throw fail(GroupMessage.nameTaken);
  if (fields.shortName !== undefined && (await clash({ shortName: fields.shortName }))) throw fail(GroupMessage.shortNameTaken);
}

/**
 * The brief and the description as stored: an ordinary user's sanitised like a discussion's content
 * (the description is markdown, the brief text; docs/security.md "Markdown from users"), an admin role's as written.
 */
function authoredTexts<T extends { brief?: string; description?: string }>(fields: T, user: GroupUser): T {
  return {
    ...fields,
    // Checked again as stored: escaping can lengthen a text past its column, dropping tags can empty it.
    ...(fields.brief === undefined ? {} : { brief: checkedText('brief', authoredMarkdown(user.roles, fields.brief)) }),
    ...(fields.description === undefined ? {} : { description: authoredMarkdown(user.roles, fields.description) }),
  };
}

/** POST group: a new group owned by the user, who becomes its level-5 member. */
export async function createGroup(deps: GroupDeps, form: GroupFormDto, user: GroupUser): Promise<GroupDto> {
  const fields = authoredTexts(checkedCreateForm(form), user);
  await checkCreationLimits(deps, user);
  await checkUnique(deps, fields, null);
  const id = await deps.db.transaction(async (manager) => {
    const inserted = await manager.getRepository(GroupEntity).insert({ ...fields, owner: user.uid, status: 0 });
    const gid = Number(inserted.identifiers[0]?.id);
    await manager.getRepository(GroupMemberEntity).insert({ gid, uid: user.uid, auth: GroupMemberAuth.Root, reason: null });
    return gid;
  });
  const row = await deps.db.getRepository(GroupEntity).findOneByOrFail({ id });
  return toGroupDto(deps.db, row, true);
}

/** PUT group: the group root changes the group's details (empty values left as they are). */
export async function updateGroup(deps: GroupDeps, form: GroupUpdateDto, user: GroupUser): Promise<GroupDto> {
  const context = await loadGroup(deps, form.id, user);
  requireRoot(context);
  const fields = authoredTexts(checkedUpdate(form, context.row.code), user);
  await checkUnique(deps, fields, context.row.id);
  if (Object.keys(fields).length > 0) await deps.db.getRepository(GroupEntity).update({ id: context.row.id }, fields);
  const row = await deps.db.getRepository(GroupEntity).findOneByOrFail({ id: context.row.id });
  return toGroupDto(deps.db, row, true);
}

/** DELETE group: the owner or a super admin disbands it, with its members, announcements and discussions. */
export async function disbandGroup(deps: GroupDeps, gid: number, user: GroupUser): Promise<void> {
  const context = await loadGroup(deps, gid, user);
  requirePage(context);
  if (!canDisbandGroup(context.facts, context.viewer)) throw fail(GroupMessage.disbandRefused);
  // Its discussions go too: every instance forgets what it kept of them (discussion/changes.ts).
  const dids = async (manager: EntityManager) =>
    (await manager.getRepository(DiscussionEntity).find({ where: { gid }, select: { id: true } })).map((row) => row.id);
  await changeDiscussions(deps, dids, async (manager) => {
    await manager.getRepository(GroupAnnouncementEntity).delete({ gid });
    // The group's discussions with their likes and reports (their comments become unreachable, as a deleted discussion's).
    await manager.query('DELETE l FROM `discussion_like` l JOIN `discussion` d ON d.`id` = l.`did` WHERE d.`gid` = ?', [gid]);
    await manager.query('DELETE r FROM `discussion_report` r JOIN `discussion` d ON d.`id` = r.`did` WHERE d.`gid` = ?', [gid]);
    await manager.getRepository(DiscussionEntity).delete({ gid });
    await manager.getRepository(GroupMemberEntity).delete({ gid });
    await manager.getRepository(GroupEntity).delete({ id: In([gid]) });
  });
}
