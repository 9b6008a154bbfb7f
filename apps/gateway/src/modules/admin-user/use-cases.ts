import type { Deps } from '../../deps.ts';
import type { EntityManager } from 'typeorm';
import { In, Not } from 'typeorm';
import { AdminUserMessage, Role } from '@oj/contracts';
import { SessionEntity, UserAcProblemEntity, UserInfoEntity, UserRecordEntity, UserRoleEntity, UserStatus, UserTeamEntity, usernameKey } from '@oj/db';
import { hashPassword, fail } from '@oj/service-kit';
import { GENERATED_PASSWORD_LENGTH } from '@oj/contracts';
import { isPlaceholderEmail, placeholderEmail } from './email.ts';
import { countActiveSuperAdmins } from './queries.ts';
import type { EditUserBodyDto } from './schemas.ts';
import { cleanTeam, replaceTeam, teamsByUid } from './teams.ts';

/**
 * Signs a user out of every session: each token issued up to this second stops working. The
 * revocation compares whole seconds, so the cut-off is the next second: a token signed in the
 * same second as the change must not survive it.
 */
export function signOutEverywhere(deps: Pick<Deps, 'db' | 'revocations'>, uid: string): Promise<void> {
  return deps.revocations.revokeTokensIssuedBefore(uid, Date.now() + 1000);
}

const orNull = (value: string | undefined, current: string | null): string | null =>
  value === undefined ? current : value.trim() === '' ? null : value.trim();

async function assertNameFree(manager: EntityManager, uid: string, username: string): Promise<void> {
  const users = manager.getRepository(UserInfoEntity);
  if (await users.findOne({ where: { username, uid: Not(uid) }, select: { uid: true } })) throw fail(AdminUserMessage.usernameExists);
  if (await users.findOne({ where: { usernameKey: usernameKey(username), uid: Not(uid) }, select: { uid: true } })) {
    throw fail(AdminUserMessage.usernameTooSimilar);
  }
}

/**
 * edit-user: profile fields, role, status, the team (omitted: kept; '' removes it; members omitted
 * keep the current ones) and optionally a new password, in one transaction.
 */
export async function editUser(deps: Pick<Deps, 'db' | 'revocations'>, body: EditUserBodyDto): Promise<void> {
  const password = body.password ?? '';
  if (password !== '' && (password.length < GENERATED_PASSWORD_LENGTH.min || password.length > GENERATED_PASSWORD_LENGTH.max)) {
    throw fail(AdminUserMessage.passwordLength);
  }
  const passwordHash = password === '' ? null : await hashPassword(password);
  const signOut = await deps.db.transaction(async (manager) => {
    const users = manager.getRepository(UserInfoEntity);
    const user = await users.findOne({ where: { uid: body.uid }, lock: { mode: 'pessimistic_write' } });
    if (!user) throw fail(AdminUserMessage.userNotExists);
    const username = body.username.trim();
    if (username !== user.username) await assertNameFree(manager, user.uid, username);
    const requestedEmail = body.email?.trim();
    let email = user.email;
    if (requestedEmail === '') email = isPlaceholderEmail(user.email) ? user.email : placeholderEmail(user.uid);
    else if (requestedEmail !== undefined && requestedEmail.toLowerCase() !== user.email.toLowerCase()) {
      if (await users.findOne({ where: { email: requestedEmail, uid: Not(user.uid) }, select: { uid: true } })) throw fail(AdminUserMessage.emailExists);
      email = requestedEmail;
    }
    const roles = manager.getRepository(UserRoleEntity);
    const oldRoles = (await roles.find({ where: { uid: user.uid } })).map((row) => row.roleId).sort();
    const roleChanged = oldRoles.join(',') !== String(body.role);
    const statusChanged = body.status !== user.status;
    const losesRoot = oldRoles.includes(Role.SuperAdmin) && (body.role !== Role.SuperAdmin || body.status !== UserStatus.Normal);
    if (losesRoot && (await countActiveSuperAdmins(manager, [user.uid])) === 0) throw fail(AdminUserMessage.lastSuperAdmin);
    await users.update(
      { uid: user.uid },
      {
        username,
        usernameKey: username === user.username ? user.usernameKey : usernameKey(username),
        email,
        realname: orNull(body.realname, user.realname),
        nickname: orNull(body.nickname, user.nickname),
        school: orNull(body.school, user.school),
        number: orNull(body.number, user.number),
        gender: body.gender ?? user.gender,
        titleName: orNull(body.titleName, user.titleName),
        titleColor: orNull(body.titleColor, user.titleColor),
        status: body.status,
        ...(passwordHash === null ? {} : { password: passwordHash }),
      },
    );
    if (roleChanged) {
      await roles.delete({ uid: user.uid });
      await roles.insert({ uid: user.uid, roleId: body.role });
    }
    if (body.teamName !== undefined) {
      const members = body.members ?? (await teamsByUid(manager, [user.uid])).get(user.uid)?.members ?? [];
      await replaceTeam(manager, user.uid, cleanTeam(body.teamName, members));
    }
    return passwordHash !== null || roleChanged || statusChanged;
  });
  if (signOut) await signOutEverywhere(deps, body.uid);
}

/** delete-user: never the caller, never the last (unbanned) super admin. Returns how many were deleted. */
export async function deleteUsers(deps: Pick<Deps, 'db' | 'revocations'>, callerUid: string, ids: readonly string[]): Promise<number> {
  const uids = [...new Set(ids)];
  if (uids.includes(callerUid)) throw fail(AdminUserMessage.cannotDeleteSelf);
  const deleted = await deps.db.transaction(async (manager) => {
    const existing = await manager.getRepository(UserInfoEntity).find({ where: { uid: In(uids) }, select: { uid: true }, lock: { mode: 'pessimistic_write' } });
    const found = existing.map((row) => row.uid);
    if (found.length === 0) throw fail(AdminUserMessage.userNotExists);
    // Refused only when these accounts hold the last unbanned super admins, not when there were none.
    const rootsLeft = await countActiveSuperAdmins(manager, found);
    if (rootsLeft === 0 && (await countActiveSuperAdmins(manager)) > 0) throw fail(AdminUserMessage.lastSuperAdmin);
    for (const entity of [UserRoleEntity, SessionEntity, UserRecordEntity, UserAcProblemEntity, UserTeamEntity]) {
      await manager.getRepository(entity).delete({ uid: In(found) });
    }
    await manager.getRepository(UserInfoEntity).delete({ uid: In(found) });
    return found;
  });
  await Promise.all(deleted.map((uid) => signOutEverywhere(deps, uid)));
  return deleted.length;
}
