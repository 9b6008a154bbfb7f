import type { DataSource, EntityManager } from 'typeorm';
import { In } from 'typeorm';
import { ADMIN_ROLES, ROLE_NAMES, Role } from '@oj/contracts';
import type { AdminUserListDto, AdminUserRecordDto, RoleCode, UserSessionDto } from '@oj/contracts';
import { SessionEntity, UserInfoEntity, UserRoleEntity, UserStatus } from '@oj/db';
import type { UserInfoRow } from '@oj/db';
import { shownEmail } from './email.ts';
import type { AdminUserListQueryDto } from './schemas.ts';
import { teamsByUid } from './teams.ts';
import type { TeamFields } from './teams.ts';

/** The role name of a code ('' for a code outside spec 01 §3). */
export function roleName(code: number): string {
  return Object.hasOwn(ROLE_NAMES, code) ? ROLE_NAMES[code as RoleCode] : '';
}

/** Role codes per uid, lowest first. */
export async function rolesByUid(db: DataSource | EntityManager, uids: readonly string[]): Promise<Map<string, number[]>> {
  const roles = new Map<string, number[]>();
  if (uids.length === 0) return roles;
  const rows = await db.getRepository(UserRoleEntity).find({ where: { uid: In([...uids]) }, order: { roleId: 'ASC' } });
  for (const row of rows) roles.set(row.uid, [...(roles.get(row.uid) ?? []), row.roleId]);
  return roles;
}

function toRecord(user: UserInfoRow, roles: readonly number[], team: TeamFields | undefined): AdminUserRecordDto {
  return {
    uid: user.uid,
    username: user.username,
    realname: user.realname,
    email: shownEmail(user.email),
    nickname: user.nickname,
    school: user.school,
    number: user.number,
    gender: user.gender,
    titleName: user.titleName,
    titleColor: user.titleColor,
    status: user.status,
    roles: roles.map((code) => ({ code, name: roleName(code) })),
    gmtCreate: user.gmtCreate.toISOString(),
    teamName: team?.teamName ?? null,
    members: team ? team.members : null,
  };
}

/** get-user-list: newest accounts first; keyword matches part of the username, real name or email. */
export async function listUsers(db: DataSource, query: AdminUserListQueryDto): Promise<AdminUserListDto> {
  const limit = query.limit ?? 10;
  const currentPage = query.currentPage ?? 1;
  const builder = db.getRepository(UserInfoEntity).createQueryBuilder('u');
  const keyword = query.keyword?.trim();
  if (keyword) {
    const like = `%${keyword.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    builder.andWhere('(u.username LIKE :like OR u.realname LIKE :like OR u.email LIKE :like)', { like });
  }
  if (query.onlyAdmin) {
    builder.andWhere('EXISTS (SELECT 1 FROM `user_role` r WHERE r.`uid` = u.`uid` AND r.`roleId` IN (:...adminRoles))', { adminRoles: [...ADMIN_ROLES] });
  }
  const [users, total] = await builder
    .orderBy('u.gmtCreate', 'DESC')
    .addOrderBy('u.username', 'ASC')
    .skip((currentPage - 1) * limit)
    .take(limit)
    .getManyAndCount();
  const uids = users.map((user) => user.uid);
  const [roles, teams] = await Promise.all([rolesByUid(db, uids), teamsByUid(db, uids)]);
  return { total, records: users.map((user) => toRecord(user, roles.get(user.uid) ?? [], teams.get(user.uid))) };
}

/** How many accounts hold the super admin role and are not banned (optionally leaving some out). */
export async function countActiveSuperAdmins(db: DataSource | EntityManager, except: readonly string[] = []): Promise<number> {
  const builder = db
    .getRepository(UserRoleEntity)
    .createQueryBuilder('r')
    .innerJoin(UserInfoEntity.options.name, 'u', 'u.uid = r.uid')
    .where('r.roleId = :root', { root: Role.SuperAdmin })
    .andWhere('u.status = :normal', { normal: UserStatus.Normal });
  if (except.length > 0) builder.andWhere('r.uid NOT IN (:...except)', { except: [...except] });
  return builder.getCount();
}

/** Most sign-ins the sessions dialog lists. */
const SESSIONS_SHOWN = 50;

/** A user's sign-ins since `since` (the last forced sign-out, or the oldest a live token can come from), newest first. */
export async function sessionsSince(db: DataSource, uid: string, since: Date): Promise<UserSessionDto[]> {
  const rows = await db
    .getRepository(SessionEntity)
    .createQueryBuilder('s')
    .where('s.uid = :uid', { uid })
    .andWhere('s.gmtCreate >= :since', { since })
    .orderBy('s.gmtCreate', 'DESC')
    .addOrderBy('s.id', 'DESC')
    .take(SESSIONS_SHOWN)
    .getMany();
  return rows.map((row) => ({ id: row.id, ip: row.ip, userAgent: row.userAgent, gmtCreate: row.gmtCreate.toISOString() }));
}
