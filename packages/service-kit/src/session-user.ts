import type { DataSource } from 'typeorm';
import { UserInfoEntity, UserRoleEntity, UserStatus } from '@oj/db';
import type { AuthUser } from './auth.ts';

/**
 * The user as a refresh sees it: current username and role codes (lowest first), or null when the
 * account no longer exists or is banned. Every service reads the one schema, so each can refresh.
 */
export async function loadSessionUser(db: DataSource, uid: string): Promise<AuthUser | null> {
  const user = await db.getRepository(UserInfoEntity).findOne({ where: { uid }, select: { uid: true, username: true, status: true } });
  if (!user || user.status === UserStatus.Banned) return null;
  const rows = await db.getRepository(UserRoleEntity).find({ where: { uid }, select: { roleId: true }, order: { roleId: 'ASC' } });
  return { uid, username: user.username, roles: rows.map((row) => row.roleId) };
}
