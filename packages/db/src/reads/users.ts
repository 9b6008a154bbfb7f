// Published by the gateway, owner of the account tables: what other services may read of them.
import type { DataSource } from 'typeorm';
import { UserInfoEntity, UserRoleEntity, UserStatus } from '../entities/user.ts';

/** Whole days since the user registered, at least 1 (by the database's clock); null for no such user. */
export async function daysSinceRegistration(db: DataSource, uid: string): Promise<number | null> {
  const rows = await db.query<{ days: number | string }[]>(
    'SELECT GREATEST(TIMESTAMPDIFF(DAY, `gmtCreate`, CURRENT_TIMESTAMP(3)), 1) AS days FROM `user_info` WHERE `uid` = ?',
    [uid],
  );
  const row = rows[0];
  return row ? Number(row.days) : null;
}

/**
 * A user as a token refresh sees them: current username and role codes (lowest first), or null when
 * the account no longer exists or is banned.
 */
export async function activeUserRoles(db: DataSource, uid: string): Promise<{ uid: string; username: string; roles: number[] } | null> {
  const user = await db.getRepository(UserInfoEntity).findOne({ where: { uid }, select: { uid: true, username: true, status: true } });
  if (!user || user.status === UserStatus.Banned) return null;
  const rows = await db.getRepository(UserRoleEntity).find({ where: { uid }, select: { roleId: true }, order: { roleId: 'ASC' } });
  return { uid, username: user.username, roles: rows.map((row) => row.roleId) };
}
