// Published by the gateway, owner of the account tables: who an admin notice reaches (community's push).
import type { DataSource } from 'typeorm';
import { ADMIN_ROLES } from '@oj/contracts';
import { UserStatus } from '../entities/user.ts';

/** Up to `limit` uids of accounts that are not banned, in uid order after `afterUid` (a keyset page). */
export async function activeUidsAfter(db: DataSource, afterUid: string, limit: number): Promise<string[]> {
  const rows = await db.query<{ uid: string }[]>('SELECT uid FROM user_info WHERE status <> ? AND uid > ? ORDER BY uid LIMIT ?', [
    UserStatus.Banned,
    afterUid,
    limit,
  ]);
  return rows.map((row) => row.uid);
}

/** The uids of the accounts with an admin role (admin, problem admin, super admin) that are not banned. */
export async function adminUids(db: DataSource): Promise<string[]> {
  const rows = await db.query<{ uid: string }[]>(
    `SELECT DISTINCT r.uid AS uid FROM user_role r JOIN user_info u ON u.uid = r.uid WHERE u.status <> ? AND r.roleId IN (${ADMIN_ROLES.map(() => '?').join(', ')}) ORDER BY r.uid`,
    [UserStatus.Banned, ...ADMIN_ROLES],
  );
  return rows.map((row) => row.uid);
}
