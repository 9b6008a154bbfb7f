import { randomUUID } from 'node:crypto';
import type { DataSource, EntityManager } from 'typeorm';
import { ADMIN_ROLES, ROLE_NAMES, Role } from '@oj/contracts';
import type { RoleCode } from '@oj/contracts';
import { UserInfoEntity, UserRecordEntity, UserRoleEntity, usernameKey } from '@oj/db';
import type { UserInfoRow } from '@oj/db';
import type { UserInfoDto } from '../schemas.ts';

/** Reads the user with this username (case-insensitive, as the column's collation compares). */
export function findUserByUsername(db: DataSource | EntityManager, username: string): Promise<UserInfoRow | null> {
  return db.getRepository(UserInfoEntity).findOne({ where: { username } });
}

/**
 * Whether a new username clashes with an account: 'exists' when the collation finds it (`Róot`,
 * `ROOT` for `root`), 'similar' when only the canonical key matches (`𝐫oot`), else null.
 */
export async function usernameClash(db: DataSource | EntityManager, username: string): Promise<'exists' | 'similar' | null> {
  if (await findUserByUsername(db, username)) return 'exists';
  const similar = await db.getRepository(UserInfoEntity).findOne({ where: { usernameKey: usernameKey(username) }, select: { uid: true } });
  return similar ? 'similar' : null;
}

/** Reads the user with this email (case-insensitive). */
export function findUserByEmail(db: DataSource | EntityManager, email: string): Promise<UserInfoRow | null> {
  return db.getRepository(UserInfoEntity).findOne({ where: { email } });
}

/** Reads the user with this uid. */
export function findUserByUid(db: DataSource | EntityManager, uid: string): Promise<UserInfoRow | null> {
  return db.getRepository(UserInfoEntity).findOne({ where: { uid } });
}

/** The role codes a user holds, lowest code first. */
export async function roleCodesOf(db: DataSource | EntityManager, uid: string): Promise<number[]> {
  const rows = await db.getRepository(UserRoleEntity).find({ where: { uid }, select: { roleId: true }, order: { roleId: 'ASC' } });
  return rows.map((row) => row.roleId);
}

function isRoleCode(code: number): code is RoleCode {
  return Object.hasOwn(ROLE_NAMES, code);
}

/** Role names of user info (`roleList`), without repeats. */
export function roleNames(codes: readonly number[]): string[] {
  return [...new Set(codes.filter(isRoleCode).map((code) => ROLE_NAMES[code]))];
}

/** Whether any of the codes is an admin role (admin, problem admin, root). */
export function hasAdminRole(codes: readonly number[]): boolean {
  return codes.some((code) => (ADMIN_ROLES as readonly number[]).includes(code));
}

/** The signed-in user's own info. */
export function toUserInfo(user: UserInfoRow, roleCodes: readonly number[]): UserInfoDto {
  return {
    uid: user.uid,
    username: user.username,
    nickname: user.nickname,
    avatar: user.avatar,
    email: user.email,
    mobile: user.mobile,
    school: user.school,
    course: user.course,
    number: user.number,
    realname: user.realname,
    gender: user.gender,
    signature: user.signature,
    github: user.github,
    blog: user.blog,
    cfUsername: user.cfUsername,
    titleName: user.titleName,
    titleColor: user.titleColor,
    roleList: roleNames(roleCodes),
  };
}

/** What registration stores. */
export interface NewUser {
  username: string;
  email: string;
  passwordHash: string;
}

/** Creates an account with the default user role and an empty record; returns its uid. */
export async function createUser(db: DataSource, user: NewUser): Promise<string> {
  const uid = randomUUID();
  await db.transaction(async (manager) => {
    await manager.getRepository(UserInfoEntity).insert({
      uid,
      username: user.username,
      usernameKey: usernameKey(user.username),
      email: user.email,
      password: user.passwordHash,
      gender: 'secrecy',
    });
    await manager.getRepository(UserRoleEntity).insert({ uid, roleId: Role.User });
    await manager.getRepository(UserRecordEntity).insert({ uid });
  });
  return uid;
}

/** True when a write failed on a unique index (a concurrent duplicate). */
export function isDuplicateKey(error: unknown, index?: string): boolean {
  const driverError = (error as { driverError?: { code?: unknown; message?: unknown } } | null)?.driverError;
  if (driverError?.code !== 'ER_DUP_ENTRY') return false;
  return index === undefined || (typeof driverError.message === 'string' && driverError.message.includes(index));
}
