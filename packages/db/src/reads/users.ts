// Published by the gateway, owner of the account tables: what other services may read of them.
import type { DataSource } from 'typeorm';
import { UserStatus } from '../entities/user.ts';

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
 * the account no longer exists or is banned. One statement (the account and its roles joined): every
 * signed-in page's calls refresh once its token is older than the refresh age.
 */
export async function activeUserRoles(db: DataSource, uid: string): Promise<{ uid: string; username: string; roles: number[] } | null> {
  const rows = await db.query<{ username: string; status: number | string; roleId: number | string | null }[]>(
    'SELECT u.`username`, u.`status`, r.`roleId` FROM `user_info` u LEFT JOIN `user_role` r ON r.`uid` = u.`uid` WHERE u.`uid` = ? ORDER BY r.`roleId` ASC',
    [uid],
  );
  const user = rows[0];
  if (!user || Number(user.status) === UserStatus.Banned) return null;
  const roles = rows.flatMap((row) => (row.roleId === null ? [] : [Number(row.roleId)]));
  return { uid, username: user.username, roles };
}
