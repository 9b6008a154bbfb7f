// Members and applications (spec 03 §2.6, §4, §5 "Group apply", §6 "Member administration").
import { In, MoreThanOrEqual } from 'typeorm';
import { canChangeMemberAuth, canRemoveMember, isGroupMember, isGroupOwner } from '@oj/access';
import { GROUP_LIMITS, GroupAuth, GroupMemberAuth, GroupMessage } from '@oj/contracts';
import type { GroupApplyDto, GroupMemberDto, GroupMemberPageDto, GroupMemberUpdateDto, GroupPageQueryDto, ServerMessage } from '@oj/contracts';
import { GroupMemberEntity } from '@oj/db';
import type { GroupMemberRow } from '@oj/db';
import { userProfiles } from '@oj/db/reads';
import { fail } from '@oj/service-kit';
import type { DataSource } from 'typeorm';
import type { GroupDeps, GroupUser } from './context.ts';
import { loadGroup, pageOf, requireAdmin, requireContent, requirePage } from './context.ts';
import { charCount } from './form.ts';

async function toMemberDtos(db: DataSource, rows: readonly GroupMemberRow[]): Promise<GroupMemberDto[]> {
  const profiles = await userProfiles(
    db,
    rows.map((row) => row.uid),
  );
  return rows.map((row) => ({
    id: row.id,
    gid: row.gid,
    uid: row.uid,
    username: profiles.get(row.uid)?.username ?? '',
    avatar: profiles.get(row.uid)?.avatar ?? null,
    auth: row.auth,
    reason: row.reason,
    gmtCreate: row.gmtCreate.toISOString(),
    gmtModified: row.gmtModified.toISOString(),
  }));
}

/** group/get-member-list: the members proper (3–5), highest level first, 10 a page; open to whoever sees the content. */
export async function memberList(deps: Pick<GroupDeps, 'db'>, query: GroupPageQueryDto, user: GroupUser): Promise<GroupMemberPageDto> {
  requireContent(await loadGroup(deps, query.gid, user));
  const [rows, total] = await deps.db.getRepository(GroupMemberEntity).findAndCount({
    where: { gid: query.gid, auth: MoreThanOrEqual(GroupMemberAuth.Member) },
    order: { auth: 'DESC', id: 'ASC' },
    ...pageOf(query, GROUP_LIMITS.memberPageSize),
  });
  return { total, records: await toMemberDtos(deps.db, rows) };
}

/** group/get-apply-list: the applications (applying and refused), newest first; group admins only. */
export async function applyList(deps: Pick<GroupDeps, 'db'>, query: GroupPageQueryDto, user: GroupUser): Promise<GroupMemberPageDto> {
  requireAdmin(await loadGroup(deps, query.gid, user));
  const [rows, total] = await deps.db.getRepository(GroupMemberEntity).findAndCount({
    where: { gid: query.gid, auth: In([GroupMemberAuth.Applying, GroupMemberAuth.Refused]) },
    order: { gmtModified: 'DESC', id: 'DESC' },
    ...pageOf(query, GROUP_LIMITS.memberPageSize),
  });
  return { total, records: await toMemberDtos(deps.db, rows) };
}

function checkedReason(value: string | null | undefined): string {
  const reason = (value ?? '').trim();
  if (reason === '') throw fail(GroupMessage.reasonRequired);
  const length = charCount(reason);
  if (length < GROUP_LIMITS.reason.min || length > GROUP_LIMITS.reason.max) throw fail(GroupMessage.reasonLength);
  return reason;
}

/**
 * group/member POST: a public group is joined at once (level 3); a protected one takes an
 * application with a reason (5–100); a private one a reason and its 6-character code. A refused
 * applicant may apply again. Answers which of join or apply happened.
 */
export async function applyToGroup(deps: Pick<GroupDeps, 'db'>, form: GroupApplyDto, user: GroupUser): Promise<ServerMessage> {
  const context = await loadGroup(deps, form.gid, user);
  if (!context.row.visible && !isGroupMember(context.facts, context.viewer)) throw fail(GroupMessage.notExists);
  if (isGroupMember(context.facts, context.viewer)) throw fail(GroupMessage.alreadyMember);
  if (context.viewer.memberLevel === GroupMemberAuth.Applying) throw fail(GroupMessage.alreadyApplying);
  const members = deps.db.getRepository(GroupMemberEntity);
  const save = async (auth: number, reason: string | null) => {
    if (context.viewer.memberLevel === null) await members.insert({ gid: form.gid, uid: user.uid, auth, reason });
    else await members.update({ gid: form.gid, uid: user.uid }, { auth, reason });
  };
  if (context.row.auth === GroupAuth.Public) {
    await save(GroupMemberAuth.Member, null);
    return GroupMessage.joined;
  }
  const reason = checkedReason(form.reason);
  if (context.row.auth === GroupAuth.Private) {
    const code = (form.code ?? '').trim();
    if (code === '') throw fail(GroupMessage.codeRequired);
    if (charCount(code) !== GROUP_LIMITS.codeLength) throw fail(GroupMessage.codeLength);
    if (code !== context.row.code) throw fail(GroupMessage.codeWrong);
  }
  await save(GroupMemberAuth.Applying, reason);
  return GroupMessage.applied;
}

async function targetOf(deps: Pick<GroupDeps, 'db'>, gid: number, uid: string): Promise<GroupMemberRow> {
  const row = await deps.db.getRepository(GroupMemberEntity).findOneBy({ gid, uid });
  if (!row) throw fail(GroupMessage.notMember);
  return row;
}

/** group/member PUT: approve (3), refuse (2) or change a member's auth, as spec 03 §6 allows. */
export async function changeMember(deps: Pick<GroupDeps, 'db'>, form: GroupMemberUpdateDto, user: GroupUser): Promise<GroupMemberDto> {
  const context = await loadGroup(deps, form.gid, user);
  requireAdmin(context);
  const target = await targetOf(deps, form.gid, form.uid);
  if (!canChangeMemberAuth(context.facts, context.viewer, target, form.auth)) throw fail(GroupMessage.changeRefused);
  await deps.db.getRepository(GroupMemberEntity).update({ id: target.id }, { auth: form.auth });
  const [dto] = await toMemberDtos(deps.db, [await deps.db.getRepository(GroupMemberEntity).findOneByOrFail({ id: target.id })]);
  return dto as GroupMemberDto;
}

/** group/member DELETE: removes a member (or an application), as spec 03 §6 allows. */
export async function removeMember(deps: Pick<GroupDeps, 'db'>, gid: number, uid: string, user: GroupUser): Promise<void> {
  const context = await loadGroup(deps, gid, user);
  requireAdmin(context);
  const target = await targetOf(deps, gid, uid);
  if (!canRemoveMember(context.facts, context.viewer, target)) throw fail(GroupMessage.removeRefused);
  await deps.db.getRepository(GroupMemberEntity).delete({ id: target.id });
}

/** group/member/exit: the viewer leaves the group (or withdraws an application); the owner cannot. */
export async function exitGroup(deps: Pick<GroupDeps, 'db'>, gid: number, user: GroupUser): Promise<void> {
  const context = await loadGroup(deps, gid, user);
  if (isGroupOwner(context.facts, context.viewer)) throw fail(GroupMessage.ownerCannotExit);
  if (context.viewer.memberLevel === null) {
    requirePage(context);
    throw fail(GroupMessage.notMember);
  }
  await deps.db.getRepository(GroupMemberEntity).delete({ gid, uid: user.uid });
}
